import type { INestApplication } from '@nestjs/common';
import type { CommentOverviewResponse, ProjectCommentDetailResponse } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

describe('comment overview: counts per project and task for the messages page', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  const comment = async (user: TestUser, kind: 'tasks' | 'projects', parentId: string, isInternal = false) =>
    (
      await http()
        .post(`/api/comments/${kind}`)
        .set(as(user))
        .send({ [kind === 'tasks' ? 'taskId' : 'projectId']: parentId, content: `From ${user.userType}`, isInternal })
        .expect(201)
    ).body as { id: string };
  const overview = async (user: TestUser) =>
    (await http().get('/api/comments/overview').set(as(user)).expect(200)).body as CommentOverviewResponse;
  const detail = async (user: TestUser, projectId: string) =>
    (await http().get(`/api/comments/overview/${projectId}`).set(as(user)).expect(200))
      .body as ProjectCommentDetailResponse;
  const unreadCount = async (user: TestUser) =>
    ((await http().get('/api/comments/unread-count').set(as(user)).expect(200)).body as { count: number }).count;
  const summary = (response: CommentOverviewResponse) =>
    response.projects.map((entry) => ({
      name: entry.project.name,
      company: entry.project.clientCompany?.name,
      project: entry.projectComments && [entry.projectComments.total, entry.projectComments.unread],
      tasks: [entry.taskComments.total, entry.taskComments.unread],
      unread: entry.unreadCount,
    }));

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    // Project A: a shared and an internal note of the admin, a question of the client.
    await comment(tenant.admin, 'projects', tenant.projectA);
    await comment(tenant.admin, 'projects', tenant.projectA, true);
    await comment(tenant.clientA, 'projects', tenant.projectA);
    // Its client-visible task: the client asks, the team answers internally; its hidden task: an admin note.
    await comment(tenant.clientA, 'tasks', tenant.visibleTaskA);
    await comment(tenant.team, 'tasks', tenant.visibleTaskA, true);
    await comment(tenant.admin, 'tasks', tenant.hiddenTaskA);
    // Project B: a question of its client.
    await comment(tenant.clientB, 'tasks', tenant.visibleTaskB);
  });

  afterAll(async () => {
    await app.close();
  });

  it('counts every comment for the team, unread ones by the team, by project name with the customer', async () => {
    expect(summary(await overview(tenant.admin))).toEqual([
      { name: 'Project A', company: 'Company A', project: [3, 1], tasks: [3, 1], unread: 2 },
      { name: 'Project B', company: 'Company B', project: [0, 0], tasks: [1, 1], unread: 1 },
    ]);
    expect(await unreadCount(tenant.admin)).toBe(3);
  });

  it("shows a client only their company's projects, never an internal comment or a hidden task", async () => {
    const mine = await overview(tenant.clientA);
    expect(summary(mine)).toEqual([
      { name: 'Project A', company: 'Company A', project: [2, 1], tasks: [1, 0], unread: 1 },
    ]);
    expect(await unreadCount(tenant.clientA)).toBe(1);
    const project = await detail(tenant.clientA, tenant.projectA);
    expect(project.tasks).toEqual([
      {
        id: tenant.visibleTaskA,
        title: 'Visible A',
        status: 'todo',
        isClientVisible: true,
        comments: { total: 1, unread: 0, lastCommentAt: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(project)).not.toContain(tenant.hiddenTaskA);
    await http().get(`/api/comments/overview/${tenant.projectB}`).set(as(tenant.clientA)).expect(404);
    expect(summary(await overview(tenant.clientB))).toEqual([
      { name: 'Project B', company: 'Company B', project: [0, 0], tasks: [1, 0], unread: 0 },
    ]);
  });

  it('lists the tasks of a project by title with their own counts, which add up to the project', async () => {
    const project = await detail(tenant.admin, tenant.projectA);
    expect(project.tasks.map((task) => [task.title, task.comments.total, task.comments.unread])).toEqual([
      ['Hidden A', 1, 0],
      ['Visible A', 2, 1],
    ]);
    expect(project.overview).toEqual((await overview(tenant.admin)).projects[0]);
  });

  it('follows read marks: reading the unread comments brings the counts and the total to zero', async () => {
    const threads = await Promise.all(
      [
        `/api/comments/projects/${tenant.projectA}?includeInternal=true`,
        `/api/comments/tasks/${tenant.visibleTaskA}?includeInternal=true`,
      ].map(async (url) => (await http().get(url).set(as(tenant.team)).expect(200)).body as { id: string }[]),
    );
    await http()
      .patch('/api/comments/projects/read/team')
      .set(as(tenant.team))
      .send({ commentIds: threads[0].map((c) => c.id) })
      .expect(200);
    await http()
      .patch('/api/comments/tasks/read/team')
      .set(as(tenant.team))
      .send({ commentIds: threads[1].map((c) => c.id) })
      .expect(200);
    const [projectA] = (await overview(tenant.team)).projects;
    expect(projectA.unreadCount).toBe(0);
    expect(await unreadCount(tenant.team)).toBe(1); // Project B's question is still unread.
  });

  it('limits a team member without the view-all permissions to the projects and tasks they work on', async () => {
    const stingy = await createTestTenant(app, 'Stingy Studio');
    await new Fixtures(app, stingy).setTeamPermissions(false);
    await comment(stingy.admin, 'tasks', stingy.hiddenTaskA);
    await comment(stingy.clientA, 'tasks', stingy.visibleTaskA);
    await comment(stingy.clientB, 'tasks', stingy.visibleTaskB);
    expect(summary(await overview(stingy.team))).toEqual([
      { name: 'Project A', company: 'Company A', project: [0, 0], tasks: [1, 1], unread: 1 },
    ]);
    expect((await detail(stingy.team, stingy.projectA)).tasks.map((task) => task.title)).toEqual(['Visible A']);
    await http().get(`/api/comments/overview/${stingy.projectB}`).set(as(stingy.team)).expect(404);
    expect(await unreadCount(stingy.team)).toBe(1);
  });

  it("answers 404 for another agency's project and 400 for a malformed id", async () => {
    const other = await createTestTenant(app, 'Other Studio');
    await http().get(`/api/comments/overview/${tenant.projectA}`).set(as(other.admin)).expect(404);
    await http().get('/api/comments/overview/not-a-uuid').set(as(tenant.admin)).expect(400);
  });
});
