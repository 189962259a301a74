import { setRuntimeConfig } from '@taskflow/store';

export const TEST_API_BASE = 'http://api.test/api';

export interface FakeCall {
  method: string;
  /** Path below the API base, with the query string. */
  path: string;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the component's API calls like the TaskFlow API would, from `routes` keyed 'METHOD /path' (without the
 * query string); anything else answers 404. RTK Query's real base query and cache run; `calls` records every call.
 */
export function fakeApi(routes: Record<string, FakeRoute>): { calls: FakeCall[]; routes: Record<string, FakeRoute> } {
  const calls: FakeCall[] = [];
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, realtimeUrl: '' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(TEST_API_BASE).pathname.length);
    const text = await request.text();
    const call = { method: request.method, path: `${path}${url.search}`, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    const answer = route ? await route(call) : { status: 404, body: { statusCode: 404, message: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch;
  return { calls, routes };
}

/** The calls that changed something (not GET). */
export const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
