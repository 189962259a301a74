/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { sessionSlice, signedIn } from '../state/session.slice';
import { createAuthBaseQuery } from './api-base-query';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const demoUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  userType: 'admin' as const,
  serviceProviderId: 'p1',
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('createAuthBaseQuery against a real HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler;
  const seenAuthorization: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seenAuthorization.push(req.headers.authorization);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    seenAuthorization.length = 0;
  });

  function setup(token: string | null) {
    const api = createApi({
      reducerPath: 'api',
      baseQuery: createAuthBaseQuery({ baseUrl: () => baseUrl }),
      endpoints: (build) => ({
        ping: build.query<unknown, void>({ query: () => '/ping' }),
        remove: build.mutation<unknown, void>({ query: () => ({ url: '/thing', method: 'DELETE' }) }),
      }),
    });
    const store = configureStore({
      reducer: { api: api.reducer, session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    if (token) store.dispatch(signedIn({ token, user: demoUser }));
    return { api, store };
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  it('sends the stored token as a bearer header and returns the body', async () => {
    handler = (_req, res) => json(res, 200, { pong: true });
    const { api, store } = setup('access-1');
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.data).toEqual({ pong: true });
    expect(seenAuthorization).toEqual(['Bearer access-1']);
  });

  it('turns an error answer into status, code, the server message and the body', async () => {
    const body = {
      statusCode: 403,
      message: 'Your account is not activated',
      error: 'Forbidden',
      code: 'ACCOUNT_NOT_ACTIVATED',
    };
    handler = (_req, res) => json(res, 403, body);
    const { api, store } = setup(null);
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.error).toEqual({
      status: 403,
      code: 'ACCOUNT_NOT_ACTIVATED',
      message: 'Your account is not activated',
      data: body,
    });
    expect(seenAuthorization).toEqual([undefined]);
  });

  it("uses 'Request failed' when the error body has no message", async () => {
    handler = (_req, res) => json(res, 500, {});
    const { api, store } = setup(null);
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.error).toMatchObject({ status: 500, message: 'Request failed' });
  });

  it('gives an empty result for a 204 answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const { api, store } = setup('access-1');
    const result = await store.dispatch(api.endpoints.remove.initiate());
    expect(result).toEqual({ data: null });
  });

  it('refreshes an expired access token once and repeats the call', async () => {
    handler = (req, res) => {
      if (req.url === '/api/auth/refresh') return json(res, 200, { token: 'access-2' });
      if (req.headers.authorization === 'Bearer access-2') return json(res, 200, { pong: 2 });
      return json(res, 401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    };
    const { api, store } = setup('access-1');
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.data).toEqual({ pong: 2 });
    expect(store.getState().session.token).toBe('access-2');
  });

  it('signs out when the refresh fails', async () => {
    handler = (_req, res) => json(res, 401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    const { api, store } = setup('access-1');
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toEqual({ token: null, user: null });
  });

  it('signs a client out, with the reason, once the agency turned the client portal off (by the code, whatever the message says)', async () => {
    const body = {
      statusCode: 403,
      message: 'Reworded: the portal is off',
      error: 'Forbidden',
      code: 'CLIENT_PORTAL_DISABLED',
    };
    handler = (_req, res) => json(res, 403, body);
    const { api, store } = setup('access-1');
    const result = await store.dispatch(api.endpoints.ping.initiate());
    expect(result.error).toEqual({ status: 403, code: 'CLIENT_PORTAL_DISABLED', message: body.message, data: body });
    expect(store.getState().session).toEqual({ token: null, user: null, endedBecause: 'clientPortalDisabled' });
  });

  it('keeps the session on any other refusal, even one with the old message of the portal', async () => {
    handler = (_req, res) =>
      json(res, 403, {
        statusCode: 403,
        message: 'Client portal access is disabled. Please contact your service provider.',
        error: 'Forbidden',
        code: 'ACCESS_DENIED',
      });
    const { api, store } = setup('access-1');
    await store.dispatch(api.endpoints.ping.initiate());
    expect(store.getState().session.token).toBe('access-1');
  });

  it('reports a connection failure without a status code', async () => {
    const deadUrl = baseUrl.replace(/:\d+\//, ':1/');
    const deadApi = createApi({
      reducerPath: 'dead',
      baseQuery: createAuthBaseQuery({ baseUrl: () => deadUrl }),
      endpoints: (build) => ({ ping: build.query<unknown, void>({ query: () => '/ping' }) }),
    });
    const deadStore = configureStore({
      reducer: { dead: deadApi.reducer, session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().concat(deadApi.middleware),
    });
    const result = await deadStore.dispatch(deadApi.endpoints.ping.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});
