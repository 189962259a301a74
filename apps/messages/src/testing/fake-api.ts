import {
  answer as jsonAnswer,
  apiError,
  apiRouteOf,
  apiServer,
  noContent,
  sentRequests,
  TEST_API_BASE,
  type SentRequest,
} from '@taskflow/testing';

export const FAKE_API_BASE = TEST_API_BASE;

export type FakeRequest = Omit<SentRequest, 'headers'>;

/** A handler's answer: a body (status 200), or an explicit status with an optional body and headers. */
export type FakeAnswer = unknown | { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const answer = (status: number, body?: unknown, headers?: Record<string, string>) => ({
  status,
  body,
  headers,
  fakeAnswer: true,
});
const isAnswer = (value: unknown): value is { status: number; body?: unknown; headers?: Record<string, string> } =>
  typeof value === 'object' && value !== null && (value as { fakeAnswer?: boolean }).fakeAnswer === true;

/**
 * The API as a component test needs it: routes answered by Mock Service Worker handlers over the test's own data,
 * every request recorded (`calls`). A call without a route answers 501.
 */
export class FakeApi {
  private readonly routes: Array<{ method: Method; path: string; handler: Handler }> = [];

  /** `path` like '/conversations/:id/messages'; later routes win over earlier ones with the same pattern. */
  on(method: string, path: string, handler: Handler): this {
    this.routes.unshift({ method: method.toLowerCase() as Method, path, handler });
    return this;
  }

  install(): this {
    apiServer.use(
      ...this.routes.map(({ method, path, handler }) =>
        apiRouteOf(method, path, async ({ method: sent, path: at, params, query, body }) => {
          const result = await handler({ method: sent, path: at, params, query, body });
          const {
            status,
            body: reply,
            headers,
          } = isAnswer(result) ? result : { status: 200, body: result, headers: undefined };
          if (status === 204 || reply === undefined)
            return status === 200 ? noContent() : new Response(null, { status });
          return jsonAnswer(reply, status, headers);
        }),
      ),
      ...(['get', 'post', 'put', 'patch', 'delete'] as const).map((method) =>
        apiRouteOf(method, '/*', ({ method: sent, path }) =>
          apiError(501, 'INTERNAL_ERROR', { message: `No fake route for ${sent} ${path}` }),
        ),
      ),
    );
    return this;
  }

  /** The handlers go with the test (the shared set-up removes them); a test that starts over removes them now. */
  uninstall(): void {
    apiServer.resetHandlers();
  }

  /** The requests sent, in order. */
  get calls(): FakeRequest[] {
    return sentRequests();
  }

  /** The recorded calls of one method and path pattern (e.g. 'POST', /\/read$/). */
  callsTo(method: string, path: RegExp | string): FakeRequest[] {
    return sentRequests(method, path);
  }
}
