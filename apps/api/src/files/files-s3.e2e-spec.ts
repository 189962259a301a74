import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import {
  objectContent,
  objectKeys,
  startS3TestServer,
  stopS3TestServer,
  type S3TestServer,
} from '../../test/s3-test-server';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { FILE_STORAGE } from '../file-storage/file-storage';
import { S3FileStorage } from '../file-storage/s3-file-storage';
import { FileCleanupService } from './file-cleanup.service';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** Above the 5 MB of one part: stored by a multi-part upload. */
const MAX_BYTES = 12 * 1024 * 1024;

const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]);

/**
 * FILES_STORE=s3 against a real S3-compatible server (s3rver on loopback): the same answers as with the local disk,
 * the contents in the bucket under `<agencyId>/<uuid>`, nothing on the API's disk.
 */
describe('files in an S3-compatible object store', () => {
  let store: S3TestServer;
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  let dataDir: string;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const upload = (user: TestUser, target: string, parentId: string, content: Buffer, name: string) =>
    http().post(`/api/files?target=${target}&parentId=${parentId}`).set(as(user)).attach('file', content, name);
  const keysInBucket = () => objectKeys(store);

  beforeAll(async () => {
    store = await startS3TestServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-files-s3-'));
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, FILE_MAX_BYTES: String(MAX_BYTES), ...store.env }));
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app?.close();
    if (store) await stopS3TestServer(store);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the storage FILES_STORE=s3 chooses', () => {
    expect(app.get(FILE_STORAGE)).toBeInstanceOf(S3FileStorage);
  });

  it('stores an upload as an object under <agencyId>/<uuid> and streams it back with the same bytes and headers', async () => {
    const task = await fixtures.task({ title: 'Logo' });
    const image = await upload(tenant.team, 'task', task, PNG, 'logo.txt').expect(201);
    expect(image.body).toMatchObject({ fileName: 'logo.txt', mimeType: 'image/png', size: PNG.length });
    const [key] = await storageKeys(app, [image.body.id]);
    expect(key).toMatch(new RegExp(`^${tenant.serviceProviderId}/[0-9a-f-]{36}$`));
    expect(await keysInBucket()).toContain(key);
    expect(Buffer.compare(await objectContent(store, key), PNG)).toBe(0);

    const download = await http().get(image.body.url).set(as(tenant.clientA)).buffer(true).expect(200);
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `attachment; filename="logo.txt"; filename*=UTF-8''logo.txt`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-cache',
    });
    const preview = await http().get(image.body.previewUrl).set(as(tenant.clientA)).expect(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    await http().get(image.body.url).set(as(tenant.clientB)).expect(404);

    // Nothing of the upload stays on the API's disk.
    expect(existsSync(path.join(dataDir, 'files', tenant.serviceProviderId))).toBe(false);
    expect(readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('takes a file of several parts up to the limit, and refuses a larger one as before, leaving no object', async () => {
    const before = await keysInBucket();
    const large = pdfOf(MAX_BYTES);
    const stored = await upload(tenant.team, 'task', tenant.visibleTaskA, large, 'large.pdf').expect(201);
    const download = await http().get(stored.body.url).set(as(tenant.team)).buffer(true).expect(200);
    expect(download.headers['content-length']).toBe(String(MAX_BYTES));
    expect(Buffer.compare(download.body as Buffer, large)).toBe(0);
    const [key] = await storageKeys(app, [stored.body.id]);
    expect(await keysInBucket()).toEqual([...before, key].sort());

    const tooLarge = await upload(tenant.team, 'task', tenant.visibleTaskA, pdfOf(MAX_BYTES + 1), 'huge.pdf').expect(
      413,
    );
    expect(tooLarge.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is larger than 12 MB' });
    expect(await keysInBucket()).toEqual([...before, key].sort());
    expect(readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('removes the object of a deleted attachment, and of files deleted with their task by the cleanup job', async () => {
    const attachment = await upload(tenant.team, 'task', tenant.visibleTaskA, PDF, 'gone.pdf').expect(201);
    const [attachmentKey] = await storageKeys(app, [attachment.body.id]);
    expect(await keysInBucket()).toContain(attachmentKey);
    await http().delete(attachment.body.url).set(as(tenant.team)).expect(204);
    await app.get(FileCleanupService).run();
    expect(await keysInBucket()).not.toContain(attachmentKey);

    const task = await fixtures.task({ title: 'Soon deleted' });
    const files = await Promise.all(
      ['a.pdf', 'b.pdf'].map(async (name) => (await upload(tenant.team, 'task', task, PDF, name).expect(201)).body.id),
    );
    const keys = await storageKeys(app, files);
    await http().delete(`/api/tasks/${task}`).set(as(tenant.admin)).expect(204);
    await app.get(FileCleanupService).run();
    const left = await keysInBucket();
    for (const key of keys) expect(left).not.toContain(key);
    // Removing what is already gone is fine (a cleanup run that was interrupted runs again).
    await expect(app.get(FileCleanupService).removeDeletedContents()).resolves.toBe(0);
  });

  it('answers a file whose object is missing like a missing file (404), and still lists and removes it', async () => {
    const file = await upload(tenant.team, 'task', tenant.visibleTaskA, PDF, 'lost.pdf').expect(201);
    const [key] = await storageKeys(app, [file.body.id]);
    await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: key }));

    const missing = await http().get(file.body.url).set(as(tenant.team)).expect(404);
    expect(missing.body).toMatchObject({ code: 'FILE_NOT_FOUND' });
    const listed = await http().get(`/api/files/task/${tenant.visibleTaskA}`).set(as(tenant.team)).expect(200);
    expect(listed.body.map((entry: { id: string }) => entry.id)).toContain(file.body.id);
    await http().delete(file.body.url).set(as(tenant.team)).expect(204);
    await app.get(FileCleanupService).run();
  });
});

/**
 * Two API instances, each with its own data folder, sharing PostgreSQL and the bucket (as several processes behind a
 * load balancer): no shared volume is needed for files.
 */
describe('files shared by two API instances through the object store', () => {
  let store: S3TestServer;
  const apps: INestApplication[] = [];
  const dataDirs: string[] = [];
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

  beforeAll(async () => {
    store = await startS3TestServer('taskflow-shared');
    for (const name of ['first', 'second']) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `taskflow-files-s3-${name}-`));
      dataDirs.push(dataDir);
      apps.push(await createTestApp(testAppConfig({ DATA_DIR: dataDir, ...store.env })));
    }
    tenant = await createTestTenant(apps[0]);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (store) await stopS3TestServer(store);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a file uploaded through one instance from the other, and deletes it there', async () => {
    const [first, second] = apps.map((app) => () => request(app.getHttpServer()));
    const content = pdfOf(64 * 1024);
    const uploaded = await first()
      .post(`/api/files?target=task&parentId=${tenant.visibleTaskA}`)
      .set(as(tenant.team))
      .attach('file', content, 'shared.pdf')
      .expect(201);

    const download = await second().get(uploaded.body.url).set(as(tenant.clientA)).buffer(true).expect(200);
    expect(Buffer.compare(download.body as Buffer, content)).toBe(0);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="shared.pdf"; filename*=UTF-8''shared.pdf`,
    );

    await second().delete(uploaded.body.url).set(as(tenant.team)).expect(204);
    await first().get(uploaded.body.url).set(as(tenant.team)).expect(404);
    await apps[1].get(FileCleanupService).run();
    expect(await objectKeys(store)).toEqual([]);
  });
});

async function storageKeys(app: INestApplication, ids: string[]): Promise<string[]> {
  const rows: { storage_key: string }[] = await app
    .get(DataSource)
    .query('SELECT storage_key FROM stored_file WHERE id = ANY($1)', [ids]);
  return rows.map((row) => row.storage_key);
}
