import { waitFor } from '@testing-library/react';
import { signedIn } from '@taskflow/auth';
import { TASK_STATUSES, type BoardColumnView, type TaskView } from '@taskflow/contracts';
import { compareBoardOrder, matchesBoardFilters } from '@taskflow/domain';
import {
  api,
  createAppStore,
  liveTags,
  type AppStore,
  type BoardColumnArgs,
  type BoardCounts,
  type BoardCountsArgs,
} from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { cacheUpdates, cachedTask } from './cache-updates';
import { connectLiveCache } from './connect-live-cache';
import { me, task } from '../testing/live-fixtures';

const PAGE = 2;
/** What the test "API" holds and answers, paged as the board route pages (cursor: the last card's id). */
let server: { tasks: TaskView[]; calls: Record<string, number> };
const count = (name: string) => (server.calls[name] = (server.calls[name] ?? 0) + 1);
const matching = (args: BoardCountsArgs) =>
  server.tasks
    .filter((one) => one.projectId === args.projectId && matchesBoardFilters(one, args.filters, args.today))
    .sort(compareBoardOrder);

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    column: build.infiniteQuery<BoardColumnView, BoardColumnArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor ?? undefined },
      queryFn: ({ queryArg, pageParam }) => {
        count(`column:${queryArg.status}`);
        const all = matching(queryArg).filter((one) => one.status === queryArg.status);
        const start = pageParam ? all.findIndex((one) => one.id === pageParam) + 1 : 0;
        const tasks = all.slice(start, start + PAGE);
        const nextCursor = start + PAGE < all.length ? tasks[tasks.length - 1].id : null;
        return { data: { status: queryArg.status, total: all.length, tasks, nextCursor } };
      },
      providesTags: (_pages, _error, args) => [liveTags.boardColumn(args.projectId)],
    }),
    counts: build.query<BoardCounts, BoardCountsArgs>({
      queryFn: (args) => {
        count('counts');
        const all = matching(args);
        return {
          data: Object.fromEntries(
            TASK_STATUSES.map((status) => [status, all.filter((one) => one.status === status).length]),
          ) as BoardCounts,
        };
      },
      providesTags: (_counts, _error, args) => [liveTags.boardCounts(args.projectId)],
    }),
  }),
});
const e = testApi.endpoints;

