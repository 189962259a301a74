/** Socket errors of a connection that could not be made or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL SQLSTATEs of a server that is away or busy: connection exceptions (class 08), admin shutdown, crash
 * shutdown, cannot connect now (starting up or shutting down), too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What `pg` says when a connection dies or cannot be had from the pool in time. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
  // TypeORM's QueryRunnerAlreadyReleasedError: the connection died inside a transaction (TypeORM then releases its
  // runner on the connection's error event) and the COMMIT found the runner gone; nothing was committed.
  /^Query runner already released/,
];

/**
 * Whether an error means the database (or another dependency) is away for now, not that the request or the code is
 * wrong: such a call is answered 503 and may simply be retried. Judged by shape (`pg` errors and TypeORM's
 * QueryFailedError, which keeps the driver's error), so this shared folder needs no database import.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; isObject(current) && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
