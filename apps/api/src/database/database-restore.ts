import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { AppDataSource } from './app-data-source';
import { type CatalogTable, MIGRATIONS_TABLE, quoteIdentifier, readCatalog, selectRows } from './database-catalog';
import { openMaintenanceDataSource } from './database-dump';
import type { DatabaseServer } from './database-server';
import { withMigrationLock } from './migration-lock';
import { DATABASE_MIGRATIONS } from './migrations/database-migrations';
import { RENAMED_MIGRATIONS } from './migrations/renamed-migrations';

const INSERT_ROWS = 500;

/** What the archive holds of the database (its manifest), for `restoreDatabase`. */
export interface DatabaseRestoreSource {
  /** Where the `<table>.jsonl` files are. */
  directory: string;
  /** The archive's applied migrations, oldest first. */
  migrations: string[];
  /** The archive's tables and the columns its rows have. */
  tables: { name: string; columns: string[] }[];
}

/** A database that cannot take the restore (not empty, or its schema is past the archive's). */
export class DatabaseRestoreRefusedError extends Error {}

/** The build's migrations, oldest first, by name. */
export function knownMigrationNames(): string[] {
  return DATABASE_MIGRATIONS.map((migration) => migrationName(migration)).sort(
    (a, b) => timestampOf(a) - timestampOf(b),
  );
}

/** The name this build gives an applied migration (a renamed migration under its new name). */
export function currentMigrationName(name: string): string {
  const renamed = RENAMED_MIGRATIONS.find((entry) => entry.formerName === name);
  return renamed ? migrationName(renamed.migration) : name;
}

function migrationName(migration: new () => { name?: string }): string {
  const { name } = new migration();
  return name ?? migration.name;
}

/** TypeORM's timestamp of a migration: the 13 digits its name ends with. */
function timestampOf(name: string): number {
  return Number(name.slice(-13));
}

/** Applies only the pending migrations up to (and with) one migration. */
class MigrationExecutorUpTo extends MigrationExecutor {
  constructor(
    dataSource: AppDataSource,
    queryRunner: QueryRunner,
    private readonly lastTimestamp: number,
  ) {
    super(dataSource, queryRunner);
  }

  protected override getMigrations(): Migration[] {
    return super.getMigrations().filter((migration) => migration.timestamp <= this.lastTimestamp);
  }
}

/**
 * Restores a dump into an empty database in one transaction: migrates to the archive's newest migration, loads the
 * rows parents first (with the tables' own triggers off, so kept counts and totals come from the archive, not
 * counted twice), moves sequences past the restored values, applies this build's newer migrations, runs
 * `beforeCommit` (the files) and commits. Anything failing leaves the database as it was.
 */
export async function restoreDatabase(
  server: DatabaseServer,
  config: Pick<AppConfig, 'LOG_LEVEL'>,
  source: DatabaseRestoreSource,
  beforeCommit: () => Promise<void>,
): Promise<{ migratedAfterLoad: string[] }> {
  const dataSource = await openMaintenanceDataSource(server, config);
  try {
    const work = () => restoreInTransaction(dataSource, source, beforeCommit);
    // The embedded database has one process only; on a server, API processes starting meanwhile wait for the restore.
    return await (server.embedded ? work() : withMigrationLock(server.url, work));
  } finally {
    await dataSource.destroy();
  }
}

async function restoreInTransaction(
  dataSource: AppDataSource,
  source: DatabaseRestoreSource,
  beforeCommit: () => Promise<void>,
): Promise<{ migratedAfterLoad: string[] }> {
  const archiveMigrations = source.migrations.map(currentMigrationName);
  const newest = archiveMigrations.reduce((a, b) => (timestampOf(b) > timestampOf(a) ? b : a));
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.startTransaction();
    await refuseUnlessEmpty(queryRunner, timestampOf(newest));
    await new MigrationExecutorUpTo(dataSource, queryRunner, timestampOf(newest)).executePendingMigrations();

    const catalog = await readCatalog(queryRunner);
    const loaded = catalog.filter((table) => table.name !== MIGRATIONS_TABLE);
    for (const table of source.tables) {
      if (table.name !== MIGRATIONS_TABLE && !loaded.some((known) => known.name === table.name)) {
        throw new Error(`The archive has a table ${table.name} that the schema at ${newest} does not have`);
      }
    }
    for (const table of loaded) {
      await queryRunner.query(`ALTER TABLE ${quoteIdentifier(table.name)} DISABLE TRIGGER USER`);
    }
    for (const table of loaded) {
      const archived = source.tables.find((entry) => entry.name === table.name);
      if (archived) await loadTable(queryRunner, table, archived.columns, source.directory);
    }
    for (const table of loaded) {
      await queryRunner.query(`ALTER TABLE ${quoteIdentifier(table.name)} ENABLE TRIGGER USER`);
      await moveSequences(queryRunner, table);
    }

    const migrated = await new MigrationExecutor(dataSource, queryRunner).executePendingMigrations();
    await beforeCommit();
    await queryRunner.commitTransaction();
    return { migratedAfterLoad: migrated.map((migration) => migration.name) };
  } finally {
    if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction().catch(() => undefined);
    await queryRunner.release();
  }
}