describe('live boards by column', () => {
  let store: AppStore;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const base: BoardCountsArgs = { projectId: 'p1', filters: {}, clientView: false, today: '2026-03-01' };
  const columnIds = (status: BoardColumnArgs['status'], args = base) =>
    e.column
      .select({ ...args, status })(store.getState())
      .data?.pages.flatMap((page) => page.tasks.map((one) => one.id));
  const counts = (args = base) => e.counts.select(args)(store.getState()).data;
  const open = async (args = base) => {
    for (const status of TASK_STATUSES) {
      const request = store.dispatch(e.column.initiate({ ...args, status }));
      subscriptions.push(request);
      await request;
    }
    const request = store.dispatch(e.counts.initiate(args));
    subscriptions.push(request);
    await request;
  };

  beforeEach(() => {
    server = {
      tasks: [
        task('a', 'p1', { dueDate: '2026-03-02' }),
        task('b', 'p1', { dueDate: '2026-03-04' }),
        task('c', 'p1', { dueDate: '2026-03-06' }),
        task('d', 'p1', { dueDate: '2026-03-08', priority: 'high' }),
        task('e', 'p1', { dueDate: '2026-03-03', status: 'in_progress' }),
      ],
      calls: {},
    };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
  });

  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('moves a loaded card to its place in the other column, and its counts along, without asking the server', async () => {
    await open();
    expect(columnIds('todo')).toEqual(['a', 'b']);

    store.dispatch(cacheUpdates.taskFieldsSet('a', { status: 'in_progress' }));

    expect(columnIds('todo')).toEqual(['b']);
    expect(columnIds('in_progress')).toEqual(['a', 'e']);
    expect(counts()).toEqual({ todo: 3, in_progress: 2, review: 0, completed: 0 });
    expect(cachedTask(store.getState(), 'a')?.status).toBe('in_progress');
    // The server's answer and its live event change nothing more.
    server.tasks[0] = { ...server.tasks[0], status: 'in_progress' };
    store.dispatch(cacheUpdates.taskSaved(server.tasks[0]));
    store.dispatch(cacheUpdates.taskSaved(server.tasks[0]));
    expect(columnIds('in_progress')).toEqual(['a', 'e']);
    expect(counts()).toEqual({ todo: 3, in_progress: 2, review: 0, completed: 0 });
    expect(server.calls['counts']).toBe(1);
  });

  it('counts a card moved beyond the loaded cards without showing it until the column pages to it', async () => {
    await open();
    server.tasks[4] = { ...server.tasks[4], status: 'todo', dueDate: '2026-03-07' };
    store.dispatch(cacheUpdates.taskFieldsSet('e', { status: 'todo' }));
    store.dispatch(cacheUpdates.taskSaved(server.tasks[4]));

    expect(columnIds('in_progress')).toEqual([]);
    expect(columnIds('todo')).toEqual(['a', 'b']);
    await waitFor(() => expect(counts()).toEqual({ todo: 5, in_progress: 0, review: 0, completed: 0 }));

    const more = store.dispatch(e.column.initiate({ ...base, status: 'todo' }, { direction: 'forward' }));
    subscriptions.push(more);
    await more;
    expect(columnIds('todo')).toEqual(['a', 'b', 'c', 'e']);
  });

  it('puts a live task at its place within the loaded cards, and a created one beyond them only into the counts', async () => {
    await open();
    const early = task('x', 'p1', { dueDate: '2026-03-01' });
    const late = task('y', 'p1', { dueDate: '2026-04-01' });
    server.tasks.push(early, late);
    store.dispatch(cacheUpdates.taskSaved(early));
    store.dispatch(cacheUpdates.taskSaved(late));

    expect(columnIds('todo')).toEqual(['x', 'a', 'b']);
    await waitFor(() => expect(counts()?.todo).toBe(6));
  });

  it('keeps a task that does not match the filters off a filtered board, and out of its counts', async () => {
    const filtered = { ...base, filters: { priority: 'high' as const } };
    await open(filtered);
    expect(columnIds('todo', filtered)).toEqual(['d']);
    expect(counts(filtered)?.todo).toBe(1);

    store.dispatch(cacheUpdates.taskSaved(task('z', 'p1', { priority: 'low' })));
    store.dispatch(cacheUpdates.taskSaved({ ...server.tasks[3], priority: 'low' }));

    expect(columnIds('todo', filtered)).toEqual([]);
    expect(counts(filtered)?.todo).toBe(0);
    // Every column of this filtered board is loaded whole: the counts follow without the server.
    expect(server.calls['counts']).toBe(1);
  });

  it('takes a deleted task out of its column and its count', async () => {
    await open();
    store.dispatch(cacheUpdates.taskDeleted({ id: 'b', projectId: 'p1' }));
    expect(columnIds('todo')).toEqual(['a']);
    expect(counts()?.todo).toBe(3);
  });

  it("after a reconnect reads each column's first page again (not every page loaded) and the counts, missed changes included", async () => {
    const socket = new FakeLiveSocket();
    const detach = connectLiveCache({ socket, store, rooms: new LiveRooms(socket) });
    socket.serverConnects();
    server.tasks.push(task('f', 'p1', { dueDate: '2026-03-09' }));
    await open();
    for (let more = 0; more < 2; more += 1) {
      const more = store.dispatch(e.column.initiate({ ...base, status: 'todo' }, { direction: 'forward' }));
      subscriptions.push(more);
      await more;
    }
    expect(columnIds('todo')).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(server.calls['column:todo']).toBe(3);

    socket.connectionDrops();
    // Missed while offline: a card of the first page moved away, and a new one before it.
    server.tasks[0] = { ...server.tasks[0], status: 'completed' };
    server.tasks.push(task('x', 'p1', { dueDate: '2026-03-01' }));
    socket.serverConnects();

    await waitFor(() => expect(columnIds('todo')).toEqual(['x', 'b']));
    await waitFor(() => expect(counts()).toEqual({ todo: 5, in_progress: 1, review: 0, completed: 1 }));
    expect(columnIds('completed')).toEqual(['a']);
    expect(server.calls['column:todo']).toBe(4);
    expect(server.calls['column:in_progress']).toBe(2);
    expect(server.calls['counts']).toBe(2);

    // The column pages on from there as it scrolls.
    const more = store.dispatch(e.column.initiate({ ...base, status: 'todo' }, { direction: 'forward' }));
    subscriptions.push(more);
    await more;
    expect(columnIds('todo')).toEqual(['x', 'b', 'c', 'd']);
    detach();
  });
});
