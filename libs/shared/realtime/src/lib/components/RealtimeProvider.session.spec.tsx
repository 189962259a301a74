/**
 * The socket.io server in this test needs the Node builds of its packages.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { selectIsSignedIn, selectSessionEndReason, signedIn, signedOut } from '@taskflow/auth';
import { createAppStore, setRuntimeConfig } from '@taskflow/store';
import { SESSION_CHECK_RETRY_MS } from '../session/session-check';
import { RealtimeProvider } from './RealtimeProvider';
import { useRealtimeStatus } from '../hooks/use-realtime-status';

const client = {
  id: 'u-client',
  firstName: 'Clara',
  lastName: 'Client',
  email: 'client@example.com',
  userType: 'client' as const,
  serviceProviderId: 'p1',
  clientCompanyId: 'company-1',
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function Status() {
  return <p>{`socket ${useRealtimeStatus()}`}</p>;
}

/**
 * The gateway closes a socket itself when the session may no longer be live (the agency turned the client portal off,
 * the session ended elsewhere). The page then asks the API: a refusal signs out with its reason, a session that still
 * holds reconnects.
 */
describe('RealtimeProvider when the server closes the socket', () => {
  let http: HttpServer;
  let io: Server;
  const sockets: ServerSocket[] = [];
  /** What GET /api/auth/me answers. */
  let me: { status: number; body: unknown };
  let meCalls = 0;
  /** When set, GET /api/auth/me and the gateway accept only this access token; POST /api/auth/refresh hands it out. */
  let currentToken: string | null = null;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.url === '/api/auth/me') meCalls += 1;
    const stale = currentToken !== null && req.headers.authorization !== `Bearer ${currentToken}`;
    const { status, body } =
      req.url === '/api/auth/refresh' && currentToken
        ? { status: 200, body: { token: currentToken } }
        : req.url === '/api/auth/me'
          ? stale
            ? { status: 401, body: { message: 'Unauthorized' } }
            : me
          : { status: 404, body: { message: 'No route' } };
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    http = createServer((req, res) => {
      // socket.io answers its own path; everything else is the API.
      if (!req.url?.startsWith('/socket.io')) answer(req, res);
    });
    io = new Server(http, { cors: { origin: '*' } });
    // As the gateway does: a connection with another access token than the current one is refused.
    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: string }).token;
      next(currentToken && token !== currentToken ? new Error('Unauthorized') : undefined);
    });
    io.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('presence:list', (_body: unknown, ack: (answer: unknown) => void) => ack({ userIds: [] }));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    setRuntimeConfig({ apiBaseUrl: `${origin}/api`, realtimeUrl: origin });
  });

  afterAll(async () => {
    await io.close();
  });

  beforeEach(() => {
    localStorage.clear();
    sockets.length = 0;
    meCalls = 0;
    currentToken = null;
  });

  function renderSignedIn() {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'access-token', user: client }));
    const view = render(
      <Provider store={store}>
        <RealtimeProvider>
          <Status />
        </RealtimeProvider>
      </Provider>,
    );
    return { store, view };
  }

  it('signs the client out, saying why, once the agency turned the portal off', async () => {
    me = {
      status: 403,
      body: { statusCode: 403, message: 'Portal off', error: 'Forbidden', code: 'CLIENT_PORTAL_DISABLED' },
    };
    const { store, view } = renderSignedIn();
    expect(await screen.findByText('socket connected')).toBeInTheDocument();

    act(() => void sockets[0].disconnect(true));

    // The page asks the API after a grace period (SESSION_CHECK_RETRY_MS), in which a deliberate sign-out would end it.
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(false), { timeout: 5000 });
    expect(selectSessionEndReason(store.getState())).toBe('clientPortalDisabled');
    expect(meCalls).toBe(1);
    expect(await screen.findByText('socket offline')).toBeInTheDocument();
    act(() => view.unmount());
  });

  it('asks nothing when this page signs out itself meanwhile (a deliberate logout also closes the socket)', async () => {
    me = { status: 200, body: client };
    const { store, view } = renderSignedIn();
    expect(await screen.findByText('socket connected')).toBeInTheDocument();

    act(() => void sockets[0].disconnect(true));
    act(() => void store.dispatch(signedOut()));

    expect(await screen.findByText('socket offline')).toBeInTheDocument();
    // Longer than the grace period: no question, no new socket.
    await act(() => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_RETRY_MS + 500)));
    expect(meCalls).toBe(0);
    expect(sockets).toHaveLength(1);
    act(() => view.unmount());
  });

  it('reconnects when the session still holds', async () => {
    me = { status: 200, body: client };
    const { store, view } = renderSignedIn();
    expect(await screen.findByText('socket connected')).toBeInTheDocument();

    act(() => void sockets[0].disconnect(true));

    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText('socket connected')).toBeInTheDocument();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(meCalls).toBe(1);
    act(() => view.unmount());
  });

  it('renews an access token that expired before the socket connected, then connects with the new one', async () => {
    me = { status: 200, body: client };
    currentToken = 'renewed-access-token';
    const { store, view } = renderSignedIn();

    // Refused with 'access-token'; the API renews it, and the socket connects with the renewed one.
    await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 8000 });
    expect(sockets[0].handshake.auth).toEqual({ token: 'renewed-access-token' });
    expect(await screen.findByText('socket connected')).toBeInTheDocument();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    act(() => view.unmount());
  });
});
