import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { DashboardWelcome } from './DashboardWelcome';

const figures = { activeProjects: 1, openTasks: 7, customers: 3 };

describe('DashboardWelcome', () => {
  it('greets by name and counts active projects, open tasks and customers, each named in the singular or plural', async () => {
    await renderWithProviders(<DashboardWelcome firstName="Anna" figures={figures} isClient={false} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Anna', level: 2 })).toBeInTheDocument();
    const list = screen.getByLabelText('Your agency in figures');
    expect(within(list).getByText('active project')).toBeInTheDocument();
    expect(screen.getByTestId('figure-open-tasks')).toHaveTextContent('7');
    expect(within(list).getByText('open tasks')).toBeInTheDocument();
    expect(screen.getByTestId('figure-customers')).toHaveTextContent('3');
  });

  it('greets without a name, and shows a client no customer count', async () => {
    await renderWithProviders(<DashboardWelcome firstName={undefined} figures={figures} isClient />);
    expect(screen.getByRole('heading', { name: 'Welcome to your agency' })).toBeInTheDocument();
    expect(screen.queryByTestId('figure-customers')).not.toBeInTheDocument();
  });
});
