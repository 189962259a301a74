import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { FileCleanupService } from './file-cleanup.service';

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

describe('files: uploads, downloads and attachments', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  let fixtures: Fixtures;
  let dataDir: string;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const storedFiles = () => listFiles(path.join(dataDir, 'files', tenant.serviceProviderId));
  const incoming = () => listFiles(path.join(dataDir, 'files', '.incoming'));

  const upload = (user: TestUser, target: string, parentId: string, content: Buffer, name: string) =>
    http().post(`/api/files?target=${target}&parentId=${parentId}`).set(as(user)).attach('file', content, name);

  const setRules = (rules: Record<string, boolean>) =>
    http().put('/api/client-communication-settings').set(as(tenant.admin)).send(rules).expect(200);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-files-'));
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir }));
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other Studio');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('detects the type from the content and serves downloads as nosniff attachments, previews only for images', async () => {
    const task = await fixtures.task({ title: 'Logo' });
    const image = await upload(tenant.team, 'task', task, PNG, 'logo.txt').expect(201);
    expect(image.body).toMatchObject({
      fileName: 'logo.txt',
      mimeType: 'image/png',
      size: PNG.length,
      url: `/api/files/${image.body.id}`,
      previewUrl: `/api/files/${image.body.id}/preview`,
      uploadedBy: { id: tenant.team.id },
    });

    const download = await http().get(image.body.url).set(as(tenant.clientA)).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="logo.txt"; filename*=UTF-8''logo.txt`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
    const preview = await http().get(image.body.previewUrl).set(as(tenant.clientA)).expect(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');

    for (const [content, name] of [
      [HTML, 'page.png'],
      [SVG, 'drawing.svg'],
    ] as const) {
      const page = await upload(tenant.team, 'task', task, content, name).expect(201);
      expect(page.body).toMatchObject({ fileName: name, mimeType: 'text/plain', previewUrl: null });
      await http().get(`${page.body.url}/preview`).set(as(tenant.team)).expect(415);
      const asFile = await http().get(page.body.url).set(as(tenant.team)).expect(200);
      expect(asFile.headers['content-type']).toMatch(/^text\/plain/);
      expect(asFile.headers['content-disposition']).toMatch(/^attachment; /);
      expect(asFile.headers['x-content-type-options']).toBe('nosniff');
    }

    const named = await upload(tenant.team, 'task', task, PDF, '../../Angebot März "final".pdf').expect(201);
    expect(named.body).toMatchObject({ fileName: 'Angebot März final.pdf', mimeType: 'application/pdf' });
    const pdf = await http().get(named.body.url).set(as(tenant.team)).expect(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Angebot M_rz final.pdf"; filename*=UTF-8''Angebot%20M%C3%A4rz%20final.pdf`,
    );

    const listed = await http().get(`/api/files/task/${task}`).set(as(tenant.clientA)).expect(200);
    expect(listed.body.map((file: { fileName: string }) => file.fileName)).toEqual([
      'logo.txt',
      'page.png',
      'drawing.svg',
      'Angebot März final.pdf',
    ]);
  });

  it('lets each caller upload and read only where they may read and write the parent', async () => {
    const visible = await upload(tenant.clientA, 'task', tenant.visibleTaskA, PDF, 'brief.pdf').expect(201);
    const hidden = await upload(tenant.admin, 'task', tenant.hiddenTaskA, PDF, 'internal.pdf').expect(201);

    await upload(tenant.clientA, 'task', tenant.hiddenTaskA, PDF, 'x.pdf').expect(404);
    await upload(tenant.clientB, 'task', tenant.visibleTaskA, PDF, 'x.pdf').expect(404);
    await upload(other.admin, 'task', tenant.visibleTaskA, PDF, 'x.pdf').expect(404);
    await http()
      .post(`/api/files?target=task&parentId=${tenant.visibleTaskA}`)
      .attach('file', PDF, 'x.pdf')
      .expect(401);

    await http().get(visible.body.url).set(as(tenant.team)).expect(200);
    await http().get(visible.body.url).set(as(tenant.clientB)).expect(404);
    await http().get(visible.body.url).set(as(other.admin)).expect(404);
    await http().get(visible.body.url).expect(401);
    await http().get(hidden.body.url).set(as(tenant.clientA)).expect(404);
    await http().get(`/api/files/task/${tenant.hiddenTaskA}`).set(as(tenant.clientA)).expect(404);

    // A task hidden from the client later takes its files with it.
    const task = await fixtures.task({ title: 'Soon internal' });
    const shared = await upload(tenant.team, 'task', task, PDF, 'shared.pdf').expect(201);
    await http().get(shared.body.url).set(as(tenant.clientA)).expect(200);
    await http().put(`/api/tasks/${task}`).set(as(tenant.team)).send({ isClientVisible: false }).expect(200);
    await http().get(shared.body.url).set(as(tenant.clientA)).expect(404);
  });

  it('refuses client uploads while client comments are off, and still lets them read', async () => {
    const before = await upload(tenant.team, 'task', tenant.visibleTaskA, PDF, 'before.pdf').expect(201);
    await setRules({ allowClientComments: false });
    try {
      const refused = await upload(tenant.clientA, 'task', tenant.visibleTaskA, PDF, 'x.pdf').expect(403);
      expect(refused.body.message).toBe('Client uploads are turned off in the client communication settings');
      await upload(tenant.clientA, 'task-comment', tenant.visibleTaskA, PDF, 'x.pdf').expect(403);
      await upload(tenant.team, 'task', tenant.visibleTaskA, PDF, 'team.pdf').expect(201);
      await http().get(before.body.url).set(as(tenant.clientA)).expect(200);
    } finally {
      await setRules({ allowClientComments: true });
    }
  });

  it('attaches drafts to a new comment of the uploader only, and keeps internal ones from clients', async () => {
    const draft = await upload(tenant.clientA, 'task-comment', tenant.visibleTaskA, PDF, 'signed.pdf').expect(201);
    await http().get(draft.body.url).set(as(tenant.clientA)).expect(200);
    await http().get(draft.body.url).set(as(tenant.admin)).expect(404);

    const stolen = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.team))
      .send({ taskId: tenant.visibleTaskA, content: 'Mine now', attachmentIds: [draft.body.id] })
      .expect(400);
    expect(stolen.body.fields).toEqual({
      attachmentIds: ['Attach only files you uploaded for this conversation or item'],
    });
    await http()
      .post('/api/comments/projects')
      .set(as(tenant.clientA))
      .send({ projectId: tenant.projectA, content: 'Wrong thread', attachmentIds: [draft.body.id] })
      .expect(400);

    const comment = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Signed, see attachment', attachmentIds: [draft.body.id] })
      .expect(201);
    expect(comment.body.attachments).toEqual([expect.objectContaining({ id: draft.body.id, fileName: 'signed.pdf' })]);
    const thread = await http().get(`/api/comments/tasks/${tenant.visibleTaskA}`).set(as(tenant.team)).expect(200);
    expect(thread.body.find((c: { id: string }) => c.id === comment.body.id).attachments).toHaveLength(1);
    await http().get(draft.body.url).set(as(tenant.admin)).expect(200);
    await http().get(draft.body.url).set(as(tenant.clientB)).expect(404);
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Again', attachmentIds: [draft.body.id] })
      .expect(400);
    await http().delete(draft.body.url).set(as(tenant.clientA)).expect(409);

    const internalDraft = await upload(tenant.team, 'task-comment', tenant.visibleTaskA, PDF, 'costs.pdf').expect(201);
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.team))
      .send({
        taskId: tenant.visibleTaskA,
        content: 'Our costs',
        isInternal: true,
        attachmentIds: [internalDraft.body.id],
      })
      .expect(201);
    await http().get(internalDraft.body.url).set(as(tenant.admin)).expect(200);
    await http().get(internalDraft.body.url).set(as(tenant.clientA)).expect(404);
  });

  it('takes a comment that is just files, also when edited, but no empty comment without any', async () => {
    const empty = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: '   ' })
      .expect(400);
    expect(empty.body.fields).toEqual({ content: ['Comment must not be empty'] });
    await http()
      .post('/api/comments/projects')
      .set(as(tenant.clientA))
      .send({ projectId: tenant.projectA, attachmentIds: [] })
      .expect(400);

    const draft = await upload(tenant.clientA, 'task-comment', tenant.visibleTaskA, PDF, 'freigabe.pdf').expect(201);
    const justFile = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: '  ', attachmentIds: [draft.body.id] })
      .expect(201);
    expect(justFile.body).toMatchObject({
      content: '',
      attachments: [{ id: draft.body.id, fileName: 'freigabe.pdf' }],
    });
    const projectDraft = await upload(tenant.team, 'project-comment', tenant.projectA, PDF, 'plan.pdf').expect(201);
    const withoutContent = await http()
      .post('/api/comments/projects')
      .set(as(tenant.team))
      .send({ projectId: tenant.projectA, attachmentIds: [projectDraft.body.id] })
      .expect(201);
    expect(withoutContent.body).toMatchObject({ content: '', attachments: [{ fileName: 'plan.pdf' }] });

    // Editing: a comment with files may lose its text again, one without files may not.
    const captioned = await http()
      .put(`/api/comments/tasks/${justFile.body.id}`)
      .set(as(tenant.clientA))
      .send({ content: 'Signed copy' })
      .expect(200);
    expect(captioned.body).toMatchObject({ content: 'Signed copy', attachments: [{ fileName: 'freigabe.pdf' }] });
    const uncaptioned = await http()
      .put(`/api/comments/tasks/${justFile.body.id}`)
      .set(as(tenant.clientA))
      .send({ content: '  ' })
      .expect(200);
    expect(uncaptioned.body).toMatchObject({ content: '', attachments: [{ fileName: 'freigabe.pdf' }] });
    const textOnly = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Just words' })
      .expect(201);
    for (const content of ['', '   ', undefined, null]) {
      const refused = await http()
        .put(`/api/comments/tasks/${textOnly.body.id}`)
        .set(as(tenant.clientA))
        .send({ content })
        .expect(400);
      expect(refused.body.fields).toEqual({ content: ['Comment must not be empty'] });
    }

    // The dashboard's feed names the files of a comment without text.
    const feed = await http().get('/api/dashboard/activity?limit=10').set(as(tenant.clientA)).expect(200);
    expect(feed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `task_${justFile.body.id}`, content: 'freigabe.pdf' }),
        expect.objectContaining({ id: `project_${withoutContent.body.id}`, content: 'plan.pdf' }),
      ]),
    );
  });

  it('sends only files uploaded to the conversation as file messages (no foreign or script links)', async () => {
    const conversation = await fixtures.conversation(tenant.team.id, [tenant.clientA.id]);
    const elsewhere = await fixtures.conversation(tenant.team.id, [tenant.admin.id]);
    const send = (fileUrl: string) =>
      http()
        .post(`/api/conversations/${conversation}/messages`)
        .set(as(tenant.team))
        .send({ messageType: 'file', fileUrl });
    const wrongPlace = await upload(tenant.team, 'message', elsewhere, PDF, 'other.pdf').expect(201);
    for (const url of ['https://evil.example.com/a.pdf', 'javascript:alert(1)', wrongPlace.body.url, '/api/files/x']) {
      const refused = await send(url).expect(400);
      expect(refused.body.fields).toEqual({
        fileUrl: ['fileUrl must be the url of a file uploaded to this conversation'],
      });
    }
    await upload(tenant.clientB, 'message', conversation, PDF, 'x.pdf').expect(403);

    const draft = await upload(tenant.team, 'message', conversation, PNG, 'mockup.png').expect(201);
    const sent = await send(draft.body.url).expect(201);
    expect(sent.body).toMatchObject({ fileUrl: draft.body.url, fileName: 'mockup.png', file: { id: draft.body.id } });
    await http().get(draft.body.previewUrl).set(as(tenant.clientA)).expect(200);
    await http().get(draft.body.url).set(as(tenant.admin)).expect(404);
    const page = await http().get(`/api/conversations/${conversation}/messages`).set(as(tenant.clientA)).expect(200);
    expect(page.body.messages.at(-1).file).toMatchObject({ id: draft.body.id, mimeType: 'image/png' });
  });

  it('deletes files with their task, comment, message or project, and their contents from the disk', async () => {
    const project = await fixtures.project();
    const task = await fixtures.task({ projectId: project });
    const taskFile = await upload(tenant.team, 'task', task, PDF, 'task.pdf').expect(201);
    const commentDraft = await upload(tenant.team, 'task-comment', task, PDF, 'comment.pdf').expect(201);
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.team))
      .send({ taskId: task, content: 'With a file', attachmentIds: [commentDraft.body.id] })
      .expect(201);
    const conversation = await fixtures.conversation(tenant.team.id, [tenant.clientA.id]);
    const messageDraft = await upload(tenant.team, 'message', conversation, PDF, 'message.pdf').expect(201);
    const message = await http()
      .post(`/api/conversations/${conversation}/messages`)
      .set(as(tenant.team))
      .send({ messageType: 'file', fileUrl: messageDraft.body.url })
      .expect(201);
    const ids = [taskFile.body.id, commentDraft.body.id, messageDraft.body.id];
    const keys = await storageKeys(app, ids);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(existsSync(path.join(dataDir, 'files', key))).toBe(true);

    await http().delete(`/api/projects/${project}`).set(as(tenant.admin)).expect(204);
    await http().delete(`/api/conversations/messages/${message.body.id}`).set(as(tenant.team)).expect(204);
    for (const id of ids) await http().get(`/api/files/${id}`).set(as(tenant.admin)).expect(404);
    await app.get(FileCleanupService).run();
    for (const key of keys) expect(existsSync(path.join(dataDir, 'files', key))).toBe(false);
  });

  it('removes task attachments for their uploader or editors, own drafts, and drafts nobody sent within a day', async () => {
    const clientFile = await upload(tenant.clientA, 'task', tenant.visibleTaskA, PDF, 'mine.pdf').expect(201);
    const teamFile = await upload(tenant.team, 'task', tenant.visibleTaskA, PDF, 'team.pdf').expect(201);
    await http().delete(teamFile.body.url).set(as(tenant.clientA)).expect(403);
    await http().delete(clientFile.body.url).set(as(tenant.clientA)).expect(204);
    await http().delete(teamFile.body.url).set(as(tenant.admin)).expect(204);

    const draft = await upload(tenant.team, 'project-comment', tenant.projectA, PDF, 'draft.pdf').expect(201);
    await http().delete(draft.body.url).set(as(tenant.admin)).expect(404);
    await http().delete(draft.body.url).set(as(tenant.team)).expect(204);

    const forgotten = await upload(tenant.team, 'project-comment', tenant.projectA, PDF, 'old.pdf').expect(201);
    const [key] = await storageKeys(app, [forgotten.body.id]);
    await app
      .get(DataSource)
      .query(`UPDATE stored_file SET created_at = now() - interval '25 hours' WHERE id = $1`, [forgotten.body.id]);
    await app.get(FileCleanupService).run();
    await http().get(forgotten.body.url).set(as(tenant.team)).expect(404);
    expect(existsSync(path.join(dataDir, 'files', key))).toBe(false);
  });

  it('leaves nothing behind when an upload is cancelled half way', async () => {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const before = storedFiles().length;
    const boundary = 'taskflow-boundary';
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/files?target=task&parentId=${tenant.visibleTaskA}`,
      headers: {
        Authorization: `Bearer ${tenant.team.token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(10 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    upload.write(Buffer.alloc(256 * 1024, 1));
    await waitFor(() => incoming().length > 0);
    upload.destroy();
    await waitFor(() => incoming().length === 0);
    expect(storedFiles().length).toBe(before);
  });
});

