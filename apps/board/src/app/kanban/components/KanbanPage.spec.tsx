import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { LAST_PROJECT_STORAGE_KEY } from '../utils/last-project';
import type { ProjectView } from '@taskflow/contracts';
import { project, sessionUser, task } from '../../../testing/board-fixtures';
import { boardAnswer, serveBoard, serveNothing } from '../../../testing/board-api';
import type { BoardColumnArgs } from '@taskflow/store';
import { boardApi } from '../state/board.api';
import { KanbanPage } from './KanbanPage';
import { apiError, apiRoute, apiServer, forgetSentRequests, heldAnswer, sentRequests } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? <button onClick={action.onClick}>{`top bar: ${action.label}`}</button> : null;
}

function renderBoard(kind: 'admin' | 'team' | 'client', route = '/dashboard/kanban') {
  return renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <KanbanPage />
    </PageHeaderProvider>,
    { user: sessionUser(kind), route },
  );
}

const column = (status: string) => screen.getByTestId(`column-${status}`);

describe('Kanban page', () => {
  beforeEach(() => {
    serveNothing();
    localStorage.clear();
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows the four columns with counts and the cards of the first project', async () => {
    serveBoard({
      tasks: [
        task('t1', { title: 'Startseite gestalten', status: 'review' }),
        task('t2', { title: 'Hosting einrichten' }),
        task('t3', { title: 'Impressum prüfen', status: 'completed' }),
        task('t9', { title: 'Other project', projectId: 'p2' }),
      ],
    });
    await renderBoard('admin');
    expect(await screen.findByText('Startseite gestalten')).toBeInTheDocument();
    expect(within(column('review')).getByText('Startseite gestalten')).toBeInTheDocument();
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('1');
    expect(within(column('in_progress')).getByText('No tasks')).toBeInTheDocument();
    expect(screen.queryByText('Other project')).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_PROJECT_STORAGE_KEY)).toBe('p1');
  });

  it('opens the project from the URL, else the remembered one', async () => {
    serveBoard({ tasks: [task('t1', { title: 'In p1' }), task('t9', { title: 'In p2', projectId: 'p2' })] });
    localStorage.setItem(LAST_PROJECT_STORAGE_KEY, 'p2');
    const { unmount } = await renderBoard('admin');
    expect(await screen.findByText('In p2')).toBeInTheDocument();
    unmount();
    await renderBoard('admin', '/dashboard/kanban?projectId=p1');
    expect(await screen.findByText('In p1')).toBeInTheDocument();
  });

  it('moves a card with the keyboard menu, announces it, and puts it back with an error toast when the call fails', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' }), task('t2', { title: 'Write docs' })] });
    apiServer.use(
      apiRoute.patch('/tasks/t1/status', ({ body }) =>
        task('t1', { title: 'Fix login', status: (body as { status: 'review' }).status }),
      ),
    );
    apiServer.use(
      apiRoute.patch('/tasks/t2/status', () => apiError(404, 'TASK_NOT_FOUND', { message: 'Task not found' })),
    );
    await renderBoard('admin');
    await screen.findByText('Fix login');

    await user.click(screen.getByRole('button', { name: 'Move to … (task Fix login)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(await within(column('review')).findByText('Fix login')).toBeInTheDocument();
    expect(sentRequests('PATCH', /\/tasks\/t1\/status/).map((request) => request.body)).toEqual([{ status: 'review' }]);
    expect(await screen.findByText('Fix login moved to Review')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move to … (task Write docs)' }));
    expect(screen.getByRole('menuitem', { name: 'To do' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Completed' }));
    expect(await screen.findByText('Error updating task status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('todo')).getByText('Write docs')).toBeInTheDocument());
    expect(within(column('completed')).queryByText('Write docs')).not.toBeInTheDocument();
  });

  it('keeps the focus on a card moved by the keyboard menu: in its new column, or back in its old one on failure', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' }), task('t2', { title: 'Write docs' })] });
    apiServer.use(
      apiRoute.patch('/tasks/t1/status', ({ body }) =>
        task('t1', { title: 'Fix login', status: (body as { status: 'review' }).status }),
      ),
    );
    apiServer.use(
      apiRoute.patch('/tasks/t2/status', () => apiError(404, 'TASK_NOT_FOUND', { message: 'Task not found' })),
    );
    await renderBoard('admin');
    const moveButton = (title: string) =>
      within(screen.getByRole('article', { name: title })).getByRole('button', { name: /Move/ });

    await screen.findByText('Fix login');
    moveButton('Fix login').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'In progress' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(column('review')).findByText('Fix login')).toBeInTheDocument();
    await waitFor(() => expect(moveButton('Fix login')).toHaveFocus());
    expect(column('review')).toContainElement(document.activeElement as HTMLElement);

    moveButton('Write docs').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'In progress' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByText('Error updating task status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('todo')).getByText('Write docs')).toBeInTheDocument());
    await waitFor(() => expect(moveButton('Write docs')).toHaveFocus());
    expect(column('todo')).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives the focus back to the card when its task modal closes, however it was opened', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' }), task('t2', { title: 'Write docs' })] });
    await renderBoard('admin');
    await screen.findByText('Fix login');
    const openButton = (title: string) => screen.getByRole('button', { name: `Open task ${title}` });

    // "New task" was the last button used before the card was clicked with the mouse (the card's body takes no focus).
    await user.click(await screen.findByRole('button', { name: 'top bar: New task' }));
    await screen.findByRole('dialog', { name: 'New task' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'top bar: New task' })).toHaveFocus());
    await user.click(within(screen.getByRole('article', { name: 'Write docs' })).getByText('Medium'));
    await screen.findByRole('dialog', { name: 'Write docs' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(openButton('Write docs')).toHaveFocus());

    openButton('Fix login').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(openButton('Fix login')).toHaveFocus());
  });

  it('puts the focus on the card of a task created with "New task"', async () => {
    const user = userEvent.setup();
    const store = serveBoard({ tasks: [task('t1', { title: 'Fix login' })] });
    apiServer.use(
      apiRoute.post('/tasks', ({ body }) => {
        const created = task('t-new', { ...(body as object), status: 'todo' });
        store.tasks.push(created);
        return created;
      }),
    );
    await renderBoard('admin');
    await screen.findByText('Fix login');
    await user.click(await screen.findByRole('button', { name: 'top bar: New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    await user.keyboard('Write the release notes');
    await user.type(within(dialog).getByLabelText('Description'), 'For version 2');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'design');
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open task Write the release notes' })).toHaveFocus(),
    );
  });

  it("shows and focuses a created task whose place is beyond its column's loaded cards, or says when the filters hide it", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, index) =>
      task(`d${String(index).padStart(3, '0')}`, { title: `Dated ${index}`, dueDate: '2026-03-20' }),
    );
    const store = serveBoard({ tasks: many });
    apiServer.use(
      apiRoute.post('/tasks', ({ body }) => {
        const fields = body as { title: string };
        const created = task(`t-new${store.tasks.length}`, { title: fields.title, dueDate: null, priority: 'medium' });
        store.tasks.push(created);
        return created;
      }),
    );
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    /** Fills the required fields and creates the task (the browser journey submits by keyboard). */
    const fillNewTask = async (dialog: HTMLElement, title: string) => {
      await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
      await user.keyboard(title);
      await user.type(within(dialog).getByLabelText('Description'), 'Details');
      await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
      await user.selectOptions(within(dialog).getByLabelText('Category'), 'design');
      await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    };
    await renderBoard('admin', '/dashboard/kanban?projectId=p1');
    await screen.findByText('Dated 0');
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('60');

    // Without a due date the new task sorts last: beyond the 50 cards "To do" has loaded.
    await user.click(screen.getByRole('button', { name: 'top bar: New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await fillNewTask(dialog, 'Write the release notes');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open task Write the release notes' })).toHaveFocus(),
    );
    expect(within(column('todo')).getByText('Just created – its place is further down this column')).toBeVisible();
    await waitFor(() => expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('61'));
    expect(within(column('todo')).getByRole('button', { name: 'Show more cards (50 of 61)' })).toBeInTheDocument();

    // Scrolled to the end, the column pages to the card's place: the card is there, and still has the focus.
    const scroll = screen.getByTestId('column-scroll-todo');
    scroll.scrollTop = 50 * 140;
    fireEvent.scroll(scroll);
    await waitFor(() =>
      expect(within(column('todo')).queryByText('Just created – its place is further down this column')).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open task Write the release notes' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Open task Write the release notes' }).closest('li')).toHaveAttribute(
      'aria-posinset',
      '61',
    );

    // A board searched for "Dated" (still more than a page in "To do"): the created card leaves it, and a task
    // created now that does not match stays off it, with a toast that says why.
    scroll.scrollTop = 0;
    fireEvent.scroll(scroll);
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'Dated');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=Dated'));
    await waitFor(() => expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('60'));
    expect(within(column('todo')).getByRole('button', { name: 'Show more cards (50 of 60)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'top bar: New task' }));
    const again = await screen.findByRole('dialog', { name: 'New task' });
    await fillNewTask(again, 'Plan the launch');
    expect(
      await screen.findByText(
        "“Plan the launch” was created but does not match the board's filters, so it is not shown.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Plan the launch')).not.toBeInTheDocument();
    expect(within(column('todo')).getByRole('button', { name: 'Show more cards (50 of 60)' })).toBeInTheDocument();
    expect(screen.queryByText('Write the release notes')).not.toBeInTheDocument();
  });

  it('"New task" pressed while the projects still load preselects the board\'s project once they are there', async () => {
    const user = userEvent.setup();
    serveBoard();
    const projectsLoading = heldAnswer();
    apiServer.use(
      apiRoute.get<ProjectView[]>('/projects', async () => {
        await projectsLoading.wait;
        return [project('p1', 'Website-Relaunch'), project('p2', 'Bautagebuch-App')];
      }),
    );
    await renderBoard('admin', '/dashboard/kanban?projectId=p2');
    await user.click(await screen.findByRole('button', { name: 'top bar: New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByLabelText('Title'), 'Früh geöffnet');
    projectsLoading.release();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveValue('Bautagebuch-App'),
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Früh geöffnet');
  });

  it('offers New task and moves by permission; a client sees a read-only board', async () => {
    serveBoard({ tasks: [task('t1', { title: 'Visible to all', isClientVisible: true })] });
    const admin = await renderBoard('admin');
    expect(await screen.findByRole('button', { name: 'top bar: New task' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Move to … (task Visible to all)' })).toBeInTheDocument();
    admin.unmount();

    serveNothing();
    serveBoard({
      tasks: [task('t1', { title: 'Visible to all', isClientVisible: true })],
      teamPermissions: { canCreateTasks: false, canEditTasks: false },
    });
    const team = await renderBoard('team');
    await screen.findByText('Visible to all');
    await waitFor(() => expect(sentRequests('GET', /^\/team-permissions$/)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /top bar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to … \(task/ })).not.toBeInTheDocument();
    team.unmount();

    serveNothing();
    serveBoard({ tasks: [task('t1', { title: 'Visible to all', isClientVisible: true })] });
    await renderBoard('client');
    await screen.findByText('Visible to all');
    expect(screen.getByText('You are viewing this board read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /top bar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to … \(task/ })).not.toBeInTheDocument();
    expect(sentRequests('GET', /^\/team-permissions$/)).toEqual([]);
  });

  it('opens the task of ?taskId= and removes it from the address', async () => {
    serveBoard({ tasks: [task('t1', { title: 'Linked task', description: 'From the messages page' })] });
    await renderBoard('admin', '/dashboard/kanban?projectId=p1&taskId=t1');
    const dialog = await screen.findByRole('dialog', { name: 'Linked task' });
    expect(within(dialog).getByText('From the messages page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/kanban\?projectId=p1$/),
    );
  });

  it('filters cards and counts on the server, keeps the filters in the address, and clears them', async () => {
    const user = userEvent.setup();
    serveBoard({
      tasks: [
        task('t1', { title: 'Urgent fix', priority: 'urgent' }),
        task('t2', { title: 'Calm task', priority: 'low' }),
        task('t3', { title: 'Urgent review', priority: 'urgent', status: 'review' }),
      ],
    });
    await renderBoard('admin');
    await screen.findByText('Calm task');
    forgetSentRequests();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');
    await waitFor(() => expect(screen.queryByText('Calm task')).not.toBeInTheDocument());
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('1');
    expect(within(column('review')).getByText('Urgent review')).toBeInTheDocument();
    const sent = sentRequests('GET', /\/tasks\/project\/p1\/board/);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((request) => request.query.get('priority') === 'urgent')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('priority=urgent');

    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'nothing like it');
    expect(await screen.findByText('No cards match the filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]);
    expect(await screen.findByText('Calm task')).toBeInTheDocument();
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('2');
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('');
  });

  it('narrows the board to tasks with an unfinished checklist, asked of the server and kept in the address', async () => {
    const user = userEvent.setup();
    serveBoard({
      tasks: [
        task('t1', { title: 'Half done', checklistDone: 1, checklistTotal: 2 }),
        task('t2', { title: 'All ticked', checklistDone: 2, checklistTotal: 2 }),
        task('t3', { title: 'No checklist' }),
      ],
    });
    await renderBoard('admin');
    expect(await screen.findByRole('img', { name: 'Checklist: 1 of 2 done' })).toHaveTextContent('1/2');
    forgetSentRequests();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Checklist' }), 'Checklist incomplete');

    await waitFor(() => expect(screen.queryByText('All ticked')).not.toBeInTheDocument());
    expect(screen.queryByText('No checklist')).not.toBeInTheDocument();
    expect(screen.getByText('Half done')).toBeInTheDocument();
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('1');
    const sent = sentRequests('GET', /\/tasks\/project\/p1\/board/);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((request) => request.query.get('checklist') === 'incomplete')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('checklist=incomplete');
  });

  it('counts a card moved to a column whose loaded cards end before its place, and shows it once the column pages to it', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, index) =>
      task(`r${String(index).padStart(3, '0')}`, { title: `Review ${index}`, status: 'review', dueDate: '2026-03-20' }),
    );
    const store = serveBoard({ tasks: [task('t1', { title: 'Late card', dueDate: '2026-04-30' }), ...many] });
    // jsdom lays nothing out: give the long column a height, so that it renders the cards in view.
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    apiServer.use(
      apiRoute.patch('/tasks/t1/status', ({ body }) => {
        const moved = { ...store.tasks[0], status: (body as { status: 'review' }).status };
        store.tasks[0] = moved;
        return moved;
      }),
    );
    await renderBoard('admin');
    await screen.findByText('Late card');
    expect(within(column('review')).getByTestId('column-count')).toHaveTextContent('60');

    await user.click(screen.getByRole('button', { name: 'Move to … (task Late card)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Review' }));
    await waitFor(() => expect(within(column('review')).getByTestId('column-count')).toHaveTextContent('61'));
    expect(within(column('todo')).getByTestId('column-count')).toHaveTextContent('0');
    expect(screen.queryByText('Late card')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus());

    await user.click(within(column('review')).getByRole('button', { name: 'Show more cards (50 of 61)' }));
    await waitFor(() =>
      expect(within(column('review')).queryByRole('button', { name: /Show more cards/ })).not.toBeInTheDocument(),
    );
    const scroll = screen.getByTestId('column-scroll-review');
    scroll.scrollTop = 61 * 140;
    fireEvent.scroll(scroll);
    expect(await within(column('review')).findByText('Late card')).toBeInTheDocument();
  });

  it('hands the focus to the column heading when the focused card leaves the loaded cards (a reconnect reads the first page again)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, index) =>
      task(`r${String(index).padStart(3, '0')}`, { title: `Review ${index}`, status: 'review', dueDate: '2026-03-20' }),
    );
    serveBoard({ tasks: many });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    const { store } = await renderBoard('admin');
    await screen.findByText('Review 0');
    await user.click(within(column('review')).getByRole('button', { name: 'Show more cards (50 of 60)' }));
    const scroll = screen.getByTestId('column-scroll-review');
    scroll.scrollTop = 58 * 140;
    fireEvent.scroll(scroll);
    const open = await screen.findByRole('button', { name: 'Open task Review 57' });
    open.focus();
    expect(open).toHaveFocus();

    // What the live cache does before it refetches after a reconnect: the column keeps its first page.
    const reviewArgs = Object.values(store.getState().api.queries)
      .filter((query) => query?.endpointName === 'boardColumn')
      .map((query) => query?.originalArgs as unknown as BoardColumnArgs)
      .find((args) => args.status === 'review') as BoardColumnArgs;
    store.dispatch(
      boardApi.util.updateQueryData('boardColumn', reviewArgs, (draft) => {
        draft.pages.splice(1);
        draft.pageParams.splice(1);
      }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus());
    expect(screen.queryByText('Review 57')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the tasks cannot be loaded', async () => {
    const user = userEvent.setup();
    serveBoard();
    let fail = true;
    apiServer.use(
      apiRoute.get('/tasks/project/p1/board', ({ query }) =>
        fail
          ? apiError(500, 'INTERNAL_ERROR', { message: 'boom' })
          : boardAnswer([task('t1', { title: 'Back again' })], query),
      ),
    );
    await renderBoard('admin');
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
