import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's unique_violation (23505): a concurrent insert of the same unique key won (TypeORM's or pg's error). */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? error.driverError : error;
  return (driverError as { code?: unknown } | null | undefined)?.code === UNIQUE_VIOLATION;
}
