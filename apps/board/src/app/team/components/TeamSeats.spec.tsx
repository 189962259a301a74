import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { TeamSeats } from './TeamSeats';

describe('TeamSeats', () => {
  it('counts the seats used and says that invitations count too', async () => {
    await renderWithProviders(<TeamSeats used={3} max={5} />);
    expect(screen.getByTestId('team-seats')).toHaveTextContent('3 of 5 team members');
    expect(screen.getByText('Pending invitations count too.')).toBeInTheDocument();
  });

  it('says what to do when the limit is reached', async () => {
    await renderWithProviders(<TeamSeats used={5} max={5} />);
    expect(screen.getByTestId('team-seats')).toHaveTextContent(/team limit is reached/);
  });
});
