import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { TaskView } from '@taskflow/contracts';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { TaskListPage } from './TaskListPage';
import { apiRoute, apiServer } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? <span>{`top bar: ${action.label}`}</span> : null;
}

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

function serveTasks(tasks: TaskView[], teamPermissions: Record<string, boolean> = {}) {
  serveBoard({ tasks, teamPermissions });
  apiServer.use(apiRoute.get('/tasks', () => tasks));
}

const render = (kind: 'admin' | 'team' | 'client', route = '/dashboard/tasks') =>
  renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <TaskListPage />
    </PageHeaderProvider>,
    { user: sessionUser(kind), route },
  );

const titles = () => screen.getAllByTestId('task-row').map((row) => within(row).getByRole('heading').textContent);

const tasks = [
  task('low', { title: 'Low score', priority: 'low', dueDate: day(20) }),
  task('late', { title: 'Overdue', priority: 'high', dueDate: day(-3), status: 'in_progress' }),
  task('soon', { title: 'Due soon', priority: 'medium', dueDate: day(1), isClientVisible: true }),
  task('done', { title: 'Finished', status: 'completed', dueDate: day(-10) }),
];

describe('task list', () => {
  // jsdom lays nothing out: the list's scroll area gets a phone-sized height, its rows a row's height.
  let sizes: jest.SpyInstance[];
  beforeEach(() => {
    serveNothing();
    sizes = [
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700),
      jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(84),
    ];
  });
  afterEach(() => sizes.forEach((size) => size.mockRestore()));

  it('orders Focus by score (completed hidden) and All by due date, with the stats', async () => {
    serveTasks(tasks);
    await render('admin');
    await screen.findAllByTestId('task-row');
    expect(titles()).toEqual(['Overdue', 'Due soon', 'Low score']);
    expect(screen.getByTestId('stat-total')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-inProgress')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-important')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-overdue')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'All tasks' }));
    expect(titles()).toEqual(['Finished', 'Overdue', 'Due soon', 'Low score']);
  });

  it('filters client visible and internal, by status, and groups by status', async () => {
    serveTasks(tasks);
    await render('admin');
    await screen.findAllByTestId('task-row');
    await userEvent.selectOptions(screen.getByLabelText('Kind of task'), 'clientVisible');
    expect(titles()).toEqual(['Due soon']);
    await userEvent.selectOptions(screen.getByLabelText('Kind of task'), 'internal');
    expect(titles()).toEqual(['Overdue', 'Low score']);
    await userEvent.selectOptions(screen.getByLabelText('Kind of task'), 'all');
    await userEvent.click(screen.getByRole('button', { name: 'All tasks' }));
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'status');
    expect(screen.getAllByTestId('task-group').map((group) => group.textContent)).toEqual([
      'To do · 2',
      'In progress · 1',
      'Completed · 1',
    ]);
  });

  it('limits to the project from the URL with a banner to clear it', async () => {
    serveTasks([
      ...tasks,
      task('other', {
        title: 'Elsewhere',
        projectId: 'p2',
        project: { id: 'p2', name: 'Bautagebuch-App', clientCompanyId: 'c1' },
      }),
    ]);
    await render('admin', '/dashboard/tasks?projectId=p2');
    expect(await screen.findByText('Tasks of Bautagebuch-App')).toBeInTheDocument();
    expect(titles()).toEqual(['Elsewhere']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the tasks of all projects' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('names each control by what it does: one "All tasks", the mode', async () => {
    serveTasks(tasks);
    await render('admin', '/dashboard/tasks?projectId=p1');
    await screen.findAllByTestId('task-row');
    const allTasks = [
      ...screen.queryAllByRole('button', { name: /all tasks/i }),
      ...screen.queryAllByRole('option', { name: /all tasks/i }),
      ...screen.queryAllByRole('link', { name: /all tasks/i }),
    ];
    expect(allTasks).toEqual([screen.getByRole('button', { name: 'All tasks' })]);
    expect(within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'All tasks' })).toBe(
      allTasks[0],
    );
    expect(screen.getByRole('option', { name: 'All kinds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the tasks of all projects' })).toBeInTheDocument();
  });

  it("names the phones' button that folds figures and filters by the number of filters on (wide screens show all)", async () => {
    const user = userEvent.setup();
    serveTasks(tasks);
    await render('admin');
    await screen.findAllByTestId('task-row');
    // Shown by the phone layout only (the browser tests open and close it at 390 px).
    expect(screen.queryByRole('button', { name: /Filters and figures/ })).not.toBeInTheDocument();
    const tools = screen.getByText('Filters and figures').closest('button') as HTMLButtonElement;
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.selectOptions(screen.getByLabelText('Kind of task'), 'internal');
    expect(tools).toHaveTextContent(/^Filters and figures · 2 filters on/);
  });

  it('opens the task modal from details and comments', async () => {
    serveTasks(tasks);
    await render('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Overdue' }));
    const modal = await screen.findByTestId('task-modal');
    expect(within(modal).getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
  });

  it('gives the focus back to the row action that opened the modal, or to the list once the row is gone', async () => {
    const user = userEvent.setup();
    const store = serveBoard({ tasks });
    apiServer.use(apiRoute.get('/tasks', () => store.tasks));
    apiServer.use(
      apiRoute.delete('/tasks/late', () => {
        store.tasks = store.tasks.filter((candidate) => candidate.id !== 'late');
        return undefined;
      }),
    );
    await render('admin');
    const comments = await screen.findByRole('button', { name: 'Comments on Due soon' });
    comments.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Due soon' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(comments).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Details of Overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overdue' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete task Overdue?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()).toEqual(['Due soon', 'Low score']));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Tasks' })).toHaveFocus());
  });

  it('offers new task only with canCreateTasks, and clients no internal filters', async () => {
    serveTasks(tasks, { canCreateTasks: false });
    const { unmount } = await render('team');
    await screen.findAllByTestId('task-row');
    expect(screen.queryByText(/top bar/)).not.toBeInTheDocument();
    unmount();
    const admin = await render('admin');
    expect(await screen.findByText('top bar: New task')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind of task')).toBeInTheDocument();
    admin.unmount();
    await render('client');
    await screen.findAllByTestId('task-row');
    expect(screen.queryByText(/top bar/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kind of task')).not.toBeInTheDocument();
  });

  it('keeps 2,000 tasks fast: only the visible rows are rendered', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => task(`m${index}`, { title: `Task ${index}` }));
    serveTasks(many);
    await render('admin');
    await screen.findAllByTestId('task-row');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('2000');
    expect(screen.getAllByTestId('task-row').length).toBeLessThan(60);
  });
});
