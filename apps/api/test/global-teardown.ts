import { stopPostgresServer } from './postgres-server';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.taskflowTestPostgres;
  if (!server) return;
  globalThis.taskflowTestPostgres = undefined;
  await stopPostgresServer(server);
}
