import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { EMBEDDED_DATABASE_DIRECTORY } from './database-server.provider';
import { EmbeddedDatabaseServer } from './embedded-database-server';
import { DATABASE_MIGRATIONS } from './migrations/database-migrations';

interface MigrationRow {
  id: number;
  timestamp: string;
  name: string;
}

/** What the migrations table of a database migrated before the rename holds for the renamed migrations. */
const FORMER_ROWS: Record<string, Omit<MigrationRow, 'id'>> = {
  CustomerDetailsTeamProfiles1796700000000: {
    name: 'CustomerDetailsTeamProfiles17967000000000',
    timestamp: '7967000000000',
  },
  FileAttachments1796900000000: { name: 'FileAttachments17969000000000', timestamp: '7969000000000' },
  RowChangeNotifications1797500000000: { name: 'RowChangeNotifications17975000000000', timestamp: '7975000000000' },
};

const MIGRATION_NAMES = DATABASE_MIGRATIONS.map((migration) => new migration().name ?? migration.name);

/**
 * Brings a fresh database to the state the code before the rename left: every migration applied, the renamed ones
 * recorded under their former names and timestamps; then stores a customer in a column one of them added.
 */
async function createDatabaseOfFormerCode(url: string): Promise<MigrationRow[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: DATABASE_MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    for (const [name, former] of Object.entries(FORMER_ROWS)) {
      await dataSource.query(`UPDATE typeorm_migrations SET name = $1, timestamp = $2 WHERE name = $3`, [
        former.name,
        former.timestamp,
        name,
      ]);
    }
    const [agency] = await dataSource.query(
      `INSERT INTO service_provider (company_name) VALUES ('Upgrade Studio') RETURNING id`,
    );
    await dataSource.query(
      `INSERT INTO client_company (service_provider_id, name, address, phone) VALUES ($1, 'Kept GmbH', 'Hafenstraße 1', '+49 40 123')`,
      [agency.id],
    );
    return await dataSource.query('SELECT id, timestamp, name FROM typeorm_migrations ORDER BY id');
  } finally {
    await dataSource.destroy();
  }
}

async function expectUpgraded(app: INestApplication, before: MigrationRow[]): Promise<void> {
  const dataSource = app.get(DataSource);
  const after: MigrationRow[] = await dataSource.query(
    'SELECT id, timestamp, name FROM typeorm_migrations ORDER BY id',
  );

  // Nothing ran again: the same rows (same ids), the renamed ones now under their new names and timestamps.
  expect(before.map(({ name }) => name)).toEqual(MIGRATION_NAMES.map((name) => FORMER_ROWS[name]?.name ?? name));
  expect(after).toEqual(
    before.map(({ id }, index) => ({
      id,
      name: MIGRATION_NAMES[index],
      timestamp: MIGRATION_NAMES[index].slice(-13),
    })),
  );
  const byTimestamp = [...after].sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
  expect(byTimestamp.map(({ name }) => name)).toEqual(MIGRATION_NAMES);
  expect(await dataSource.showMigrations()).toBe(false);
  expect(await dataSource.query(`SELECT name, address, phone FROM client_company WHERE name = 'Kept GmbH'`)).toEqual([
    { name: 'Kept GmbH', address: 'Hafenstraße 1', phone: '+49 40 123' },
  ]);
}

describe('a database migrated before the 14-digit migrations were renamed', () => {
  it('is upgraded on PostgreSQL at start-up: renamed migrations recognised, nothing applied twice, data kept', async () => {
    const database = await createFreshDatabase('upgrade');
    try {
      const before = await createDatabaseOfFormerCode(database.url);
      const app = await createTestApp(testAppConfig({ DATABASE_URL: database.url }));
      try {
        await expectUpgraded(app, before);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('is upgraded on the embedded database the same way', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-upgrade-'));
    try {
      const server = await EmbeddedDatabaseServer.start(path.join(dataDir, EMBEDDED_DATABASE_DIRECTORY));
      const before = await createDatabaseOfFormerCode(server.url).finally(() => server.stop());
      const app = await createTestApp(testAppConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir }));
      try {
        await expectUpgraded(app, before);
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
