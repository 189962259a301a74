import type { INestApplication } from '@nestjs/common';
import { fieldErrorCodesOf, mentionToken, type MentionCandidate } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { Fixtures } from '../../test/fixtures';
import { SmtpTestServer, waitFor } from '../../test/smtp-test-server';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

/** Mentions (apps/api/README.md, "Mentions and formatted text"): audiences, refusals, candidates, notifications. */
describe('mentions', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;
  let database: { url: string; drop: () => Promise<void> };
  let tenant: TestTenant;
  let fixtures: Fixtures;
  let sql: DataSource;

  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const at = (user: TestUser) => mentionToken(user.id, 'Person');
  const candidates = (user: TestUser, query: string) => http().get(`/api/mentions/candidates?${query}`).set(as(user));
  const ids = (body: MentionCandidate[]) => body.map((candidate) => candidate.id).sort();
  const mentionRows = (userId: string) =>
    sql.query(`SELECT * FROM notification WHERE recipient_id = $1 AND reason = 'mentioned'`, [userId]);

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    database = await createFreshDatabase('mentions');
    app = await createTestApp(testAppConfig({ DATABASE_URL: database.url, ...smtp.env }));
    sql = app.get(DataSource);
    tenant = await createTestTenant(app, 'Mention Studio');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.down();
    await database?.drop();
  });

  it("offers for an internal comment only the agency, for a client-visible one also the customer's contacts", async () => {
    const internal = await candidates(tenant.admin, `taskId=${tenant.visibleTaskA}&visibility=internal`).expect(200);
    expect(ids(internal.body)).toEqual([tenant.admin.id, tenant.team.id].sort());
    const shared = await candidates(tenant.admin, `taskId=${tenant.visibleTaskA}&visibility=client`).expect(200);
    expect(ids(shared.body)).toEqual([tenant.admin.id, tenant.team.id, tenant.clientA.id].sort());
    expect(shared.body).toContainEqual({ id: tenant.clientA.id, name: expect.any(String), role: 'client' });
    // A hidden task's description is read by the agency only.
    const hidden = await candidates(tenant.admin, `taskId=${tenant.hiddenTaskA}&field=description`).expect(200);
    expect(ids(hidden.body)).not.toContain(tenant.clientA.id);
  });

  it('never answers a client with the internal audience, another company, or a task they cannot see', async () => {
    await candidates(tenant.clientA, `taskId=${tenant.visibleTaskA}&visibility=internal`).expect(404);
    await candidates(tenant.clientA, `taskId=${tenant.hiddenTaskA}&visibility=client`).expect(404);
    await candidates(tenant.clientB, `taskId=${tenant.visibleTaskA}&visibility=client`).expect(404);
    const own = await candidates(tenant.clientA, `taskId=${tenant.visibleTaskA}&visibility=client`).expect(200);
    expect(ids(own.body)).not.toContain(tenant.clientB.id);
    await candidates(tenant.clientA, 'visibility=client').expect(400);
  });

  it('refuses a mention outside the audience with 400 and saves nothing', async () => {
    const before = await sql.query(`SELECT count(*)::int AS n FROM task_comment`);
    const refused = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.admin))
      .send({ taskId: tenant.visibleTaskA, content: `FYI ${at(tenant.clientA)}`, isInternal: true })
      .expect(400);
    expect(fieldErrorCodesOf(refused.body)).toEqual({ content: 'MENTION_OUTSIDE_AUDIENCE' });
    expect(await sql.query(`SELECT count(*)::int AS n FROM task_comment`)).toEqual(before);

    const description = await http()
      .put(`/api/tasks/${tenant.hiddenTaskA}`)
      .set(as(tenant.admin))
      .send({ description: `Ask ${at(tenant.clientA)}` })
      .expect(400);
    expect(fieldErrorCodesOf(description.body)).toEqual({ description: 'MENTION_OUTSIDE_AUDIENCE' });

    const conversation = await fixtures.conversation(tenant.admin.id, [tenant.team.id]);
    const message = await http()
      .post(`/api/conversations/${conversation}/messages`)
      .set(as(tenant.admin))
      .send({ content: `Hi ${at(tenant.clientB)}` })
      .expect(400);
    expect(fieldErrorCodesOf(message.body)).toEqual({ content: 'MENTION_OUTSIDE_AUDIENCE' });
    await http()
      .post(`/api/conversations/${conversation}/messages`)
      .set(as(tenant.admin))
      .send({ content: `Hi ${at(tenant.team)}` })
      .expect(201);
  });

  it('notifies the newly mentioned once (not the author, not on re-save) and mails them', async () => {
    const content = `Please look ${at(tenant.clientA)} and ${at(tenant.admin)}`;
    const created = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.admin))
      .send({ taskId: tenant.visibleTaskA, content })
      .expect(201);
    expect(created.body.content).toBe(content);
    const [row] = await waitFor('the mention notification', async () => {
      const rows = await mentionRows(tenant.clientA.id);
      return rows.length ? rows : null;
    });
    expect(row.reason).toBe('mentioned');
    expect(await mentionRows(tenant.admin.id)).toEqual([]);
    const mail = await smtp.waitForMail(tenant.clientA.email, (received) => received.text.includes('mentioned you'));
    expect(mail.text).toContain('Test admin mentioned you in a comment on');
    expect(mail.text).toContain('@');
    expect(mail.text).not.toContain('(user:');

    // Re-saving the same mention notifies no one again; adding the team member notifies them alone.
    await http()
      .put(`/api/comments/tasks/${created.body.id}`)
      .set(as(tenant.admin))
      .send({ content: `${content} ${at(tenant.team)}` })
      .expect(200);
    await waitFor('the team member told', async () => (await mentionRows(tenant.team.id)).length === 1);
    expect(await mentionRows(tenant.clientA.id)).toHaveLength(1);
  });
});
