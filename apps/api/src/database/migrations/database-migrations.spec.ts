import fs from 'node:fs';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { DATABASE_MIGRATIONS } from './database-migrations';

// TypeORM orders migrations by the number in the last 13 characters of their name, and `Date.now()` (what the CLI
// stamps a new migration with) has 13 digits: a longer or shorter timestamp would sort apart from newer migrations.
const MIGRATION_FILE = /^(?<timestamp>\d{13})-(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)\.ts$/;
const NOT_MIGRATIONS = new Set(['database-migrations.ts', 'database-migrations.spec.ts', 'renamed-migrations.ts']);

const migrationFiles = fs
  .readdirSync(__dirname)
  .filter((file) => !NOT_MIGRATIONS.has(file))
  .sort();

function pascalCase(kebabName: string): string {
  return kebabName.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

describe('database migrations', () => {
  it.each(migrationFiles)('%s is named <13-digit timestamp>-<kebab-case name>.ts', (file) => {
    expect(file).toMatch(MIGRATION_FILE);
  });

  it.each(migrationFiles)('%s exports the class its name and timestamp call for', async (file) => {
    const { timestamp, name } = MIGRATION_FILE.exec(file)?.groups ?? {};
    const className = `${pascalCase(name)}${timestamp}`;
    const module: Record<string, new () => MigrationInterface> = await import(path.join(__dirname, file));
    const exported = Object.values(module);

    expect(exported.map((migration) => migration.name)).toEqual([className]);
    expect(new exported[0]().name).toBe(className);
  });

  it('are all listed in DATABASE_MIGRATIONS, oldest first, so a migration added later cannot sort before another', () => {
    const listed = DATABASE_MIGRATIONS.map((migration) => new migration().name);
    const timestamps = listed.map((name) => Number(name.slice(-13)));

    expect(listed).toEqual(
      migrationFiles.map((file) => {
        const { timestamp, name } = MIGRATION_FILE.exec(file)?.groups ?? {};
        return `${pascalCase(name)}${timestamp}`;
      }),
    );
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
    expect(new Set(timestamps).size).toBe(timestamps.length);
  });
});
