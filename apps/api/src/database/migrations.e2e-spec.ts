import { randomUUID } from 'node:crypto';
import { type INestApplication, Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { uniqueEmail } from '../../test/test-tenant';
import { hashToken, newSecretToken } from '../common/secret-token';
import { DATABASE_MIGRATIONS } from './migrations/database-migrations';
import { PendingRegistrationHoldsProviderFields1795600000000 } from './migrations/1795600000000-pending-registration-holds-provider-fields';

describe('database migrations', () => {
  let app: INestApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('are all applied at start-up', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    const applied: { name: string }[] = await dataSource.query('SELECT name FROM typeorm_migrations ORDER BY id');
    expect(applied.map(({ name }) => name)).toEqual(DATABASE_MIGRATIONS.map((migration) => migration.name));
  });

  it('create the waitlist_entry table', async () => {
    const columns: { column_name: string; data_type: string }[] = await dataSource.query(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'waitlist_entry' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'uuid' },
      { column_name: 'email', data_type: 'character varying' },
      { column_name: 'status', data_type: 'character varying' },
      { column_name: 'created_at', data_type: 'timestamp with time zone' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone' },
    ]);
  });

  it('enable pgcrypto', async () => {
    const extensions: unknown[] = await dataSource.query(`SELECT 1 FROM pg_extension WHERE extname = 'pgcrypto'`);
    expect(extensions).toHaveLength(1);
  });

  it('are applied once when several apps start together on a fresh database', async () => {
    const database = `taskflow_concurrent_${Date.now()}`;
    const freshUrl = withDatabase(process.env.DATABASE_URL ?? '', database);
    // A failed start-up would be hidden by the TypeORM module's retries, but not from its log.
    const logError = jest.spyOn(Logger.prototype, 'error');
    await dataSource.query(`CREATE DATABASE ${database}`);
    try {
      const apps = await Promise.all([1, 2, 3].map(() => createTestApp(testAppConfig({ DATABASE_URL: freshUrl }))));
      const applied: unknown[] = await apps[0].get(DataSource).query('SELECT name FROM typeorm_migrations');
      await Promise.all(apps.map((started) => started.close()));

      expect(applied).toHaveLength(DATABASE_MIGRATIONS.length);
      expect(logError).not.toHaveBeenCalledWith(
        expect.stringContaining('Unable to connect to the database'),
        expect.anything(),
      );
    } finally {
      logError.mockRestore();
      await dataSource.query(`DROP DATABASE IF EXISTS ${database}`);
    }
  });

  it('keep a pending registration of the old shape (agency created at step 1) completing with step 2', async () => {
    const database = `taskflow_pending_${Date.now()}`;
    const freshUrl = withDatabase(process.env.DATABASE_URL ?? '', database);
    await dataSource.query(`CREATE DATABASE ${database}`);
    try {
      const before = DATABASE_MIGRATIONS.slice(
        0,
        DATABASE_MIGRATIONS.indexOf(PendingRegistrationHoldsProviderFields1795600000000),
      );
      const old = new DataSource({
        type: 'postgres',
        url: freshUrl,
        migrations: before,
        migrationsTableName: 'typeorm_migrations',
      });
      await old.initialize();
      await old.runMigrations();
      const agencyId = randomUUID();
      const token = newSecretToken();
      await old.query(
        `INSERT INTO service_provider (id, company_name, website) VALUES ($1, 'Old Sequence GmbH', 'https://old.example')`,
        [agencyId],
      );
      await old.query(`INSERT INTO team_permission_set (service_provider_id) VALUES ($1)`, [agencyId]);
      await old.query(
        `INSERT INTO pending_registration (service_provider_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
        [agencyId, hashToken(token)],
      );
      await old.destroy();

      const migrated = await createTestApp(testAppConfig({ DATABASE_URL: freshUrl }));
      try {
        const email = uniqueEmail('old-sequence');
        const admin = await request(migrated.getHttpServer())
          .post('/api/users')
          .send({
            firstName: 'Old',
            lastName: 'Sequence',
            email,
            userType: 'admin',
            password: 'sequence-password',
            registrationToken: token,
          })
          .expect(201);

        expect(admin.body).toMatchObject({ email, userType: 'admin', status: 'active', serviceProviderId: agencyId });
        const [agency] = await migrated
          .get(DataSource)
          .query(
            `SELECT company_name, website, license_status, current_team_members FROM service_provider WHERE id = $1`,
            [agencyId],
          );
        expect(agency).toEqual({
          company_name: 'Old Sequence GmbH',
          website: 'https://old.example',
          license_status: 'trial',
          current_team_members: 1,
        });
      } finally {
        await migrated.close();
      }
    } finally {
      await dataSource.query(`DROP DATABASE IF EXISTS ${database}`);
    }
  });
});

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
