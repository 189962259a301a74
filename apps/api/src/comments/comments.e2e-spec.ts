import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

describe('task and project comments', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const contents = (body: { content: string }[]) => body.map((comment) => comment.content);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  it("stores who wrote a comment and marks it read for the writer's side only", async () => {
    const team = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.team))
      .send({ taskId: tenant.visibleTaskA, content: '  We are on it  ' })
      .expect(201);
    expect(team.body).toMatchObject({
      content: 'We are on it',
      isInternal: false,
      isReadByTeam: true,
      isReadByClient: false,
      taskId: tenant.visibleTaskA,
      task: { id: tenant.visibleTaskA, title: 'Visible A' },
      user: { id: tenant.team.id, firstName: 'Test', lastName: 'team', userType: 'team' },
    });

    const client = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Thanks!' })
      .expect(201);
    expect(client.body).toMatchObject({ isReadByTeam: false, isReadByClient: true, user: { userType: 'client' } });
    const task = await http().get(`/api/tasks/${tenant.visibleTaskA}`).set(as(tenant.admin)).expect(200);
    expect(Date.now() - Date.parse(task.body.lastClientActivity)).toBeLessThan(60_000);
  });

  it('never shows internal comments to clients, and to the team only with includeInternal', async () => {
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.admin))
      .send({ taskId: tenant.visibleTaskA, content: 'Internal note', isInternal: true })
      .expect(201);

    const client = await http()
      .get(`/api/comments/tasks/${tenant.visibleTaskA}?includeInternal=true`)
      .set(as(tenant.clientA))
      .expect(200);
    const teamDefault = await http().get(`/api/comments/tasks/${tenant.visibleTaskA}`).set(as(tenant.team)).expect(200);
    const teamInternal = await http()
      .get(`/api/comments/tasks/${tenant.visibleTaskA}?includeInternal=true`)
      .set(as(tenant.team))
      .expect(200);
    const clientAll = await http().get('/api/comments/tasks?includeInternal=true').set(as(tenant.clientA)).expect(200);

    expect(contents(client.body)).not.toContain('Internal note');
    expect(contents(clientAll.body)).not.toContain('Internal note');
    expect(contents(teamDefault.body)).not.toContain('Internal note');
    expect(contents(teamInternal.body)).toContain('Internal note');
  });

  it('refuses internal comments from clients and any client comment while they are turned off', async () => {
    const internal = await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Psst', isInternal: true })
      .expect(403);
    expect(internal.body.message).toBe('Clients cannot write internal comments');
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.hiddenTaskA, content: 'Hidden?' })
      .expect(404);

    await http()
      .put('/api/client-communication-settings')
      .set(as(tenant.admin))
      .send({ allowClientComments: false })
      .expect(200);
    try {
      const off = await http()
        .post('/api/comments/projects')
        .set(as(tenant.clientA))
        .send({ projectId: tenant.projectA, content: 'Hello' })
        .expect(403);
      expect(off.body.message).toBe('Client comments are turned off in the client communication settings');
    } finally {
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ allowClientComments: true })
        .expect(200);
    }
  });

  it('tells a client whether they may comment, and refuses their comments while it is off', async () => {
    const portal = () => http().get('/api/client-communication-settings/portal').set(as(tenant.clientA)).expect(200);
    const earlier = await fixtures.taskComment(tenant.clientA.id, tenant.visibleTaskA, { content: 'Written before' });
    expect((await portal()).body).toEqual({ allowClientComments: true, requireApprovalForUpdates: true });

    await http()
      .put('/api/client-communication-settings')
      .set(as(tenant.admin))
      .send({ allowClientComments: false })
      .expect(200);
    try {
      expect((await portal()).body).toMatchObject({ allowClientComments: false });
      const refused = await http()
        .post('/api/comments/tasks')
        .set(as(tenant.clientA))
        .send({ taskId: tenant.visibleTaskA, content: 'Let me in' })
        .expect(403);
      expect(refused.body.message).toBe('Client comments are turned off in the client communication settings');
      const edit = await http()
        .put(`/api/comments/tasks/${earlier}`)
        .set(as(tenant.clientA))
        .send({ content: 'Changed while off' })
        .expect(403);
      expect(edit.body.message).toBe('Client comments are turned off in the client communication settings');
      await http()
        .post('/api/comments/tasks')
        .set(as(tenant.team))
        .send({ taskId: tenant.visibleTaskA, content: 'The team still writes' })
        .expect(201);
      const thread = await http().get(`/api/comments/tasks/${tenant.visibleTaskA}`).set(as(tenant.clientA)).expect(200);
      expect(contents(thread.body)).not.toContain('Let me in');
    } finally {
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ allowClientComments: true })
        .expect(200);
    }
    expect((await portal()).body).toMatchObject({ allowClientComments: true });
    await http()
      .post('/api/comments/tasks')
      .set(as(tenant.clientA))
      .send({ taskId: tenant.visibleTaskA, content: 'Let me in' })
      .expect(201);
  });

  it('never gives a client the internal comments of a project thread', async () => {
    await fixtures.projectComment(tenant.admin.id, tenant.projectA, { content: 'Budget talk', isInternal: true });
    await fixtures.projectComment(tenant.admin.id, tenant.projectA, { content: 'Kick-off on Monday' });

    const client = await http()
      .get(`/api/comments/projects/${tenant.projectA}?includeInternal=true`)
      .set(as(tenant.clientA))
      .expect(200);
    const team = await http()
      .get(`/api/comments/projects/${tenant.projectA}?includeInternal=true`)
      .set(as(tenant.team))
      .expect(200);
    expect(contents(client.body)).toContain('Kick-off on Monday');
    expect(contents(client.body)).not.toContain('Budget talk');
    expect(client.body.every((comment: { isInternal: boolean }) => !comment.isInternal)).toBe(true);
    expect(contents(team.body)).toContain('Budget talk');
  });

  it("counts the unread comments of the caller's side, internal ones only for the team", async () => {
    const count = async (user: TestUser) =>
      (await http().get('/api/comments/unread-count').set(as(user)).expect(200)).body.count as number;
    const [team0, client0, otherClient0] = [
      await count(tenant.team),
      await count(tenant.clientA),
      await count(tenant.clientB),
    ];

    const internal = await fixtures.taskComment(tenant.admin.id, tenant.visibleTaskA, { isInternal: true });
    const shared = await fixtures.projectComment(tenant.admin.id, tenant.projectA);
    expect(await count(tenant.team)).toBe(team0 + 2);
    expect(await count(tenant.clientA)).toBe(client0 + 1);
    expect(await count(tenant.clientB)).toBe(otherClient0);

    await http()
      .patch('/api/comments/tasks/read/team')
      .set(as(tenant.team))
      .send({ commentIds: [internal] })
      .expect(200);
    await http()
      .patch('/api/comments/projects/read/client')
      .set(as(tenant.clientA))
      .send({ commentIds: [shared] })
      .expect(200);
    expect(await count(tenant.team)).toBe(team0 + 1);
    expect(await count(tenant.clientA)).toBe(client0);
  });

  it('checks the content (400)', async () => {
    const response = await http()
      .post('/api/comments/projects')
      .set(as(tenant.team))
      .send({ projectId: tenant.projectA, content: '   ' })
      .expect(400);
    expect(response.body.fields).toEqual({ content: ['Comment must not be empty'] });
  });

  it('marks comments read and unread per side, only those the caller can see', async () => {
    const fromClient = await fixtures.taskComment(tenant.clientA.id, tenant.visibleTaskA, { isReadByClient: true });
    const internal = await fixtures.taskComment(tenant.admin.id, tenant.visibleTaskA, {
      isInternal: true,
      isReadByTeam: true,
    });
    const otherCompany = await fixtures.taskComment(tenant.admin.id, tenant.visibleTaskB);

    const teamRead = await http()
      .patch('/api/comments/tasks/read/team')
      .set(as(tenant.team))
      .send({ commentIds: [fromClient] })
      .expect(200);
    expect(teamRead.body).toEqual({ updated: 1 });
    const clientUnread = await http()
      .patch('/api/comments/tasks/unread/client')
      .set(as(tenant.clientA))
      .send({ commentIds: [fromClient, internal, otherCompany] })
      .expect(200);
    expect(clientUnread.body).toEqual({ updated: 1 });

    const list = await http().get(`/api/comments/tasks/${tenant.visibleTaskA}`).set(as(tenant.team)).expect(200);
    expect(list.body.find((comment: { id: string }) => comment.id === fromClient)).toMatchObject({
      isReadByTeam: true,
      isReadByClient: false,
    });
    await http()
      .patch('/api/comments/tasks/read/team')
      .set(as(tenant.clientA))
      .send({ commentIds: [fromClient] })
      .expect(403);
    await http()
      .patch('/api/comments/tasks/read/team')
      .set(as(tenant.team))
      .send({ commentIds: ['not-a-uuid'] })
      .expect(400);
  });

  it('lets authors edit their comments, and authors or admins delete them', async () => {
    const mine = await fixtures.projectComment(tenant.team.id);
    const edited = await http()
      .put(`/api/comments/projects/${mine}`)
      .set(as(tenant.team))
      .send({ content: 'Edited' })
      .expect(200);
    expect(edited.body).toMatchObject({ content: 'Edited', project: { id: tenant.projectA, name: 'Project A' } });
    await http().put(`/api/comments/projects/${mine}`).set(as(tenant.admin)).send({ content: 'Not yours' }).expect(403);

    await http().delete(`/api/comments/projects/${mine}`).set(as(tenant.admin)).expect(204);
    const list = await http().get(`/api/comments/projects/${tenant.projectA}`).set(as(tenant.team)).expect(200);
    expect(list.body.map((comment: { id: string }) => comment.id)).not.toContain(mine);
  });
});
