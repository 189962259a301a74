/**
 * The socket.io server in this test needs the Node builds of its packages.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Server } from 'socket.io';
import { signedIn, signedOut } from '@taskflow/auth';
import { createAppStore, setRuntimeConfig } from '@taskflow/store';
import { RealtimeProvider } from './RealtimeProvider';
import { useRealtimeSocket } from '../hooks/realtime-context';

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

function ConnectionState() {
  const socket = useRealtimeSocket();
  return <p>{socket ? 'live' : 'offline'}</p>;
}

describe('RealtimeProvider against a real socket.io server', () => {
  let http: HttpServer;
  let io: Server;
  const handshakes: unknown[] = [];
  const onlineAnnouncements: string[] = [];
  let disconnects = 0;

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { cors: { origin: '*' } });
    io.on('connection', (socket) => {
      handshakes.push(socket.handshake.auth);
      socket.on('user:online', () => onlineAnnouncements.push(socket.id));
      socket.on('disconnect', () => (disconnects += 1));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    setRuntimeConfig({ apiBaseUrl: '/api', realtimeUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    await io.close();
  });

  beforeEach(() => localStorage.clear());

  it('connects only while signed in, sends the token, announces the user and disconnects on sign-out', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <RealtimeProvider>
          <ConnectionState />
        </RealtimeProvider>
      </Provider>,
    );
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(handshakes).toHaveLength(0);

    act(() => {
      store.dispatch(signedIn({ token: 'access-token-1', user }));
    });
    expect(await screen.findByText('live')).toBeInTheDocument();
    await waitFor(() => expect(onlineAnnouncements).toHaveLength(1));
    expect(handshakes).toEqual([{ token: 'access-token-1' }]);

    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('offline')).toBeInTheDocument();
    await waitFor(() => expect(disconnects).toBe(1));
  });
});
