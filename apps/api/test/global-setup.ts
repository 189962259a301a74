import { startPostgresServer, stopPostgresServerSync, type PostgresServer } from './postgres-server';

declare global {
  var taskflowTestPostgres: PostgresServer | undefined;
}

/** One PostgreSQL per e2e run; the workers (forked later) inherit DATABASE_URL. */
export default async function globalSetup(): Promise<void> {
  const server = await startPostgresServer({ database: 'taskflow_e2e' });
  globalThis.taskflowTestPostgres = server;
  process.env.DATABASE_URL = server.url;
  // If Jest is interrupted, global teardown does not run.
  process.once('exit', () => stopPostgresServerSync(server));
}
