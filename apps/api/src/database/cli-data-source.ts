import type { DataSourceOptions } from 'typeorm';
import { loadAppConfig } from '../config/load-app-config';
import { AppDataSource } from './app-data-source';
import type { DatabaseServer } from './database-server';
import { databaseServerProvider } from './database-server.provider';
import { createTypeOrmOptions } from './typeorm-options';

/** Stops the embedded database with the data source: the CLI ends only once nothing is left open. */
class CliDataSource extends AppDataSource {
  constructor(
    options: DataSourceOptions,
    migrationLockUrl: string | undefined,
    private readonly server: DatabaseServer,
  ) {
    super(options, migrationLockUrl);
  }

  override async destroy(): Promise<void> {
    try {
      if (this.isInitialized) await super.destroy();
    } finally {
      await this.server.stop();
    }
  }
}

async function createCliDataSource(): Promise<AppDataSource> {
  const config = loadAppConfig();
  const server = await databaseServerProvider.useFactory(config);
  const { lockMigrations, ...options } = createTypeOrmOptions(server, config);
  // TypeORM's console logger, which follows what each CLI command asks to log (the app's logger logs everything).
  const cliOptions = { ...options, logger: 'advanced-console' } as DataSourceOptions;
  return new CliDataSource(cliOptions, lockMigrations ? server.url : undefined, server);
}

/**
 * The data source of the TypeORM CLI (`npm run migration:generate`, `npm run migration:run`), built to
 * dist/apps/api/data-source.js: the app's configuration and database (DATABASE_URL, or the embedded PGlite in
 * DATA_DIR), entities, migrations and migration runner.
 */
export default createCliDataSource();
