import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** A middleware of Node's request and response (Helmet's shape). */
export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => unknown;

/** What a middleware does to a response's headers. */
export interface HeaderChanges {
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

/** The header changes of a middleware that answers every request alike (runs it once on a stand-in response). */
export function headerChangesOf(middleware: NodeMiddleware): HeaderChanges {
  const changes: HeaderChanges = { set: [], removed: [] };
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => changes.set.push([name, value]),
    removeHeader: (name: string) => changes.removed.push(name),
  };
  let done = false;
  void middleware({} as never, response as never, () => (done = true));
  if (!done) throw new Error('The middleware did not finish at once: its headers cannot be worked out once');
  return changes;
}

/**
 * Helmet's headers (default policies), worked out once at start-up: they are the same for every request, and
 * Helmet's chain of a dozen middlewares built them anew for each one.
 */
export function securityHeaders(): NodeMiddleware {
  const { set, removed } = headerChangesOf(helmet() as NodeMiddleware);
  return (_request, response, next) => {
    for (const [name, value] of set) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    next();
  };
}
