import path from 'node:path';
import { type FactoryProvider, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DatabaseServer } from './database-server';
import { EmbeddedDatabaseServer } from './embedded-database-server';
import { ExternalDatabaseServer } from './external-database-server';

export const EMBEDDED_DATABASE_DIRECTORY = 'pglite';

export const databaseServerProvider: FactoryProvider<Promise<DatabaseServer>> = {
  provide: DatabaseServer,
  inject: [AppConfig],
  useFactory: async (config: AppConfig) => {
    const logger = new Logger('DatabaseServer');
    if (config.DATABASE_URL) {
      logger.log('Using the PostgreSQL server of DATABASE_URL');
      return new ExternalDatabaseServer(config.DATABASE_URL);
    }
    const directory = path.join(config.DATA_DIR, EMBEDDED_DATABASE_DIRECTORY);
    logger.log(`DATABASE_URL is not set: starting the embedded PostgreSQL (PGlite) in ${directory}`);
    return EmbeddedDatabaseServer.start(directory);
  },
};
