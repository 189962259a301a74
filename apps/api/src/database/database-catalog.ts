import type { QueryRunner } from 'typeorm';

/** The table where TypeORM records applied migrations (`migrationsTableName` in typeorm-options.ts). */
export const MIGRATIONS_TABLE = 'typeorm_migrations';

export interface CatalogColumn {
  name: string;
  /** A generated column (`GENERATED ALWAYS AS (…) STORED`): PostgreSQL computes it, an insert must leave it out. */
  generated: boolean;
  /** An identity column `GENERATED ALWAYS`: an insert of its value needs `OVERRIDING SYSTEM VALUE`. */
  identityAlways: boolean;
  /** Filled from a sequence (serial or identity): restored rows move the sequence past their values. */
  sequenced: boolean;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  /** The tables this one references (without itself). */
  parents: string[];
  /** The columns of foreign keys to the table itself (a row may reference another row of the table). */
  selfReferences: string[];
  primaryKey: string[];
}

/** Every ordinary table of the public schema (the ones the migrations made), parents before children. */
export async function readCatalog(queryRunner: QueryRunner): Promise<CatalogTable[]> {
  const tables = await selectRows<{ name: string }[]>(
    queryRunner,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const columns = await selectRows<
    { table: string; name: string; generated: string; identity: string | null; default: string | null }[]
  >(
    queryRunner,
    `SELECT table_name AS "table", column_name AS name, is_generated AS generated,
        identity_generation AS identity, column_default AS "default"
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const foreignKeys = await selectRows<{ child: string; parent: string; columns: string[] }[]>(
    queryRunner,
    `SELECT child.relname AS child, parent.relname AS parent,
        ARRAY(SELECT a.attname::text FROM pg_attribute a
          WHERE a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey) ORDER BY a.attnum) AS columns
      FROM pg_constraint con
      JOIN pg_class child ON child.oid = con.conrelid
      JOIN pg_class parent ON parent.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public'`,
  );
  const primaryKeys = await selectRows<{ table: string; columns: string[] }[]>(
    queryRunner,
    `SELECT c.relname AS "table",
        ARRAY(SELECT a.attname::text FROM pg_attribute a
          WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) ORDER BY a.attnum) AS columns
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE i.indisprimary AND n.nspname = 'public'`,
  );

  const catalog = tables.map(({ name }): CatalogTable => ({
    name,
    columns: columns
      .filter((column) => column.table === name)
      .map((column) => ({
        name: column.name,
        generated: column.generated === 'ALWAYS',
        identityAlways: column.identity === 'ALWAYS',
        sequenced: column.identity !== null || /^nextval\(/.test(column.default ?? ''),
      })),
    parents: [
      ...new Set(foreignKeys.filter((key) => key.child === name && key.parent !== name).map((key) => key.parent)),
    ],
    selfReferences: foreignKeys
      .filter((key) => key.child === name && key.parent === name)
      .flatMap((key) => key.columns),
    primaryKey: primaryKeys.find((key) => key.table === name)?.columns ?? [],
  }));
  return inForeignKeyOrder(catalog);
}

/** Parents before children (alphabetical among equals); a cycle between tables cannot be loaded row by row. */
export function inForeignKeyOrder<T extends { name: string; parents: string[] }>(tables: T[]): T[] {
  const known = new Set(tables.map((table) => table.name));
  const placed = new Set<string>();
  const ordered: T[] = [];
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      table.parents.every((parent) => placed.has(parent) || !known.has(parent)),
    );
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between ${remaining.map((table) => table.name).join(', ')}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The rows a query answers (TypeORM's `query` is untyped). */
export async function selectRows<T extends unknown[]>(
  queryRunner: QueryRunner,
  sql: string,
  parameters?: unknown[],
): Promise<T> {
  return (await queryRunner.query(sql, parameters)) as T;
}

/** A PostgreSQL identifier in double quotes (table and column names come from the catalog, never from input). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