describe('files: limits', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let dataDir: string;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const upload = (size: number) =>
    request(app.getHttpServer())
      .post(`/api/files?target=task&parentId=${tenant.visibleTaskA}`)
      .set(as(tenant.team))
      .attach('file', Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]), 'file.pdf');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-file-limits-'));
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, FILE_MAX_BYTES: '2000', FILE_QUOTA_BYTES: '2500' }));
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a file above the size limit and an agency above its quota, keeping nothing of them', async () => {
    const empty = await request(app.getHttpServer())
      .post(`/api/files?target=task&parentId=${tenant.visibleTaskA}`)
      .set(as(tenant.team))
      .expect(400);
    expect(empty.body.fields).toEqual({ file: ['Choose a file to upload'] });
    const tooLarge = await upload(2001).expect(413);
    expect(tooLarge.body.message).toBe('The file is larger than 2 KB');
    await upload(2000).expect(201);
    const full = await upload(1000).expect(413);
    expect(full.body.message).toMatch(/file storage .* is full/);
    await upload(500).expect(201);
    const listed = await request(app.getHttpServer())
      .get(`/api/files/task/${tenant.visibleTaskA}`)
      .set(as(tenant.team))
      .expect(200);
    expect(listed.body.map((file: { size: number }) => file.size)).toEqual([2000, 500]);
    expect(listFiles(path.join(dataDir, 'files', tenant.serviceProviderId))).toHaveLength(2);
    expect(listFiles(path.join(dataDir, 'files', '.incoming'))).toHaveLength(0);
  });
});

