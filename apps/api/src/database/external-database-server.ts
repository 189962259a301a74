import { DatabaseServer } from './database-server';

export const EXTERNAL_POOL_SIZE = 10;

export class ExternalDatabaseServer extends DatabaseServer {
  readonly embedded = false;
  readonly maxConnections = EXTERNAL_POOL_SIZE;

  constructor(readonly url: string) {
    super();
  }

  async stop(): Promise<void> {
    // Nothing to stop: the server is not ours.
  }
}
