import type { INestApplication } from '@nestjs/common';
import {
  fieldErrorCodesOf,
  mentionToken,
  mentionedUserIds,
  type MentionCandidate,
  type NotificationPage,
} from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { Fixtures } from '../../test/fixtures';
import { SmtpTestServer, waitFor } from '../../test/smtp-test-server';
import { createTestTenant, tokenFor, type TestTenant, type TestUser } from '../../test/test-tenant';

/**
 * Mentions in messages and task descriptions (docs/mentions-and-formatting.md): the picker's audience (a conversation's
 * participants; whoever will see the task), refusals of anyone else, and the `mentioned` notification for the newly
 * mentioned alone, never for someone outside.
 */
describe('mentions in messages and task descriptions', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;
  let database: { url: string; drop: () => Promise<void> };
  let tenant: TestTenant;
  let fixtures: Fixtures;
  let sql: DataSource;

  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const at = (user: { id: string }) => mentionToken(user.id, 'Person');
  const candidates = (user: TestUser, query: string) => http().get(`/api/mentions/candidates?${query}`).set(as(user));
  const ids = (body: MentionCandidate[]) => body.map((candidate) => candidate.id).sort();
  const mentionRows = (userId: string) =>
    sql.query(`SELECT * FROM notification WHERE recipient_id = $1 AND reason = 'mentioned'`, [userId]);
  const centre = async (user: TestUser) =>
    (await http().get('/api/notifications').set(as(user)).expect(200)).body as NotificationPage;
  /** A further active team member of the agency, with a token. */
  const newTeamMember = async (): Promise<TestUser> => {
    const id = await fixtures.teamMember();
    const user = { id, serviceProviderId: tenant.serviceProviderId, userType: 'team' as const };
    return { ...user, email: '', token: tokenFor(user) };
  };

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    database = await createFreshDatabase('mention_places');
    app = await createTestApp(testAppConfig({ DATABASE_URL: database.url, ...smtp.env }));
    sql = app.get(DataSource);
    tenant = await createTestTenant(app, 'Mention Places');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.down();
    await database?.drop();
  });

  describe('in messages', () => {
    it("offers a conversation's active participants, and nothing to anyone outside it", async () => {
      const outsider = await newTeamMember();
      const conversation = await fixtures.conversation(
        tenant.admin.id,
        [tenant.team.id, tenant.clientA.id],
        'team_channel',
      );
      const offered = await candidates(tenant.team, `conversationId=${conversation}`).expect(200);
      expect(ids(offered.body)).toEqual([tenant.admin.id, tenant.team.id, tenant.clientA.id].sort());
      // Not a participant (an admin neither): not found, no list.
      await candidates(outsider, `conversationId=${conversation}`).expect(404);
      await candidates(tenant.clientB, `conversationId=${conversation}`).expect(404);
      // Someone who left no longer reads it, and is no longer offered.
      await sql.query(
        `UPDATE conversation_participant SET is_active = false WHERE conversation_id = $1 AND user_id = $2`,
        [conversation, tenant.clientA.id],
      );
      await candidates(tenant.clientA, `conversationId=${conversation}`).expect(404);
      const after = await candidates(tenant.admin, `conversationId=${conversation}`).expect(200);
      expect(ids(after.body)).toEqual([tenant.admin.id, tenant.team.id].sort());
    });

    it('refuses a message mentioning a non-participant with 400 MENTION_OUTSIDE_AUDIENCE; nothing is saved', async () => {
      const outsider = await newTeamMember();
      const conversation = await fixtures.conversation(tenant.admin.id, [tenant.team.id]);
      const refused = await http()
        .post(`/api/conversations/${conversation}/messages`)
        .set(as(tenant.admin))
        .send({ content: `Look ${at(outsider)}` })
        .expect(400);
      expect(fieldErrorCodesOf(refused.body)).toEqual({ content: 'MENTION_OUTSIDE_AUDIENCE' });
      expect(await sql.query(`SELECT id FROM message WHERE conversation_id = $1`, [conversation])).toEqual([]);

      // Editing a message into one that mentions an outsider is refused too; the message keeps its text.
      const sent = await http()
        .post(`/api/conversations/${conversation}/messages`)
        .set(as(tenant.admin))
        .send({ content: 'Plain' })
        .expect(201);
      const edit = await http()
        .put(`/api/conversations/messages/${sent.body.id}`)
        .set(as(tenant.admin))
        .send({ content: `Plain ${at(outsider)}` })
        .expect(400);
      expect(fieldErrorCodesOf(edit.body)).toEqual({ content: 'MENTION_OUTSIDE_AUDIENCE' });
      const [row] = await sql.query(`SELECT content FROM message WHERE id = $1`, [sent.body.id]);
      expect(row.content).toBe('Plain');
      expect(await mentionRows(outsider.id)).toEqual([]);
    });

    it('notifies the mentioned participant alone (centre and mail), by user id, and again only for new mentions', async () => {
      const listener = await newTeamMember();
      const mentioned = await newTeamMember();
      const later = await newTeamMember();
      const conversation = await fixtures.conversation(
        tenant.admin.id,
        [listener.id, mentioned.id, later.id],
        'team_channel',
      );
      const content = `Could you check **this**, ${at(mentioned)}? And ${at(tenant.admin)}`;
      const sent = await http()
        .post(`/api/conversations/${conversation}/messages`)
        .set(as(tenant.admin))
        .send({ content })
        .expect(201);
      expect(sent.body.content).toBe(content);
      expect(mentionedUserIds(sent.body.content)).toEqual([mentioned.id, tenant.admin.id]);

      const [row] = await waitFor('the mention notification', async () => {
        const rows = await mentionRows(mentioned.id);
        return rows.length ? rows : null;
      });
      expect(row).toMatchObject({ reason: 'mentioned', in_app: true, email: true });
      const page = await centre(mentioned);
      expect(page.unreadCount).toBe(1);
      expect(page.items).toEqual([
        expect.objectContaining({
          reason: 'mentioned',
          kind: 'message.mentioned',
          actorName: 'Test admin',
          project: null,
          task: null,
          conversation: { id: conversation, name: 'Channel' },
        }),
      ]);
      // The author and the participants not mentioned hear nothing of it (the activity's notifications are made in
      // one transaction: they are all there once one is).
      expect(await mentionRows(tenant.admin.id)).toEqual([]);
      expect(await mentionRows(listener.id)).toEqual([]);
      expect((await centre(listener)).items).toEqual([]);

      // Editing the message to add a second mention tells the newly mentioned one only.
      await http()
        .put(`/api/conversations/messages/${sent.body.id}`)
        .set(as(tenant.admin))
        .send({ content: `${content} ${at(later)}` })
        .expect(200);
      await waitFor('the later one told', async () => ((await mentionRows(later.id)).length === 1 ? true : null));
      expect(await mentionRows(mentioned.id)).toHaveLength(1);
    });

    it('mails the mention (the text without tokens) and the entry goes once the person left the conversation', async () => {
      const conversation = await fixtures.conversation(tenant.admin.id, [tenant.clientA.id]);
      await http()
        .post(`/api/conversations/${conversation}/messages`)
        .set(as(tenant.admin))
        .send({ content: `Hello ${at(tenant.clientA)}, the draft is ready` })
        .expect(201);
      const mail = await smtp.waitForMail(tenant.clientA.email, (received) =>
        received.text.includes('mentioned you in a message'),
      );
      expect(mail.subject).toContain('Test admin mentioned you in a message');
      expect(mail.text).toContain('Hello @Person, the draft is ready');
      expect(mail.text).not.toContain('(user:');
      expect(mail.text).toContain(`/dashboard/messages?tab=direct&conversationId=${conversation}`);
      await waitFor('the entry', async () =>
        (await centre(tenant.clientA)).items.some((item) => item.conversation?.id === conversation) ? true : null,
      );

      // Visibility canary: out of the conversation, the entry is out of the centre (and of its count).
      await sql.query(
        `UPDATE conversation_participant SET is_active = false WHERE conversation_id = $1 AND user_id = $2`,
        [conversation, tenant.clientA.id],
      );
      const page = await centre(tenant.clientA);
      expect(page.items.some((item) => item.conversation?.id === conversation)).toBe(false);
    });
  });

  describe('in task descriptions', () => {
    const newTask = (user: TestUser, fields: object) =>
      http()
        .post('/api/tasks')
        .set(as(user))
        .send({
          title: 'Mentioned task',
          description: 'x',
          projectId: tenant.projectA,
          assignedToId: tenant.team.id,
          category: 'development',
          isClientVisible: false,
          ...fields,
        });

    it('offers whoever will see the task as the form stands: the client only when it is client-visible', async () => {
      const base = `projectId=${tenant.projectA}&field=description&assignedToId=${tenant.admin.id}`;
      // (The agency has more team members by now, made by the tests above; they all see every task.)
      const internal = await candidates(tenant.admin, `${base}&clientVisible=false`).expect(200);
      expect(ids(internal.body)).toEqual(expect.arrayContaining([tenant.admin.id, tenant.team.id]));
      expect(ids(internal.body)).not.toContain(tenant.clientA.id);
      const shared = await candidates(tenant.admin, `${base}&clientVisible=true`).expect(200);
      expect(ids(shared.body)).toEqual([...ids(internal.body), tenant.clientA.id].sort());
      // The other company's contact is never offered; clients get no form audience at all.
      expect(ids(shared.body)).not.toContain(tenant.clientB.id);
      await candidates(tenant.clientA, `${base}&clientVisible=true`).expect(404);

      // A team member without "see all tasks" is offered for their own task only.
      await fixtures.setTeamPermissionFlags({ canViewAllTasks: false });
      try {
        const others = await candidates(tenant.admin, `${base}&clientVisible=false`).expect(200);
        expect(ids(others.body)).toEqual([tenant.admin.id]);
        const theirs = await candidates(
          tenant.admin,
          `projectId=${tenant.projectA}&field=description&assignedToId=${tenant.team.id}&clientVisible=false`,
        ).expect(200);
        expect(ids(theirs.body)).toEqual([tenant.admin.id, tenant.team.id].sort());
      } finally {
        await fixtures.setTeamPermissionFlags({});
      }
    });

    it('refuses a new internal task mentioning the client (400 on description), saving nothing', async () => {
      const before = await sql.query(`SELECT count(*)::int AS n FROM task`);
      const told = (await mentionRows(tenant.clientA.id)).length;
      const refused = await newTask(tenant.admin, { description: `For ${at(tenant.clientA)}` }).expect(400);
      expect(fieldErrorCodesOf(refused.body)).toEqual({ description: 'MENTION_OUTSIDE_AUDIENCE' });
      expect(await sql.query(`SELECT count(*)::int AS n FROM task`)).toEqual(before);
      expect(await mentionRows(tenant.clientA.id)).toHaveLength(told);
    });

    it('notifies the mentioned of a new task, and on an update only the newly mentioned', async () => {
      const first = await newTeamMember();
      const second = await newTeamMember();
      const created = await newTask(tenant.admin, {
        description: `Brief: ${at(first)} writes, ${at(tenant.admin)} reviews`,
      }).expect(201);
      const [row] = await waitFor('the mention notification', async () => {
        const rows = await mentionRows(first.id);
        return rows.length ? rows : null;
      });
      expect(row.reason).toBe('mentioned');
      const entry = (await centre(first)).items[0];
      expect(entry).toMatchObject({
        reason: 'mentioned',
        task: { id: created.body.id, title: 'Mentioned task' },
        project: { id: tenant.projectA },
        conversation: null,
      });

      await http()
        .put(`/api/tasks/${created.body.id}`)
        .set(as(tenant.admin))
        .send({ description: `${created.body.description} and ${at(second)}` })
        .expect(200);
      await waitFor('the second one told', async () => ((await mentionRows(second.id)).length === 1 ? true : null));
      expect(await mentionRows(first.id)).toHaveLength(1);
      expect(await mentionRows(tenant.admin.id)).toEqual([]);
    });

    it('tells a mentioned client only about a client-visible task; hiding it later takes the entry away', async () => {
      const created = await newTask(tenant.admin, {
        description: `Please confirm, ${at(tenant.clientA)}`,
        isClientVisible: true,
      }).expect(201);
      await waitFor('the client told', async () =>
        (await centre(tenant.clientA)).items.some((item) => item.task?.id === created.body.id) ? true : null,
      );
      // Visibility canary: the task hidden from clients, its entry is hidden too.
      await http()
        .put(`/api/tasks/${created.body.id}`)
        .set(as(tenant.admin))
        .send({ isClientVisible: false })
        .expect(400);
      await sql.query(`UPDATE task SET is_client_visible = false WHERE id = $1`, [created.body.id]);
      const page = await centre(tenant.clientA);
      expect(page.items.some((item) => item.task?.id === created.body.id)).toBe(false);
      // The other company's contact never heard of it.
      expect((await centre(tenant.clientB)).items.some((item) => item.task?.id === created.body.id)).toBe(false);
    });
  });
});
