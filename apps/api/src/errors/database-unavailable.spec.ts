import { isDependencyUnavailable } from './database-unavailable';
import { retryAfterSecondsOf, toApiErrorBody } from './to-api-error-body';
import { SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable.exception';

/** What `pg` and TypeORM throw while PostgreSQL restarts (shapes copied from real failures). */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const queryFailed = (driverError: Error) =>
  Object.assign(new Error(driverError.message), { name: 'QueryFailedError', driverError });

describe('the database being away', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a server shutting down', queryFailed(withCode('terminating connection due to administrator command', '57P01'))],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a lost connection', queryFailed(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken by a connection error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a transaction whose connection died before its COMMIT',
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), {
        name: 'QueryRunnerAlreadyReleasedError',
      }),
    ],
  ])('answers %s with 503 in the error shape and a Retry-After', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
    expect(toApiErrorBody(error)).toEqual({
      statusCode: 503,
      message: SERVICE_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(retryAfterSecondsOf(error)).toBeGreaterThan(0);
  });

  it.each([
    ['a unique violation', queryFailed(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error', queryFailed(withCode('syntax error at or near "FROM"', '42601'))],
  ])('keeps %s a 500', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
    expect(toApiErrorBody(error).statusCode).toBe(500);
  });
});