describe('files: drafts and upload rates per user', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let dataDir: string;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const upload = (user: TestUser, target: string, parentId: string, size = 1000) =>
    request(app.getHttpServer())
      .post(`/api/files?target=${target}&parentId=${parentId}`)
      .set(as(user))
      .attach('file', Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]), 'file.pdf');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-file-drafts-'));
    app = await createTestApp(
      testAppConfig({
        DATA_DIR: dataDir,
        FILE_MAX_BYTES: '2000',
        FILE_QUOTA_BYTES: '1000000',
        FILE_DRAFT_QUOTA_BYTES: '2500',
      }),
    );
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("limits each user's unsent drafts, not the agency's whole quota; sending a draft frees its room", async () => {
    const comment = (user: TestUser) => upload(user, 'task-comment', tenant.visibleTaskA, 1200);
    const first = await comment(tenant.clientA).expect(201);
    await comment(tenant.clientA).expect(201);
    const full = await comment(tenant.clientA).expect(413);
    expect(full.body.message).toBe('Your unsent attachments (2.4 KB) are full: send or remove some first');

    // Others' drafts, and attachments of a task, are not the client's drafts.
    await comment(tenant.team).expect(201);
    await upload(tenant.clientA, 'task', tenant.visibleTaskA, 1200).expect(201);
    await request(app.getHttpServer())
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Here it is', attachmentIds: [first.body.id] })
      .expect(201);
    await comment(tenant.clientA).expect(201);
  });

  it('takes 100 uploads per user in 15 minutes, then answers 429 with Retry-After; other users go on', async () => {
    for (let index = 0; index < 100; index += 1)
      await upload(tenant.admin, 'task', tenant.visibleTaskA, 100).expect(201);

    const refused = await upload(tenant.admin, 'task', tenant.visibleTaskA, 100).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await upload(tenant.team, 'task', tenant.visibleTaskA, 100).expect(201);
  });
});

function listFiles(directory: string): string[] {
  return existsSync(directory) ? readdirSync(directory) : [];
}

async function storageKeys(app: INestApplication, ids: string[]): Promise<string[]> {
  const rows: { storage_key: string }[] = await app
    .get(DataSource)
    .query('SELECT storage_key FROM stored_file WHERE id = ANY($1)', [ids]);
  return rows.map((row) => row.storage_key);
}

/** Polls a condition the server reaches on its own (the upload's file appearing or going), for at most 10 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached within 10 s');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
