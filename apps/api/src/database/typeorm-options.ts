import type { EventEmitter } from 'node:events';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import type { DataSource, DataSourceOptions } from 'typeorm';
import { AppDataSource } from './app-data-source';
import { DATABASE_ENTITIES } from './database-entities';
import type { DatabaseServer } from './database-server';
import { DATABASE_MIGRATIONS } from './migrations/database-migrations';
import { PostgresNamingStrategy } from './postgres-naming-strategy';
import { TypeOrmLogger } from './typeorm-logger';

const CONNECTION_TIMEOUT_MS = 5_000;
const SLOW_QUERY_MS = 1_000;

type PostgresOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** TypeORM options plus whether start-up must take the migration lock (not TypeORM's own). */
type AppTypeOrmOptions = TypeOrmModuleOptions & { lockMigrations: boolean };

export function createTypeOrmOptions(server: DatabaseServer, config: Pick<AppConfig, 'LOG_LEVEL'>): AppTypeOrmOptions {
  return {
    type: 'postgres',
    url: server.url,
    autoLoadEntities: true,
    entities: DATABASE_ENTITIES,
    synchronize: false,
    namingStrategy: new PostgresNamingStrategy(),
    migrations: DATABASE_MIGRATIONS,
    migrationsRun: true,
    migrationsTableName: 'typeorm_migrations',
    uuidExtension: 'pgcrypto',
    logger: new TypeOrmLogger(config.LOG_LEVEL),
    logging: ['error', 'warn', 'migration'],
    maxQueryExecutionTime: SLOW_QUERY_MS,
    extra: {
      max: server.maxConnections,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      onConnect: listenForConnectionErrors,
    },
    retryAttempts: 5,
    retryDelay: 2_000,
    // Only one process can open the embedded database, so it needs no lock (and has no spare connection for one).
    lockMigrations: !server.embedded,
  };
}

/**
 * Every pooled connection always has an 'error' listener. pg-pool takes its own off while a connection is checked
 * out, and TypeORM adds one only a moment after it gets the connection: a loss in between (one network read can
 * finish a query and bring PostgreSQL's shutdown notice) would otherwise be thrown and end the process. The loss still
 * fails the connection's next query (answered 503) and the pool drops the connection.
 */
function listenForConnectionErrors(client: EventEmitter): void {
  client.on('error', () => undefined);
}

/** `dataSourceFactory` of the TypeORM module: initialises (hence migrates) under the migration lock when asked. */
export async function createDataSource(options?: DataSourceOptions): Promise<DataSource> {
  if (!options) throw new Error('TypeORM options are missing');
  const { lockMigrations, ...dataSourceOptions } = options as PostgresOptions & { lockMigrations?: boolean };
  const { url } = dataSourceOptions;
  return new AppDataSource(dataSourceOptions, lockMigrations ? url : undefined).initialize();
}
