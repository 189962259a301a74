import { act, screen, waitFor, within } from '@testing-library/react';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { DashboardSummaryResponse, RecentActivityItem } from '@taskflow/contracts';
import { project, sessionUser, task } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { DASHBOARD_REFRESH_MS, DashboardPage } from './DashboardPage';
import { apiError, apiRoute, apiServer } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? <span>{`top bar: ${action.label}`}</span> : null;
}

const summary: DashboardSummaryResponse = {
  activeProjects: 2,
  openTasks: 7,
  customers: 3,
  completedTasks: 4,
  overdueTasks: 1,
  awaitingApproval: 2,
  satisfaction: { periodDays: 90, approved: 3, rejected: 1, percent: 75 },
};

const activity: RecentActivityItem[] = [
  {
    id: 'task_c1',
    type: 'task_comment',
    content: 'Bitte Logo größer',
    author: { id: 'u-client', name: 'Clara Client', type: 'client', initials: 'CC' },
    timestamp: new Date().toISOString(),
    relatedTo: { id: 't1', title: 'Logo', type: 'task', projectId: 'p1' },
  },
];

function serve({
  figures = summary,
  fail = false,
  teamPermissions = {} as Record<string, boolean>,
  approvals = true,
} = {}) {
  apiServer.use(
    apiRoute.get('/tasks', () => [
      task('t1', {
        title: 'Logo freigeben',
        isClientVisible: true,
        requiresClientApproval: true,
        clientApprovalStatus: 'pending',
        dueDate: '2026-05-04',
        updatedAt: '2026-03-02T09:00:00.000Z',
      }),
      task('t2', {
        title: 'Texte prüfen',
        isClientVisible: true,
        requiresClientApproval: true,
        clientApprovalStatus: 'pending',
      }),
      task('t3', {
        title: 'Schon entschieden',
        isClientVisible: true,
        requiresClientApproval: true,
        clientApprovalStatus: 'approved',
      }),
      task('t4', { title: 'Ohne Freigabe', isClientVisible: true }),
    ]),
  );
  apiServer.use(
    apiRoute.get('/client-communication-settings/portal', () => ({
      allowClientComments: true,
      requireApprovalForUpdates: approvals,
    })),
  );
  apiServer.use(
    apiRoute.get('/dashboard', () => (fail ? apiError(500, 'INTERNAL_ERROR', { message: 'down' }) : figures)),
  );
  apiServer.use(apiRoute.get('/dashboard/activity', () => activity));
  apiServer.use(
    apiRoute.get('/dashboard/project-progress', () => [{ projectId: 'p1', taskCount: 4, completedTasks: 1 }]),
  );
  apiServer.use(
    apiRoute.get('/projects', () => [
      project('p1', 'Website-Relaunch'),
      ...Array.from({ length: 6 }, (_, index) => ({
        ...project(`old${index}`, `Old ${index}`),
        createdAt: `2025-0${index + 1}-01T00:00:00.000Z`,
      })),
    ]),
  );
  apiServer.use(apiRoute.get('/conversations', () => ({ conversations: [], totalUnread: 2 })));
  apiServer.use(apiRoute.get('/comments/unread-count', () => ({ count: 3 })));
  apiServer.use(apiRoute.get('/team-permissions', () => ({ ...teamPermissions })));
}

const render = (kind: 'admin' | 'team' | 'client', language: 'en' | 'de' = 'en') =>
  renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <DashboardPage />
    </PageHeaderProvider>,
    { user: sessionUser(kind), language, route: '/dashboard' },
  );

