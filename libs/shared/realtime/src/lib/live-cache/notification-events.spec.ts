import { signedIn } from '@taskflow/auth';
import type { NotificationPage, NotificationView } from '@taskflow/contracts';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { me } from '../testing/live-fixtures';
import { connectLiveCache } from './connect-live-cache';

const entry = (id: string, readAt: string | null = null): NotificationView => ({
  id,
  reason: 'taskAssigned',
  kind: 'task.created',
  actorName: 'Ada Admin',
  project: { id: 'p1', name: 'Website' },
  task: { id: `task-${id}`, title: `Task ${id}` },
  commentThread: null,
  percent: null,
  conversation: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  readAt,
});

let server: { pages: NotificationPage[]; unread: number };

const centreApi = api.injectEndpoints({
  endpoints: (build) => ({
    centre: build.infiniteQuery<NotificationPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      queryFn: ({ pageParam }) => ({ data: server.pages[pageParam ? 1 : 0] }),
      providesTags: [liveTags.notifications()],
    }),
    unread: build.query<{ unreadCount: number }, void>({
      queryFn: () => ({ data: { unreadCount: server.unread } }),
      providesTags: [liveTags.notifications()],
    }),
  }),
});

describe('live cache: notification centre events', () => {
  let store: AppStore;
  let socket: FakeLiveSocket;
  let detach: () => void;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const load = async (request: PromiseLike<unknown> & { unsubscribe: () => void }) => {
    subscriptions.push(request);
    await request;
  };
  const pages = () => centreApi.endpoints.centre.select()(store.getState()).data?.pages ?? [];
  const unread = () => centreApi.endpoints.unread.select()(store.getState()).data?.unreadCount;

  beforeEach(async () => {
    server = { pages: [{ items: [entry('n1')], nextCursor: null, unreadCount: 1 }], unread: 1 };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
    socket = new FakeLiveSocket();
    detach = connectLiveCache({ socket, store, rooms: new LiveRooms(socket) });
    socket.serverConnects();
    await load(store.dispatch(centreApi.endpoints.centre.initiate()));
    await load(store.dispatch(centreApi.endpoints.unread.initiate()));
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    detach();
  });

  it('notification:created puts the entry on top of the first page once, and the count follows', () => {
    socket.receive('notification:created', { notification: entry('n2'), unreadCount: 2 });
    socket.receive('notification:created', { notification: entry('n2'), unreadCount: 2 });

    expect(pages()[0].items.map((item) => item.id)).toEqual(['n2', 'n1']);
    expect(pages()[0].unreadCount).toBe(2);
    expect(unread()).toBe(2);
  });

  it('notification:read marks the named entries read, or all of them', () => {
    socket.receive('notification:created', { notification: entry('n2'), unreadCount: 2 });
    socket.receive('notification:read', { ids: ['n1'], readAt: '2026-03-02T09:00:00.000Z', unreadCount: 1 });
    expect(pages()[0].items.map((item) => item.readAt)).toEqual([null, '2026-03-02T09:00:00.000Z']);
    expect(unread()).toBe(1);

    socket.receive('notification:read', { ids: 'all', readAt: '2026-03-02T10:00:00.000Z', unreadCount: 0 });
    expect(pages()[0].items.map((item) => item.readAt)).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
    ]);
    expect(unread()).toBe(0);
  });

  it('ignores a malformed payload', () => {
    socket.receive('notification:created', { notification: null });
    socket.receive('notification:read', null);
    expect(pages()[0].items.map((item) => item.id)).toEqual(['n1']);
    expect(unread()).toBe(1);
  });
});
