import { waitFor } from '@testing-library/react';
import { signedIn } from '@taskflow/auth';
import type { RunningTimerView, TimeEntryView } from '@taskflow/contracts';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { LiveRooms } from '../rooms/live-rooms';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { me } from '../testing/live-fixtures';
import { connectLiveCache } from './connect-live-cache';

const timer = (taskId: string): RunningTimerView => ({
  userId: me.id,
  projectId: 'p1',
  projectName: 'Website',
  taskId,
  taskTitle: `Task ${taskId}`,
  startedAt: '2026-03-02T08:00:00.000Z',
  note: '',
  timeZone: 'Europe/Berlin',
});

let server: { timer: RunningTimerView | null; entryCalls: number; timerCalls: number };

const timeApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentTimer: build.query<{ timer: RunningTimerView | null }, void>({
      queryFn: () => (server.timerCalls++, { data: { timer: server.timer } }),
      providesTags: [liveTags.runningTimer()],
    }),
    timesheet: build.query<{ totalMinutes: number }, string>({
      queryFn: () => (server.entryCalls++, { data: { totalMinutes: 60 } }),
      providesTags: [liveTags.timeEntries()],
    }),
  }),
});

describe('live cache: time tracking events', () => {
  let store: AppStore;
  let socket: FakeLiveSocket;
  let detach: () => void;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  const load = async (request: PromiseLike<unknown> & { unsubscribe: () => void }) => {
    subscriptions.push(request);
    await request;
  };

  beforeEach(() => {
    server = { timer: null, entryCalls: 0, timerCalls: 0 };
    store = createAppStore();
    store.dispatch(signedIn({ token: 'token', user: me }));
    socket = new FakeLiveSocket();
    detach = connectLiveCache({ socket, store, rooms: new LiveRooms(socket) });
    socket.serverConnects();
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    detach();
  });

  it('timer:changed puts the started timer into the top bar query without a refetch, and removes it on stop', async () => {
    await load(store.dispatch(timeApi.endpoints.currentTimer.initiate()));
    const current = () => timeApi.endpoints.currentTimer.select()(store.getState()).data?.timer;

    socket.receive('timer:changed', { timer: timer('t1'), stoppedEntry: null });
    expect(current()?.taskId).toBe('t1');

    socket.receive('timer:changed', { timer: null, stoppedEntry: null });
    expect(current()).toBeNull();
    expect(server.timerCalls).toBe(1);
  });

  it("refetches the time-entry queries when a timer's stop created an entry, and on time:entry:changed", async () => {
    await load(store.dispatch(timeApi.endpoints.timesheet.initiate('2026-03-02')));
    socket.receive('timer:changed', { timer: null, stoppedEntry: { id: 'e1' } as TimeEntryView });
    await waitFor(() => expect(server.entryCalls).toBe(2));

    socket.receive('time:entry:changed', { entryId: 'e2' });
    await waitFor(() => expect(server.entryCalls).toBe(3));
  });

  it('ignores a malformed payload', async () => {
    await load(store.dispatch(timeApi.endpoints.currentTimer.initiate()));
    socket.receive('timer:changed', null);
    expect(timeApi.endpoints.currentTimer.select()(store.getState()).data).toEqual({ timer: null });
  });
});
