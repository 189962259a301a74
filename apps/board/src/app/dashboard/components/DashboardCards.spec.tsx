import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { DashboardSummaryResponse } from '@taskflow/contracts';
import { DashboardCards } from './DashboardCards';

const figures: DashboardSummaryResponse = {
  activeProjects: 2,
  openTasks: 7,
  customers: 3,
  completedTasks: 4,
  overdueTasks: 1,
  awaitingApproval: 2,
  satisfaction: { periodDays: 90, approved: 3, rejected: 1, percent: 75 },
};

describe('DashboardCards', () => {
  it('shows new messages, completed, overdue and the approval rate, each a link to its list', async () => {
    await renderWithProviders(
      <DashboardCards figures={figures} newMessages={5} isClient={false} awaitingApproval={0} />,
    );
    const cards = within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dashboard/messages',
      '/dashboard/tasks',
      '/dashboard/tasks',
      '/dashboard/tasks',
    ]);
    expect(screen.getByTestId('card-messages-value')).toHaveTextContent('5');
    expect(screen.getByTestId('card-overdue-value')).toHaveTextContent('1');
    expect(screen.getByTestId('card-satisfaction')).toHaveTextContent(
      'Client approval rate75 %3 of 4 approval decisions in the last 90 days approved',
    );
  });

  it('shows a dash and says so while there is no decision', async () => {
    await renderWithProviders(
      <DashboardCards
        figures={{ ...figures, satisfaction: { periodDays: 90, approved: 0, rejected: 0, percent: null } }}
        newMessages={0}
        isClient={false}
        awaitingApproval={0}
      />,
    );
    expect(screen.getByTestId('card-satisfaction')).toHaveTextContent('–No approval decisions in the last 90 days');
  });

  it("counts a client's tasks waiting for their approval instead of the rate", async () => {
    await renderWithProviders(<DashboardCards figures={figures} newMessages={0} isClient awaitingApproval={4} />);
    expect(screen.getByTestId('card-approval')).toHaveTextContent('Waiting for your approval4');
    expect(screen.queryByTestId('card-satisfaction')).not.toBeInTheDocument();
  });
});
