import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { RecentActivityItem } from '@taskflow/contracts';
import { RecentActivity } from './RecentActivity';

const now = new Date('2026-03-01T10:00:00.000Z');
const items: RecentActivityItem[] = [
  {
    id: 'c1',
    type: 'task_comment',
    content: 'Bitte Logo größer',
    author: { id: 'u-client', name: 'Clara Client', type: 'client', initials: 'CC' },
    timestamp: '2026-03-01T09:58:00.000Z',
    relatedTo: { id: 't1', title: 'Logo', type: 'task', projectId: 'p1' },
  },
  {
    id: 'c2',
    type: 'project_comment',
    content: 'Kick-off am Montag',
    author: { id: 'u-team', name: 'Tom Team', type: 'team', initials: 'TT' },
    timestamp: '2026-03-01T08:00:00.000Z',
    relatedTo: { id: 'p1', title: 'Website-Relaunch', type: 'project', projectId: 'p1' },
  },
];

describe('RecentActivity', () => {
  it('lists who wrote what on which task or project and when, each opening the task on the board or the project', async () => {
    await renderWithProviders(
      <RecentActivity activity={{ data: items, isLoading: false, isError: false }} now={now} isClient={false} />,
    );
    const [task, project] = within(screen.getByTestId('dashboard-activity')).getAllByRole('link');
    expect(task).toHaveAttribute('href', '/dashboard/kanban?projectId=p1&taskId=t1');
    expect(task).toHaveTextContent('Bitte Logo größerClara Client (client) on Logo · 2 min ago');
    expect(project).toHaveAttribute('href', '/dashboard/projects/p1');
    expect(project).toHaveTextContent('Tom Team on Website-Relaunch · 2 hr ago');
  });

  it('says while it loads, when there is nothing yet, and when it could not be loaded', async () => {
    const { unmount } = await renderWithProviders(
      <RecentActivity activity={{ isLoading: true, isError: false }} now={now} isClient={false} />,
    );
    expect(screen.getByText('Loading dashboard')).toBeInTheDocument();
    unmount();
    const second = await renderWithProviders(
      <RecentActivity activity={{ data: [], isLoading: false, isError: false }} now={now} isClient />,
    );
    expect(screen.getByRole('region', { name: 'Latest comments' })).toHaveTextContent(
      'No comments on your projects yet.',
    );
    second.unmount();
    await renderWithProviders(
      <RecentActivity activity={{ isLoading: false, isError: true }} now={now} isClient={false} />,
    );
    expect(screen.getByText('The recent activity could not be loaded.')).toBeInTheDocument();
  });
});
