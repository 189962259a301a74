import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { create, extract } from 'tar';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import {
  objectContent,
  objectKeys,
  startS3TestServer,
  stopS3TestServer,
  type S3TestServer,
} from '../../test/s3-test-server';
import { createTestTenant, type TestTenant } from '../../test/test-tenant';
import type { AppConfig } from '../config/app-config';
import { AppDataSource } from '../database/app-data-source';
import { ExternalDatabaseServer } from '../database/external-database-server';
import { DATABASE_MIGRATIONS } from '../database/migrations/database-migrations';
import { createTypeOrmOptions } from '../database/typeorm-options';
import { DemoDataSeeder } from '../demo-data/demo-data.seeder';
import { runBackupCommand } from './backup-command';
import type { BackupManifest } from './backup-manifest';
import { PRODUCT_VERSION } from './product-version';

// PGlite's CommonJS build loads Node built-ins with import(), which Jest only allows with this flag.
const canRunPglite =
  process.execArgv.includes('--experimental-vm-modules') ||
  /--experimental-vm-modules/.test(process.env.NODE_OPTIONS ?? '');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

type Counts = Record<string, number>;

const COUNT_TABLES = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`;

/** The row count of every table (migrations table included). */
async function countRows(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Counts> {
  const counts: Counts = {};
  for (const { name } of (await query(COUNT_TABLES)) as { name: string }[]) {
    const [{ count }] = (await query(`SELECT count(*)::int AS count FROM "${name}"`)) as { count: number }[];
    counts[name] = count;
  }
  return counts;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const countRowsAt = (url: string) =>
  withClient(url, (client) => countRows(async (sql) => (await client.query(sql)).rows));

/** Every stored file under a files folder, by storage key, with its bytes. */
function filesUnder(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file);
    if (!key.startsWith('.')) files[key] = readFileSync(file).toString('base64');
  }
  return files;
}

/** Agency rows and an uploaded file (on a task), made through the API. */
async function addTenantWithFile(app: INestApplication, name: string): Promise<TestTenant> {
  const tenant = await createTestTenant(app, name);
  await request(app.getHttpServer())
    .post(`/api/files?target=task&parentId=${tenant.visibleTaskA}`)
    .set({ Authorization: `Bearer ${tenant.team.token}` })
    .attach('file', Buffer.concat([PDF, Buffer.from(name)]), 'brief.pdf')
    .expect(201);
  return tenant;
}

describe('backup and restore', () => {
  let workDir: string;
  const drops: (() => Promise<void>)[] = [];
  let app: INestApplication | undefined;

  const freshDatabase = async (label: string) => {
    const database = await createFreshDatabase(label);
    drops.push(database.drop);
    return database.url;
  };
  const folder = (name: string) => mkdtempSync(path.join(workDir, `${name}-`));

  beforeAll(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'taskflow-backup-e2e-'));
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const restoreInto = (config: AppConfig, archive: string) => runBackupCommand(config, 'restore', [archive]);

  /** Restores into an empty PostgreSQL and files folder; expects the same rows per table and the same file bytes. */
  async function expectRestoredCopy(
    archive: string,
    sourceCounts: Counts,
    sourceFiles: Record<string, string>,
  ): Promise<{ url: string; filesDir: string }> {
    const url = await freshDatabase('backup_target');
    const filesDir = folder('target-files');
    const config = testAppConfig({ DATABASE_URL: url, FILES_DIR: filesDir, DATA_DIR: folder('target-data') });
    expect(await restoreInto(config, archive)).toBe(0);

    expect(await countRowsAt(url)).toEqual(sourceCounts);
    expect(filesUnder(filesDir)).toEqual(sourceFiles);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);
    return { url, filesDir };
  }

  let pgArchive: string;
  let pgFiles: Record<string, string>;

  // Demo data, a second agency and an upload on a PostgreSQL installation; backup, then restore into a new one.
  it('restores a PostgreSQL installation into an empty PostgreSQL database and files folder', async () => {
    const url = await freshDatabase('backup_source');
    const dataDir = folder('source-data');
    const config = testAppConfig({ DATABASE_URL: url, DATA_DIR: dataDir });
    app = await createTestApp(config);
    expect(await app.get(DemoDataSeeder).seedIfEmpty()).toBe(true);
    const tenant = await addTenantWithFile(app, 'Backup Studio');
    await app.close();
    app = undefined;
    const counts = await countRowsAt(url);
    const files = filesUnder(path.join(dataDir, 'files'));
    pgFiles = files;

    pgArchive = path.join(workDir, 'postgres.tar.gz');
    expect(await runBackupCommand(config, 'backup', ['--out', pgArchive])).toBe(0);
    const manifest = readManifestOf(pgArchive);
    expect(manifest).toMatchObject({ format: 1, product: 'TaskFlow', version: PRODUCT_VERSION });
    expect(manifest.migration).toBe(manifest.migrations[manifest.migrations.length - 1]);
    expect(Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]))).toEqual(counts);
    expect(manifest.files).toEqual({ count: Object.keys(files).length, bytes: expect.any(Number), missing: [] });

    const target = await expectRestoredCopy(pgArchive, counts, files);

    // The restored installation works: the API signs in on it and serves the uploaded file's content.
    app = await createTestApp(
      testAppConfig({ DATABASE_URL: target.url, FILES_DIR: target.filesDir, DATA_DIR: folder('check-data') }),
    );
    const list = await request(app.getHttpServer())
      .get(`/api/files/task/${tenant.visibleTaskA}`)
      .set({ Authorization: `Bearer ${tenant.team.token}` })
      .expect(200);
    const [uploaded] = list.body as { url: string }[];
    const content = await request(app.getHttpServer())
      .get(uploaded.url)
      .set({ Authorization: `Bearer ${tenant.team.token}` })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(content.body).toEqual(Buffer.concat([PDF, Buffer.from('Backup Studio')]));

    // A database with rows is refused, and keeps them.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await restoreInto(config, pgArchive)).toBe(1);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Restore refused: The database is not empty/));
    } finally {
      errors.mockRestore();
    }
    expect(await countRowsAt(url)).toEqual(counts);
  }, 300_000);

  it('refuses an archive of a newer version, naming both versions, and writes nothing', async () => {
    expect(pgArchive).toBeDefined();
    const unpacked = folder('unpacked');
    await extract({ file: pgArchive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify({ ...manifest, version: '99.0.0' }));
    const newer = path.join(workDir, 'newer.tar.gz');
    await create({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json', 'database', 'files']);

    const url = await freshDatabase('backup_refused');
    const filesDir = folder('refused-files');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const config = testAppConfig({ DATABASE_URL: url, FILES_DIR: filesDir, DATA_DIR: folder('refused-data') });
      expect(await restoreInto(config, newer)).toBe(1);
      expect(errors).toHaveBeenCalledWith(
        `Restore refused: The archive was written by TaskFlow 99.0.0 (database at migration ${manifest.migration}), ` +
          `a newer version than this TaskFlow ${PRODUCT_VERSION}: restore it with TaskFlow 99.0.0 or newer`,
      );
    } finally {
      errors.mockRestore();
    }
    expect(await countRowsAt(url)).toEqual({});
    expect(readdirSync(filesDir)).toEqual([]);
  }, 120_000);

  it('moves an embedded installation into PostgreSQL', async () => {
    if (!canRunPglite) {
      throw new Error(
        'Run the API e2e tests with `npx nx e2e api` (it starts Node with --experimental-vm-modules for PGlite)',
      );
    }
    const dataDir = folder('embedded-data');
    const config = testAppConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir });
    const embedded = await createTestApp(config);
    app = embedded;
    await addTenantWithFile(embedded, 'Embedded Studio');
    const counts = await countRows((sql) => embedded.get(DataSource).query(sql));
    await embedded.close();
    app = undefined;
    const files = filesUnder(path.join(dataDir, 'files'));

    const archive = path.join(workDir, 'embedded.tar.gz');
    expect(await runBackupCommand(config, 'backup', ['--out', archive])).toBe(0);
    expect(readManifestOf(archive).tables.find((table) => table.name === 'stored_file')?.rows).toBe(1);

    await expectRestoredCopy(archive, counts, files);
  }, 300_000);
  it('restores a PostgreSQL archive into an empty embedded database', async () => {
    if (!canRunPglite) {
      throw new Error(
        'Run the API e2e tests with `npx nx e2e api` (it starts Node with --experimental-vm-modules for PGlite)',
      );
    }
    expect(pgArchive).toBeDefined();
    const filesDir = folder('embedded-target-files');
    const config = testAppConfig({ DATABASE_URL: undefined, DATA_DIR: folder('embedded-target'), FILES_DIR: filesDir });
    expect(await restoreInto(config, pgArchive)).toBe(0);

    const embedded = await createTestApp(config);
    app = embedded;
    const counts = await countRows((sql) => embedded.get(DataSource).query(sql));
    const archived = readManifestOf(pgArchive).tables;
    expect(counts).toEqual(Object.fromEntries(archived.map((table) => [table.name, table.rows])));
    expect(filesUnder(filesDir)).toEqual(pgFiles);
  }, 300_000);
  it('restores an archive of an older schema and migrates it on to this build', async () => {
    const url = await freshDatabase('backup_older');
    const config = testAppConfig({ DATABASE_URL: url, DATA_DIR: folder('older-data') });
    const older = DATABASE_MIGRATIONS.slice(0, 20);
    const options = createTypeOrmOptions(new ExternalDatabaseServer(url), config);
    const dataSource = await new AppDataSource({ ...options, migrations: older } as DataSourceOptions).initialize();
    await dataSource.query(`INSERT INTO waitlist_entry (email) VALUES ('older@example.com')`);
    await dataSource.destroy();

    const archive = path.join(workDir, 'older.tar.gz');
    expect(await runBackupCommand(config, 'backup', ['--out', archive])).toBe(0);
    expect(readManifestOf(archive).migrations).toHaveLength(older.length);

    const target = await freshDatabase('backup_older_target');
    const restoreConfig = testAppConfig({ DATABASE_URL: target, FILES_DIR: folder('older-files') });
    expect(await restoreInto(restoreConfig, archive)).toBe(0);
    const counts = await countRowsAt(target);
    expect(counts['typeorm_migrations']).toBe(DATABASE_MIGRATIONS.length);
    expect(counts['waitlist_entry']).toBe(1);
    // The newer migrations' tables are there, empty.
    expect(counts['time_entry']).toBe(0);
  }, 120_000);

  // FILES_STORE=s3: the files are read from one bucket and restored into another through the same storage interface.
  it('backs up the files of an installation on S3-compatible storage and restores them into another bucket', async () => {
    const stores: S3TestServer[] = [];
    try {
      const source = await startS3TestServer('backup-source');
      stores.push(source);
      const target = await startS3TestServer('backup-target');
      stores.push(target);
      const url = await freshDatabase('backup_s3_source');
      const config = testAppConfig({ DATABASE_URL: url, DATA_DIR: folder('s3-source-data'), ...source.env });
      app = await createTestApp(config);
      await addTenantWithFile(app, 'Bucket Studio');
      await app.close();
      app = undefined;
      const counts = await countRowsAt(url);
      const keys = await objectKeys(source);
      expect(keys).toHaveLength(1);

      const archive = path.join(workDir, 's3.tar.gz');
      expect(await runBackupCommand(config, 'backup', ['--out', archive])).toBe(0);
      expect(readManifestOf(archive).files).toMatchObject({ count: 1, missing: [] });

      const targetUrl = await freshDatabase('backup_s3_target');
      const targetConfig = testAppConfig({
        DATABASE_URL: targetUrl,
        DATA_DIR: folder('s3-target-data'),
        ...target.env,
      });
      expect(await restoreInto(targetConfig, archive)).toBe(0);
      expect(await countRowsAt(targetUrl)).toEqual(counts);
      expect(await objectKeys(target)).toEqual(keys);
      expect(await objectContent(target, keys[0])).toEqual(Buffer.concat([PDF, Buffer.from('Bucket Studio')]));
    } finally {
      for (const store of stores) await stopS3TestServer(store);
    }
  }, 300_000);
});

function readManifestOf(archive: string): BackupManifest {
  const unpacked = mkdtempSync(path.join(os.tmpdir(), 'taskflow-manifest-'));
  try {
    extractSync(archive, unpacked);
    return JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

function extractSync(file: string, cwd: string): void {
  extract({ file, cwd, sync: true, filter: (entry) => entry === 'manifest.json' });
}
