import { signedIn } from '@taskflow/auth';
import {
  SERVER_EVENTS,
  type BoardColumnView,
  type ChecklistItemView,
  type TaskChecklistChangedPayload,
  type TaskView,
} from '@taskflow/contracts';
import { matchesBoardFilters } from '@taskflow/domain';
import { api, createAppStore, liveTags, type AppStore, type BoardColumnArgs } from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { me, task } from '../testing/live-fixtures';
import { connectLiveCache } from './connect-live-cache';

const item = (id: string, position: number, done = false): ChecklistItemView => ({
  id,
  taskId: 'a',
  title: `Step ${id}`,
  done,
  position,
  createdById: me.id,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

let server: { tasks: TaskView[]; items: ChecklistItemView[]; calls: number };

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskDetail: build.query<TaskView, string>({
      queryFn: (id) => (server.calls++, { data: server.tasks.find((one) => one.id === id) as TaskView }),
      providesTags: (_task, _error, id) => [liveTags.task(id)],
    }),
    projectTasks: build.query<TaskView[], string>({
      queryFn: (projectId) => (server.calls++, { data: server.tasks.filter((one) => one.projectId === projectId) }),
      providesTags: (tasks, _error, projectId) => [liveTags.projectTasks(projectId), ...liveTags.tasks(tasks)],
    }),
    checklist: build.query<ChecklistItemView[], string>({
      queryFn: () => (server.calls++, { data: server.items }),
      providesTags: (_items, _error, taskId) => [liveTags.taskChecklist(taskId)],
    }),
    column: build.infiniteQuery<BoardColumnView, BoardColumnArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: () => undefined },
      queryFn: ({ queryArg }) => {
        server.calls++;
        const tasks = server.tasks.filter(
          (one) => one.status === queryArg.status && matchesBoardFilters(one, queryArg.filters, queryArg.today),
        );
        return { data: { status: queryArg.status, total: tasks.length, tasks, nextCursor: null } };
      },
      providesTags: (_pages, _error, args) => [liveTags.boardColumn(args.projectId)],
    }),
  }),
});
const e = testApi.endpoints;

describe('live cache: task:checklist', () => {
  let store: AppStore;
  let socket: FakeLiveSocket;
  let detach: () => void;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const load = async (request: PromiseLike<unknown> & { unsubscribe: () => void }) => {
    subscriptions.push(request);
    await request;
  };
  const board = (filters: BoardColumnArgs['filters']): BoardColumnArgs => ({
    projectId: 'p1',
    filters,
    clientView: false,
    today: '2026-03-01',
    status: 'todo',
  });
  const cards = (args: BoardColumnArgs) => e.column.select(args)(store.getState()).data?.pages[0].tasks ?? [];

  beforeEach(() => {
    server = {
      tasks: [task('a', 'p1', { checklistDone: 1, checklistTotal: 2 }), task('b', 'p1')],
      items: [item('i1', 0, true), item('i2', 1)],
      calls: 0,
    };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
    socket = new FakeLiveSocket();
    detach = connectLiveCache({ socket, store, rooms: new LiveRooms(socket) });
    socket.serverConnects();
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    detach();
    store.dispatch(api.util.resetApiState());
  });

  it('writes the progress into the task detail, the task lists and the board cards, and replaces the checklist', async () => {
    await load(store.dispatch(e.taskDetail.initiate('a')));
    await load(store.dispatch(e.projectTasks.initiate('p1')));
    await load(store.dispatch(e.checklist.initiate('a')));
    await load(store.dispatch(e.column.initiate(board({}))));
    const calls = server.calls;

    const items = [item('i2', 0, true), item('i1', 1, true), item('i3', 2)];
    const payload: TaskChecklistChangedPayload = {
      task: { id: 'a', projectId: 'p1', checklistDone: 2, checklistTotal: 3 },
      items,
    };
    socket.receive(SERVER_EVENTS.taskChecklistChanged, payload);

    const progress = (one: TaskView | undefined) => [one?.checklistDone, one?.checklistTotal];
    expect(progress(e.taskDetail.select('a')(store.getState()).data)).toEqual([2, 3]);
    expect(
      progress(
        e.projectTasks
          .select('p1')(store.getState())
          .data?.find((one) => one.id === 'a'),
      ),
    ).toEqual([2, 3]);
    expect(progress(cards(board({})).find((one) => one.id === 'a') as TaskView)).toEqual([2, 3]);
    expect(e.checklist.select('a')(store.getState()).data).toEqual(items);
    // The other task is untouched, and nothing was read again.
    expect(
      progress(
        e.projectTasks
          .select('p1')(store.getState())
          .data?.find((one) => one.id === 'b'),
      ),
    ).toEqual([0, 0]);
    expect(server.calls).toBe(calls);
  });

  it('takes a card off the board filtered to incomplete checklists once its last item is ticked', async () => {
    const incomplete = board({ checklist: 'incomplete' });
    await load(store.dispatch(e.column.initiate(incomplete)));
    expect(cards(incomplete).map((one) => one.id)).toEqual(['a']);

    socket.receive(SERVER_EVENTS.taskChecklistChanged, {
      task: { id: 'a', projectId: 'p1', checklistDone: 2, checklistTotal: 2 },
      items: [item('i1', 0, true), item('i2', 1, true)],
    });

    expect(cards(incomplete)).toEqual([]);
  });

  it('ignores a payload without a task, and leaves other tasks’ checklists alone', async () => {
    await load(store.dispatch(e.checklist.initiate('b')));
    socket.receive(SERVER_EVENTS.taskChecklistChanged, { items: [] });
    socket.receive(SERVER_EVENTS.taskChecklistChanged, {
      task: { id: 'a', projectId: 'p1', checklistDone: 0, checklistTotal: 0 },
      items: [],
    });
    expect(e.checklist.select('b')(store.getState()).data).toEqual(server.items);
  });
});
