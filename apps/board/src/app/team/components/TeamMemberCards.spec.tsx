import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { member } from '../testing/team-fixtures';
import { TeamMemberCards } from './TeamMemberCards';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('TeamMemberCards', () => {
  it('shows a card per member with role, active tasks, status, workload and last activity, linked to the member', async () => {
    await renderWithProviders(
      <TeamMemberCards
        members={[
          member('u2', 'Tom'),
          member('u3', 'Ina', { status: 'inactive', figures: { ...member('u3', 'Ina').figures, activeTasks: 1 } }),
        ]}
        now={now}
      />,
    );
    const [tom, ina] = within(screen.getByRole('list', { name: 'Team' })).getAllByRole('listitem');
    expect(within(tom).getByRole('link', { name: 'Tom Muster' })).toHaveAttribute('href', '/dashboard/team/u2');
    expect(tom).toHaveTextContent('Frontend Developer · Development');
    expect(tom).toHaveTextContent('3 active tasks');
    expect(tom).toHaveTextContent('Active');
    expect(within(tom).getByRole('meter', { name: 'Workload of Tom Muster' })).toBeInTheDocument();
    expect(tom).toHaveTextContent('Last activity: Never');
    expect(ina).toHaveTextContent('1 active task');
    expect(ina).toHaveTextContent('Inactive');
  });
});
