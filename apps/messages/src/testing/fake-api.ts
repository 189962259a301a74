import { setRuntimeConfig } from '@taskflow/store';

export const FAKE_API_BASE = 'http://api.test/api';

export interface FakeRequest {
  method: string;
  /** The path below /api, e.g. '/conversations/k1/messages'. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** A handler's answer: a body (status 200), or an explicit status with an optional body and headers. */
export type FakeAnswer = unknown | { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export const answer = (status: number, body?: unknown, headers?: Record<string, string>) => ({
  status,
  body,
  headers,
  fakeAnswer: true,
});
const isAnswer = (value: unknown): value is { status: number; body?: unknown; headers?: Record<string, string> } =>
  typeof value === 'object' && value !== null && (value as { fakeAnswer?: boolean }).fakeAnswer === true;

/**
 * The API as a component test needs it: routes answered by handlers over the test's own data, every call
 * recorded. Installed as `fetch`; a call without a route fails the test's request with 501.
 */
export class FakeApi {
  readonly calls: FakeRequest[] = [];
  private readonly routes: Route[] = [];
  private spy: jest.SpyInstance | null = null;

  /** `path` like '/conversations/:id/messages'; later routes win over earlier ones with the same pattern. */
  on(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path.replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.unshift({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  install(): this {
    setRuntimeConfig({ apiBaseUrl: FAKE_API_BASE, realtimeUrl: '' });
    this.spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => this.handle(input, init));
    return this;
  }

  uninstall(): void {
    this.spy?.mockRestore();
  }

  /** The recorded calls of one method and path pattern (e.g. 'POST', /\/read$/). */
  callsTo(method: string, path: RegExp | string): FakeRequest[] {
    return this.calls.filter(
      (call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
    );
  }

  private async handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const base = { method: request.method, path, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    for (const route of this.routes) {
      const match = route.method === request.method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
      const call = { ...base, params };
      this.calls.push(call);
      const result = await route.handler(call);
      const { status, body, headers } = isAnswer(result) ? result : { status: 200, body: result, headers: undefined };
      if (status === 204 || body === undefined) return new Response(null, { status: status === 200 ? 204 : status });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }
    this.calls.push({ ...base, params: {} });
    return new Response(JSON.stringify({ statusCode: 501, message: `No fake route for ${request.method} ${path}` }), {
      status: 501,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}
