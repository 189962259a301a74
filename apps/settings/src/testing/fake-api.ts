import { answer, apiError, apiRouteOf, apiServer, noContent, sentRequests, TEST_API_BASE } from '@taskflow/testing';

export { TEST_API_BASE };

export interface FakeCall {
  method: string;
  /** Path below the API base, with the query string. */
  path: string;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The settings screens' API calls answered by Mock Service Worker handlers, from `routes` keyed 'METHOD /path' (without
 * the query string; a route may be replaced later, `routes[key] = …`); any other call below the API answers 404 as the
 * API does. RTK Query's real base query, cache and token refresh run; `calls` are the requests sent, in order.
 */
export function fakeApi(routes: Record<string, FakeRoute>): {
  readonly calls: FakeCall[];
  routes: Record<string, FakeRoute>;
} {
  apiServer.use(
    ...METHODS.map((method) =>
      apiRouteOf(method, '/*', async ({ method: sent, path, query, body }) => {
        const route = routes[`${sent} ${path}`];
        if (!route) return apiError(404, 'NOT_FOUND', { message: 'Not found' });
        const search = query.toString();
        const {
          status = 200,
          body: reply,
          headers,
        } = await route({
          method: sent,
          path: search ? `${path}?${search}` : path,
          body,
        });
        return status === 204 || reply === undefined ? noContent() : answer(reply, status, headers);
      }),
    ),
  );
  return {
    get calls() {
      return sentRequests().map(({ method, path, query, body }) => ({
        method,
        path: query.size > 0 ? `${path}?${query}` : path,
        body,
      }));
    },
    routes,
  };
}

/** The calls that changed something (not GET). */
export const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
