/** A request the browser sent to the API, as a handler of this library read it. */
export interface SentRequest {
  method: string;
  /** The path below /api, e.g. '/conversations/k1/messages' (without the query). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (the FormData of a multipart body; undefined without one). */
  body: unknown;
  headers: Headers;
}

const sent: SentRequest[] = [];

export function recordRequest(request: SentRequest): void {
  sent.push(request);
}

/** Forgets the recorded requests (the shared set-up does it after each test). */
export function forgetSentRequests(): void {
  sent.length = 0;
}

/**
 * The requests the handlers answered since the test began, in order; filtered by method and path (a string is the
 * exact path below /api, a pattern is tested against it).
 */
export function sentRequests(method?: string, path?: string | RegExp): SentRequest[] {
  return sent.filter(
    (request) =>
      (method === undefined || request.method === method) &&
      (path === undefined || (typeof path === 'string' ? request.path === path : path.test(request.path))),
  );
}

/** The requests that changed something (not GET). */
export function sentWrites(): SentRequest[] {
  return sent.filter((request) => request.method !== 'GET');
}
