import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project } from '../../../testing/board-fixtures';
import { NewestProjects } from './NewestProjects';

const now = new Date('2026-03-01T10:00:00.000Z');
const progressOf = new Map([['p1', { projectId: 'p1', taskCount: 4, completedTasks: 1 }]]);

describe('NewestProjects', () => {
  it('lists the projects with customer, progress and state, each opening the project', async () => {
    await renderWithProviders(
      <NewestProjects
        projects={[project('p1', 'Website-Relaunch'), project('p2', 'Logo')]}
        progressOf={progressOf}
        now={now}
        isClient={false}
      />,
    );
    const section = screen.getByRole('region', { name: 'Newest projects' });
    expect(within(section).getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/dashboard/projects');
    const rows = within(screen.getByTestId('dashboard-projects')).getAllByRole('link');
    expect(rows[0]).toHaveAttribute('href', '/dashboard/projects/p1');
    expect(rows[0]).toHaveTextContent('Website-Relaunch');
    expect(rows[0]).toHaveTextContent('Müller Bau GmbH · 25 %');
    expect(rows[1]).toHaveTextContent('0 %');
  });

  it("names a client's section theirs and says when nothing is shared yet", async () => {
    await renderWithProviders(<NewestProjects projects={[]} progressOf={new Map()} now={now} isClient />);
    expect(screen.getByRole('region', { name: 'Your projects' })).toBeInTheDocument();
    expect(screen.getByText('No projects have been shared with you yet.')).toBeInTheDocument();
  });
});
