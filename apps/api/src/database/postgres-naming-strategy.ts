import { DefaultNamingStrategy, type Table } from 'typeorm';

/** PostgreSQL's NAMEDATALEN - 1: the longest identifier, in bytes. */
const MAX_IDENTIFIER_LENGTH = 63;

/**
 * Names keys and indexes the way PostgreSQL names them when a migration leaves the name out (`task_pkey`,
 * `task_project_id_fkey`, `task_follower_task_id_user_id_key`, `task_project_id_idx`), so the entities and the
 * hand-written migrations agree on every name and TypeORM's schema diff (npm run migration:generate, the drift test)
 * finds nothing to change. Index and check names that PostgreSQL does not choose are given in the entities.
 */
export class PostgresNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(tableOrName: Table | string): string {
    return postgresName(this.getTableName(tableOrName), undefined, 'pkey');
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresName(this.getTableName(tableOrName), columnNames.join('_'), 'fkey');
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresName(this.getTableName(tableOrName), columnNames.join('_'), 'key');
  }

  override indexName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresName(this.getTableName(tableOrName), columnNames.join('_'), 'idx');
  }
}

/** PostgreSQL's makeObjectName: `<table>_<columns>_<label>`, the longer of the two names shortened until it fits. */
export function postgresName(table: string, columns: string | undefined, label: string): string {
  const available = MAX_IDENTIFIER_LENGTH - label.length - 1 - (columns === undefined ? 0 : 1);
  let tableLength = table.length;
  let columnsLength = columns?.length ?? 0;
  while (tableLength + columnsLength > available) {
    if (tableLength > columnsLength) tableLength--;
    else columnsLength--;
  }
  const parts = [table.slice(0, tableLength), columns?.slice(0, columnsLength), label];
  return parts.filter((part) => part !== undefined).join('_');
}
