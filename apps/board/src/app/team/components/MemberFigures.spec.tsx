import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { memberDetail } from '../testing/team-fixtures';
import { MemberFigures } from './MemberFigures';

describe('MemberFigures', () => {
  it('shows the four figures, each explained', async () => {
    await renderWithProviders(<MemberFigures member={memberDetail('u2', 'Tom')} />);
    expect(screen.getByTestId('summary-activeTasks')).toHaveTextContent('Active tasks3');
    expect(screen.getByTestId('summary-completed')).toHaveTextContent('Completed (30 days)2');
    expect(screen.getByTestId('summary-workload')).toHaveTextContent('Workload – 10 hrs open of 40 hrs per week25 %');
    expect(screen.getByTestId('summary-onTime')).toHaveTextContent(
      'On-time rate – of 2 completed tasks with a due date50 %',
    );
  });

  it('shows a dash where there is nothing to measure', async () => {
    const member = memberDetail('u2', 'Tom');
    await renderWithProviders(
      <MemberFigures member={{ ...member, figures: { ...member.figures, workloadPercent: null, onTimeRate: null } }} />,
    );
    expect(screen.getByTestId('summary-workload')).toHaveTextContent(/–$/);
    expect(screen.getByTestId('summary-onTime')).toHaveTextContent('No completed task with a due date yet–');
  });
});