describe('DashboardPage', () => {
  it('shows the counts, the cards, the five newest projects and the recent activity', async () => {
    serve();
    await render('admin');
    expect(await screen.findByTestId('figure-active-projects')).toHaveTextContent('2');
    expect(screen.getByTestId('figure-open-tasks')).toHaveTextContent('7');
    expect(screen.getByTestId('figure-customers')).toHaveTextContent('3');
    expect(screen.getByTestId('card-messages-value')).toHaveTextContent('5');
    expect(screen.getByTestId('card-completed-value')).toHaveTextContent('4');
    expect(screen.getByTestId('card-overdue-value')).toHaveTextContent('1');
    expect(screen.getByTestId('card-satisfaction-value')).toHaveTextContent('75 %');
    const projects = within(await screen.findByTestId('dashboard-projects')).getAllByRole('link');
    expect(projects).toHaveLength(5);
    expect(projects[0]).toHaveAttribute('href', '/dashboard/projects/p1');
    expect(projects[0]).toHaveTextContent('25 % done');
    const item = within(await screen.findByTestId('dashboard-activity')).getByRole('link');
    expect(item).toHaveTextContent('Bitte Logo größer');
    expect(item).toHaveAttribute('href', '/dashboard/kanban?projectId=p1&taskId=t1');
    expect(screen.getByText('top bar: New project')).toBeInTheDocument();
  });

  it('reads its figures again every minute while it is open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      serve();
      await render('admin');
      expect(await screen.findByTestId('figure-open-tasks')).toHaveTextContent('7');
      apiServer.use(apiRoute.get('/dashboard', () => ({ ...summary, openTasks: 9 })));

      await act(() => jest.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS - 1_000));
      expect(screen.getByTestId('figure-open-tasks')).toHaveTextContent('7');
      await act(() => jest.advanceTimersByTimeAsync(1_000));

      await waitFor(() => expect(screen.getByTestId('figure-open-tasks')).toHaveTextContent('9'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the approval card for what it counts, the share of approved client decisions, in both languages', async () => {
    serve();
    const { unmount } = await render('admin');
    const card = await screen.findByTestId('card-satisfaction');
    expect(card).toHaveTextContent('Client approval rate');
    expect(card).toHaveTextContent('3 of 4 approval decisions in the last 90 days approved');
    expect(screen.queryByText(/satisfaction/i)).not.toBeInTheDocument();
    unmount();
    await render('admin', 'de');
    expect(await screen.findByTestId('card-satisfaction')).toHaveTextContent('Freigabe\u00adquote der Kunden');
    expect(screen.queryByText(/zufriedenheit/i)).not.toBeInTheDocument();
  });

  it("tells a client that a project's progress counts only the tasks shared with them; the team sees all tasks", async () => {
    serve();
    const { unmount } = await render('client');
    const projects = await screen.findByTestId('dashboard-projects');
    expect(within(projects).getAllByRole('link')[0]).toHaveTextContent('25 % of the tasks shared with you done');
    unmount();
    await render('admin');
    const all = await screen.findByTestId('dashboard-projects');
    expect(within(all).getAllByRole('link')[0]).toHaveTextContent('25 % done');
    expect(all).not.toHaveTextContent('shared with you');
  });

  it('shows a dash for satisfaction while there is no decision', async () => {
    serve({ figures: { ...summary, satisfaction: { periodDays: 90, approved: 0, rejected: 0, percent: null } } });
    await render('admin');
    expect(await screen.findByTestId('card-satisfaction-value')).toHaveTextContent('–');
    expect(screen.getByText('No approval decisions in the last 90 days')).toBeInTheDocument();
  });

  it('offers no new project to a team member without canCreateProjects, nor to a client, who sees their approvals', async () => {
    serve({ teamPermissions: { canCreateProjects: false } });
    const { unmount } = await render('team');
    await screen.findByTestId('figure-open-tasks');
    expect(screen.queryByText(/top bar/)).not.toBeInTheDocument();
    unmount();
    await render('client');
    expect(await screen.findByTestId('card-approval-value')).toHaveTextContent('2');
    expect(screen.queryByTestId('card-satisfaction')).not.toBeInTheDocument();
    expect(screen.queryByText(/top bar/)).not.toBeInTheDocument();
  });

  it("is the client's portal: their projects, the tasks waiting for their decision and the latest comments", async () => {
    serve();
    await render('client');
    const approvals = await screen.findByTestId('dashboard-approvals');
    expect(within(approvals).getByRole('heading', { name: 'Waiting for your approval · 2' })).toBeInTheDocument();
    const rows = await within(approvals).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/dashboard/kanban?projectId=p1&taskId=t1',
      '/dashboard/kanban?projectId=p1&taskId=t2',
    ]);
    expect(rows[0]).toHaveTextContent('Logo freigeben');
    expect(rows[0]).toHaveTextContent('Website-Relaunch · due 04/05/2026');
    expect(rows[0]).toHaveTextContent('Review');
    expect(screen.getByRole('heading', { name: 'Your projects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest comments' })).toBeInTheDocument();
    expect(screen.queryByTestId('figure-customers')).not.toBeInTheDocument();
  });

  it('lists no approvals while the agency does not ask for them, and says when none is waiting (German)', async () => {
    serve({ approvals: false });
    const { unmount } = await render('client');
    await screen.findByTestId('figure-open-tasks');
    expect(screen.queryByTestId('dashboard-approvals')).not.toBeInTheDocument();
    unmount();

    serveNothing();
    serve();
    apiServer.use(apiRoute.get('/tasks', () => [task('t4', { isClientVisible: true })]));
    await render('client', 'de');
    const approvals = await screen.findByTestId('dashboard-approvals');
    expect(await within(approvals).findByText('Derzeit wartet nichts auf Ihre Freigabe.')).toBeInTheDocument();
    expect(within(approvals).getByRole('heading', { name: 'Wartet auf Ihre Freigabe · 0' })).toBeInTheDocument();
  });

  it('shows the load error with a retry, in German', async () => {
    serve({ fail: true });
    await render('admin', 'de');
    expect(await screen.findByText('Fehler beim Laden der Daten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
