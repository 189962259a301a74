import { Client } from 'pg';

/** Arbitrary but fixed key of the PostgreSQL advisory lock that serialises start-ups. */
const MIGRATION_LOCK_KEY = 7_349_201_118;

/**
 * Runs `initialize` (which applies pending migrations) while holding a session advisory lock,
 * so API processes starting together against one database migrate one after the other.
 */
export async function withMigrationLock<T>(databaseUrl: string, initialize: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await initialize();
  } finally {
    // Closing the session releases the lock even if the unlock query cannot run.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
