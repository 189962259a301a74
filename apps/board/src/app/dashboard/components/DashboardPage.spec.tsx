import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { DashboardPage } from './DashboardPage';

describe('DashboardPage', () => {
  it('welcomes the user and explains the empty workspace', async () => {
    await renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome to your workspace' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await renderWithProviders(<DashboardPage />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Willkommen in Ihrem Arbeitsbereich' })).toBeInTheDocument();
  });
});