/** No rows in any table, and no migration applied beyond the archive's newest. */
async function refuseUnlessEmpty(queryRunner: QueryRunner, lastTimestamp: number): Promise<void> {
  for (const table of await readCatalog(queryRunner)) {
    const [{ filled }] = await selectRows<{ filled: boolean }[]>(
      queryRunner,
      `SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table.name)}) AS filled`,
    );
    if (filled && table.name !== MIGRATIONS_TABLE) {
      throw new DatabaseRestoreRefusedError(
        `The database is not empty (table ${table.name} has rows): restore only into an empty database`,
      );
    }
    if (table.name === MIGRATIONS_TABLE) {
      const [beyond] = await selectRows<{ name: string }[]>(
        queryRunner,
        `SELECT name FROM ${quoteIdentifier(MIGRATIONS_TABLE)} WHERE timestamp > $1 ORDER BY timestamp DESC LIMIT 1`,
        [lastTimestamp],
      );
      if (beyond) {
        throw new DatabaseRestoreRefusedError(
          `The database's schema is already at migration ${beyond.name}, newer than the archive's: restore into a new, empty database`,
        );
      }
    }
  }
}

async function loadTable(
  queryRunner: QueryRunner,
  table: CatalogTable,
  archivedColumns: string[],
  directory: string,
): Promise<void> {
  const insertable = table.columns.filter((column) => !column.generated && archivedColumns.includes(column.name));
  // A row may reference a row of its own table that comes later: such columns are set once all rows are in.
  const later = insertable.filter((column) => table.selfReferences.includes(column.name)).map((column) => column.name);
  if (later.length > 0 && table.primaryKey.length === 0) {
    throw new Error(`Table ${table.name} references itself but has no primary key`);
  }
  const now = insertable.map((column) => column.name);
  const name = quoteIdentifier(table.name);
  const list = (columns: string[], prefix = '') => columns.map((column) => prefix + quoteIdentifier(column)).join(', ');
  const selected = now.map((column) => (later.includes(column) ? 'NULL' : `r.${quoteIdentifier(column)}`)).join(', ');
  const overriding = insertable.some((column) => column.identityAlways) ? 'OVERRIDING SYSTEM VALUE' : '';
  const insert = `INSERT INTO ${name} (${list(now)}) ${overriding}
    SELECT ${selected} FROM json_populate_recordset(NULL::${name}, $1::json) r`;
  const update =
    later.length === 0
      ? undefined
      : `UPDATE ${name} t SET (${list(later)}) = (SELECT ${list(later, 'r.')})
          FROM json_populate_recordset(NULL::${name}, $1::json) r
          WHERE ${table.primaryKey.map((key) => `t.${quoteIdentifier(key)} = r.${quoteIdentifier(key)}`).join(' AND ')}`;

  const run = async (sql: string) => {
    const lines = createInterface({
      input: createReadStream(path.join(directory, `${table.name}.jsonl`)),
      crlfDelay: Infinity,
    });
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length > 0) await queryRunner.query(sql, [`[${batch.join(',')}]`]);
      batch = [];
    };
    for await (const line of lines) {
      if (line.trim() === '') continue;
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
    await flush();
  };
  await run(insert);
  if (update) await run(update);
}

/** Sets each serial or identity column's sequence so the next value is past the restored ones. */
async function moveSequences(queryRunner: QueryRunner, table: CatalogTable): Promise<void> {
  for (const column of table.columns.filter((entry) => entry.sequenced)) {
    await queryRunner.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max(${quoteIdentifier(column.name)}), 0) + 1, false)
        FROM ${quoteIdentifier(table.name)}`,
      [quoteIdentifier(table.name), column.name],
    );
  }
}
