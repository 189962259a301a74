import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions, QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { AppDataSource } from './app-data-source';
import { MIGRATIONS_TABLE, quoteIdentifier, readCatalog, selectRows } from './database-catalog';
import type { DatabaseServer } from './database-server';
import { createTypeOrmOptions } from './typeorm-options';

const FETCH_ROWS = 1_000;

export interface DumpedTable {
  name: string;
  rows: number;
  /** Its columns in the order of the table (each row of the dump is an object with these keys). */
  columns: string[];
}

export interface DatabaseDump {
  /** Every table, parents before children; the migrations table among them. */
  tables: DumpedTable[];
  /** The applied migrations' names, oldest first. */
  migrations: string[];
}

/**
 * A data source on one connection that never migrates by itself (backup and restore decide what to migrate). Needs no
 * migration lock: it applies nothing on start.
 */
export async function openMaintenanceDataSource(
  server: DatabaseServer,
  config: Pick<AppConfig, 'LOG_LEVEL'>,
): Promise<AppDataSource> {
  // `lockMigrations` and `autoLoadEntities` are the Nest module's; a plain data source ignores them.
  const options = createTypeOrmOptions(server, config);
  const dataSourceOptions = {
    ...options,
    migrationsRun: false,
    extra: { ...options.extra, max: 1 },
  } as DataSourceOptions;
  return new AppDataSource(dataSourceOptions).initialize();
}

/**
 * Writes every table of the database as `<table>.jsonl` into `directory`: one JSON object per row (PostgreSQL's
 * `row_to_json`, so numbers keep their digits and bytea is hex text), all read in one repeatable-read snapshot.
 */
export async function dumpDatabase(
  server: DatabaseServer,
  config: Pick<AppConfig, 'LOG_LEVEL'>,
  directory: string,
): Promise<DatabaseDump> {
  const dataSource = await openMaintenanceDataSource(server, config);
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.startTransaction('REPEATABLE READ');
    await queryRunner.query('SET TRANSACTION READ ONLY');
    const catalog = await readCatalog(queryRunner);
    if (!catalog.some((table) => table.name === MIGRATIONS_TABLE)) {
      throw new Error('The database has no tables yet: there is nothing to back up');
    }
    const tables: DumpedTable[] = [];
    for (const table of catalog) {
      const rows = await dumpTable(queryRunner, table.name, path.join(directory, `${table.name}.jsonl`));
      tables.push({ name: table.name, rows, columns: table.columns.map((column) => column.name) });
    }
    const migrations = await selectRows<{ name: string }[]>(
      queryRunner,
      `SELECT name FROM ${quoteIdentifier(MIGRATIONS_TABLE)} ORDER BY timestamp, id`,
    );
    await queryRunner.commitTransaction();
    return { tables, migrations: migrations.map((migration) => migration.name) };
  } finally {
    if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction().catch(() => undefined);
    await queryRunner.release();
    await dataSource.destroy();
  }
}

async function dumpTable(queryRunner: QueryRunner, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await queryRunner.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quoteIdentifier(table)} t`,
    );
    for (;;) {
      const batch = await selectRows<{ line: string }[]>(queryRunner, `FETCH ${FETCH_ROWS} FROM backup_rows`);
      for (const { line } of batch) {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
      }
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await queryRunner.query('CLOSE backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}
