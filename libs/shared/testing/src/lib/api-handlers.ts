import { getRawRequest } from '@mswjs/interceptors';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_REQUEST_ERROR_MESSAGE,
  LIST_PAGE_SIZE,
  LIST_TOTAL_HEADER,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldError,
} from '@taskflow/contracts';
import { TEST_API_BASE } from './api-server';
import { recordRequest, type SentRequest } from './sent-requests';

/** What a handler gets: the request as the API reads it, typed by the route's request body. */
export interface ApiCall<Body> extends Omit<SentRequest, 'body'> {
  body: Body;
  request: Request;
  /** Aborts when the browser aborts the request (fetch with a signal, or XMLHttpRequest's `abort()`). */
  signal: AbortSignal;
}

/**
 * A handler's answer: the route's answer type as JSON (status 200, or 201 for a POST), or a Response built with
 * `answer`, `listPage`, `apiError` or `noContent` (a status, headers, an error body).
 */
export type ApiAnswer<Answer> = Answer | Response;
export type ApiResolver<Body, Answer> = (call: ApiCall<Body>) => ApiAnswer<Answer> | Promise<ApiAnswer<Answer>>;

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The request's abort as the handler can see it. MSW passes a fetch's signal on as `request.signal`, but not an
 * XMLHttpRequest's `abort()` (uploads with progress): jsdom never sent that request itself, so aborting it fires
 * nothing and the handler's answer would still arrive. The XMLHttpRequest behind the request is told to abort this
 * signal too.
 */
function abortSignalOf(request: Request): AbortSignal {
  const sender = getRawRequest(request);
  if (!(sender instanceof XMLHttpRequest)) return request.signal;
  const aborted = new AbortController();
  const abort = sender.abort.bind(sender);
  sender.abort = () => {
    aborted.abort(new DOMException('The request was aborted', 'AbortError'));
    abort();
  };
  return AbortSignal.any([request.signal, aborted.signal]);
}

function route<Body, Answer>(method: ApiMethod, path: string, resolve: ApiResolver<Body, Answer>): HttpHandler {
  return http[method](`${TEST_API_BASE}${path}`, async ({ request, params }) => {
    const signal = abortSignalOf(request);
    const url = new URL(request.url);
    const call = {
      method: request.method,
      path: url.pathname.slice(new URL(TEST_API_BASE).pathname.length),
      params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      query: url.searchParams,
      body: (await bodyOf(request.clone())) as Body,
      headers: request.headers,
    };
    recordRequest(call);
    const result = await resolve({ ...call, request, signal });
    if (result instanceof Response) return result;
    if (result === undefined) return noContent();
    return HttpResponse.json(result as never, { status: method === 'post' ? 201 : 200 });
  });
}

/**
 * Handlers of the API's routes below /api (`path` like '/conversations/:id/messages'), typed by the contracts: the
 * request body and the answer, e.g. `apiRoute.post<SendMessageRequest, MessageView>(...)`. Every request they answer
 * is recorded (`sentRequests`).
 */
export const apiRoute = {
  get: <Answer>(path: string, resolve: ApiResolver<undefined, Answer>) => route('get', path, resolve),
  post: <Body, Answer>(path: string, resolve: ApiResolver<Body, Answer>) => route('post', path, resolve),
  put: <Body, Answer>(path: string, resolve: ApiResolver<Body, Answer>) => route('put', path, resolve),
  patch: <Body, Answer>(path: string, resolve: ApiResolver<Body, Answer>) => route('patch', path, resolve),
  delete: <Answer = void>(path: string, resolve: ApiResolver<undefined, Answer>) => route('delete', path, resolve),
};

/** A handler of any method with an untyped body and answer (helpers that take routes by 'METHOD /path'). */
export function apiRouteOf(method: ApiMethod, path: string, resolve: ApiResolver<unknown, unknown>): HttpHandler {
  return route(method, path, resolve);
}

/**
 * Any call below the API that no other handler answers gets 404 as the API gives for an unknown path, and is recorded
 * like every other (`sentRequests`), so a test's "nothing else was sent" can fail. Install it first, in a call of its
 * own: handlers added by later `apiServer.use` calls win.
 */
export function answerUnknownRoutes(): HttpHandler[] {
  return (['get', 'post', 'put', 'patch', 'delete'] as const).map((method) =>
    route(method, '/*', ({ method: sent, path }) =>
      apiError(404, 'NOT_FOUND', { message: `Cannot ${sent} /api${path}` }),
    ),
  );
}

/** A JSON answer with a status (and headers) of the route's answer type. */
export function answer<Answer>(body: Answer, status = 200, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** 204 without a body, as the API answers a delete. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/**
 * A list page as the API answers it: `limit` rows (at most LIST_PAGE_SIZE) from `offset`, the number of all rows in
 * the X-Total-Count header.
 */
export function listPage<Row>(rows: readonly Row[], query: URLSearchParams): Response {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? LIST_PAGE_SIZE), LIST_PAGE_SIZE);
  return HttpResponse.json(rows.slice(offset, offset + limit) as never, {
    headers: { [LIST_TOTAL_HEADER]: String(rows.length) },
  });
}

export interface ApiErrorOptions {
  message?: string;
  /** Field (property path) → the rules it broke, for a validation error (400). */
  fieldErrors?: Record<string, FieldError[]>;
}

/** An error answer with the API's error body (ApiErrorBody): status, code, message, and field errors for a 400. */
export function apiError(status: number, code: ApiErrorCode, options: ApiErrorOptions = {}): Response {
  const { message = DEFAULT_REQUEST_ERROR_MESSAGE, fieldErrors } = options;
  const body: ApiErrorBody = {
    statusCode: status,
    message,
    error: 'Error',
    code,
    ...(fieldErrors
      ? {
          fieldErrors,
          fields: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, errors]) => [field, errors.map((error) => error.message)]),
          ),
        }
      : {}),
  };
  return HttpResponse.json(body, { status });
}

/**
 * Settles when the browser aborts the request (`signal` of the handler's call): a held upload handler races it with
 * its release to see a cancelled upload, as the API sees the connection close.
 */
export function abortOf(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** An answer that waits until the test calls the returned `release` (to see pending states). */
export function heldAnswer(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

/** A request that gets no answer at all (the browser sees a network failure). */
export function networkError(): Response {
  return HttpResponse.error();
}

export { delay };
