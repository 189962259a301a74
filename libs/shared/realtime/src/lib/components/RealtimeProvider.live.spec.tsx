/**
 * The socket.io server in this test needs the Node builds of its packages.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { signedIn } from '@taskflow/auth';
import type { TaskView } from '@taskflow/contracts';
import { api, createAppStore, liveTags, setRuntimeConfig } from '@taskflow/store';
import { RealtimeProvider } from './RealtimeProvider';
import { useLiveRoom } from '../hooks/use-live-room';
import { useRealtimeStatus } from '../hooks/use-realtime-status';

const TASK_ID = '6f1d2c1e-8a55-4a43-9b1e-3f7d3b0c9a01';
const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  userType: 'admin' as const,
  serviceProviderId: 'p1',
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let taskStatus: TaskView['status'] = 'todo';
let taskFetches = 0;
const taskApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveTask: build.query<Pick<TaskView, 'id' | 'projectId' | 'status'>, string>({
      queryFn: (id) => {
        taskFetches += 1;
        return { data: { id, projectId: 'project-1', status: taskStatus } };
      },
      providesTags: (_task, _error, id) => [liveTags.task(id)],
    }),
  }),
});

function TaskScreen() {
  const room = useLiveRoom('task', TASK_ID);
  const { data } = taskApi.endpoints.liveTask.useQuery(TASK_ID);
  const status = useRealtimeStatus();
  return (
    <p>
      {`room ${room.status}`} · {`task ${data?.status ?? 'loading'}`} · {`socket ${status}`}
    </p>
  );
}

describe('live cache over a real socket.io connection', () => {
  let http: HttpServer;
  let io: Server;
  const sockets: ServerSocket[] = [];
  const joins: unknown[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { cors: { origin: '*' } });
    io.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('join:task', (body: unknown, ack: (answer: unknown) => void) => {
        joins.push(body);
        void socket.join(`task:${(body as { taskId: string }).taskId}`);
        ack({ ok: true });
      });
      socket.on('presence:list', (_body: unknown, ack: (answer: unknown) => void) => ack({ userIds: ['u1'] }));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    setRuntimeConfig({ apiBaseUrl: '/api', realtimeUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    await io.close();
  });

  it('joins the room, applies task:updated to the cache and, after a dropped connection, rejoins and refetches', async () => {
    localStorage.clear();
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'access-token', user }));
    const view = render(
      <Provider store={store}>
        <RealtimeProvider>
          <TaskScreen />
        </RealtimeProvider>
      </Provider>,
    );
    expect(await screen.findByText(/room joined · task todo · socket connected/)).toBeInTheDocument();
    expect(joins).toEqual([{ taskId: TASK_ID }]);

    io.to(`task:${TASK_ID}`).emit('task:updated', { task: { id: TASK_ID, projectId: 'project-1', status: 'review' } });
    expect(await screen.findByText(/task review/)).toBeInTheDocument();
    expect(taskFetches).toBe(1);

    // The transport breaks (not a server-side kick): the client reconnects by itself after its back-off (0.5–1.5 s).
    taskStatus = 'completed';
    sockets[0].conn.close();
    expect(await screen.findByText(/socket connecting/)).toBeInTheDocument();
    await waitFor(() => expect(joins).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText(/room joined · task completed · socket connected/)).toBeInTheDocument();
    expect(taskFetches).toBe(2);

    act(() => view.unmount());
  });
});
