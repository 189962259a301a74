import type { INestApplication } from '@nestjs/common';
import type {
  DashboardSummaryResponse,
  ProjectReportResponse,
  ProjectView,
  RecentActivityItem,
} from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

describe('insights: dashboard figures, recent activity, project report and mark complete', () => {
  let app: INestApplication;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const get = async <T>(user: TestUser, path: string) => (await http().get(path).set(as(user)).expect(200)).body as T;
  const summary = (user: TestUser, today = '2026-06-15') =>
    get<DashboardSummaryResponse>(user, `/api/dashboard?today=${today}`);
  const activity = (user: TestUser, query = '') => get<RecentActivityItem[]>(user, `/api/dashboard/activity${query}`);

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/dashboard', () => {
    let tenant: TestTenant;
    let fresh: Fixtures;

    beforeAll(async () => {
      tenant = await createTestTenant(app);
      fresh = new Fixtures(app, tenant);
      // Project A: one overdue open task, one completed task; both visible to the client.
      await fresh.task({ title: 'Late', dueDate: '2026-06-01' });
      await fresh.task({ title: 'Done', status: 'completed', dueDate: '2026-05-01' });
      // An inactive project of company B.
      await fresh.task({ projectId: await fresh.project(tenant.companyB), title: 'Elsewhere' });
    });

    it('counts what the admin may see: active projects, open, completed and overdue tasks, customers', async () => {
      const inactive = await fresh.project(tenant.companyB);
      await http().put(`/api/projects/${inactive}`).set(as(tenant.admin)).send({ isActive: false }).expect(200);

      expect(await summary(tenant.admin)).toEqual({
        activeProjects: 3,
        openTasks: 5,
        customers: 2,
        completedTasks: 1,
        overdueTasks: 1,
        awaitingApproval: 0,
        satisfaction: { periodDays: 90, approved: 0, rejected: 0, percent: null },
      });
    });

    it('gives every caller the numbers of their own list routes', async () => {
      for (const user of [tenant.admin, tenant.team, tenant.clientA, tenant.clientB]) {
        const projects = await get<ProjectView[]>(user, '/api/projects');
        const tasks = await get<{ status: string }[]>(user, '/api/tasks');
        const companies = await get<unknown[]>(user, '/api/client-companies');
        const figures = await summary(user);
        expect([figures.activeProjects, figures.openTasks, figures.completedTasks, figures.customers]).toEqual([
          projects.length,
          tasks.filter((task) => task.status !== 'completed').length,
          tasks.filter((task) => task.status === 'completed').length,
          companies.length,
        ]);
      }
    });

    it("shows a client their company's project, its client-visible tasks, and the tasks awaiting their approval", async () => {
      const waiting = await fresh.task({ title: 'Approve me' });
      await http().post(`/api/tasks/${waiting}/approval-request`).set(as(tenant.admin)).send({}).expect(200);
      await fresh.task({ title: 'Internal', isClientVisible: false });

      const figures = await summary(tenant.clientA);

      expect(figures).toMatchObject({
        activeProjects: 1,
        openTasks: 3,
        customers: 1,
        completedTasks: 1,
        awaitingApproval: 1,
      });
      expect((await summary(tenant.clientB)).awaitingApproval).toBe(0);
    });

    it('computes customer satisfaction from approval decisions of the last 90 days only', async () => {
      const decide = async (status: 'approved' | 'rejected') => {
        const task = await fresh.task({ title: `To be ${status}` });
        await http().post(`/api/tasks/${task}/approval-request`).set(as(tenant.admin)).send({}).expect(200);
        await http().post(`/api/tasks/${task}/approval`).set(as(tenant.clientA)).send({ status }).expect(200);
        return task;
      };
      await decide('approved');
      await decide('approved');
      await decide('rejected');
      const old = await decide('rejected');
      await app
        .get(DataSource)
        .query(
          "UPDATE task_approval_event SET created_at = now() - interval '91 days' WHERE task_id = $1 AND status = 'rejected'",
          [old],
        );

      expect((await summary(tenant.admin)).satisfaction).toEqual({
        periodDays: 90,
        approved: 2,
        rejected: 1,
        percent: 67,
      });
      // Company B's client decided nothing on a task they can see.
      expect((await summary(tenant.clientB)).satisfaction.percent).toBeNull();
    });

    it('refuses a day that is not a calendar day with 400', async () => {
      const response = await http().get('/api/dashboard?today=2026-02-30').set(as(tenant.admin)).expect(400);
      expect(JSON.stringify(response.body)).toContain('today');
    });
  });

  describe('GET /api/dashboard/activity', () => {
    let tenant: TestTenant;
    let fresh: Fixtures;

    beforeAll(async () => {
      tenant = await createTestTenant(app);
      fresh = new Fixtures(app, tenant);
      const at = (minutesAgo: number) => ({ createdAt: new Date(Date.now() - minutesAgo * 60_000) });
      await fresh.taskComment(tenant.clientA.id, tenant.visibleTaskA, { content: 'Client question', ...at(50) });
      await fresh.taskComment(tenant.team.id, tenant.visibleTaskA, {
        content: 'Internal note',
        isInternal: true,
        ...at(40),
      });
      await fresh.projectComment(tenant.admin.id, tenant.projectA, { content: 'Project update', ...at(30) });
      await fresh.taskComment(tenant.admin.id, tenant.hiddenTaskA, { content: 'Hidden task note', ...at(20) });
      await fresh.projectComment(tenant.clientB.id, tenant.projectB, { content: 'Other company', ...at(10) });
    });

    it('lists the team the newest comments, never an internal one, with author and related task or project', async () => {
      const items = await activity(tenant.admin);

      expect(items.map((item) => item.content)).toEqual([
        'Other company',
        'Hidden task note',
        'Project update',
        'Client question',
      ]);
      expect(items[3]).toMatchObject({
        type: 'task_comment',
        author: { id: tenant.clientA.id, name: 'Test client', type: 'client', initials: 'TC' },
        relatedTo: { id: tenant.visibleTaskA, title: 'Visible A', type: 'task', projectId: tenant.projectA },
      });
      expect(items[3].id).toMatch(/^task_/);
      expect(items[2]).toMatchObject({
        id: expect.stringMatching(/^project_/),
        type: 'project_comment',
        relatedTo: { id: tenant.projectA, title: 'Project A', type: 'project', projectId: tenant.projectA },
      });
    });

    it("gives a client their own company's comments on tasks they can see only", async () => {
      expect((await activity(tenant.clientA)).map((item) => item.content)).toEqual([
        'Project update',
        'Client question',
      ]);
      expect((await activity(tenant.clientB)).map((item) => item.content)).toEqual(['Other company']);
    });

    it('answers 10 items by default, the limit asked for, and the fallback name of a deleted author', async () => {
      for (let index = 0; index < 12; index += 1)
        await fresh.taskComment(tenant.team.id, tenant.visibleTaskA, { content: `Bulk ${index}` });
      const gone = await fresh.clientUser();
      await fresh.projectComment(gone, tenant.projectA, { content: 'From a former contact' });
      await http().delete(`/api/users/${gone}`).set(as(tenant.admin)).expect(204);

      expect(await activity(tenant.admin)).toHaveLength(10);
      expect(await activity(tenant.admin, '?limit=3')).toHaveLength(3);
      const [newest] = await activity(tenant.admin, '?limit=1&language=de');
      expect(newest.author).toMatchObject({ id: null, name: 'Unbekannt' });
      const [english] = await activity(tenant.admin, '?limit=1&language=en');
      expect(english.author.name).toBe('Unknown');
    });

    it('refuses a limit outside 1 to 50 with 400', async () => {
      await http().get('/api/dashboard/activity?limit=0').set(as(tenant.admin)).expect(400);
      await http().get('/api/dashboard/activity?limit=51').set(as(tenant.admin)).expect(400);
    });
  });

  describe('GET /api/dashboard/project-progress', () => {
    it('counts the visible and the completed tasks per project', async () => {
      const tenant = await createTestTenant(app);
      const fresh = new Fixtures(app, tenant);
      await fresh.task({ status: 'completed' });

      const progress = await get<{ projectId: string; taskCount: number; completedTasks: number }[]>(
        tenant.admin,
        '/api/dashboard/project-progress',
      );
      expect(progress).toEqual(
        expect.arrayContaining([
          { projectId: tenant.projectA, taskCount: 3, completedTasks: 1 },
          { projectId: tenant.projectB, taskCount: 1, completedTasks: 0 },
        ]),
      );
      expect(await get(tenant.clientA, '/api/dashboard/project-progress')).toEqual([
        { projectId: tenant.projectA, taskCount: 2, completedTasks: 1 },
      ]);
    });
  });

  describe('GET /api/projects/:id/report', () => {
    it('reports tasks per status, estimated hours, overdue tasks and approval decisions', async () => {
      const tenant = await createTestTenant(app);
      const fresh = new Fixtures(app, tenant);
      await fresh.task({ title: 'Late one', dueDate: '2026-03-01', estimatedTime: 2.5, status: 'in_progress' });
      await fresh.task({ title: 'Later one', dueDate: '2026-04-01', estimatedTime: 1 });
      await fresh.task({ title: 'Finished', dueDate: '2026-02-01', estimatedTime: 4, status: 'completed' });
      const approved = await fresh.task({ title: 'Approved work' });
      await http().post(`/api/tasks/${approved}/approval-request`).set(as(tenant.admin)).send({}).expect(200);
      await http()
        .post(`/api/tasks/${approved}/approval`)
        .set(as(tenant.clientA))
        .send({ status: 'approved', comment: 'Looks good' })
        .expect(200);

      const report = await get<ProjectReportResponse>(
        tenant.admin,
        `/api/projects/${tenant.projectA}/report?today=2026-03-15`,
      );

      expect(report).toMatchObject({
        projectId: tenant.projectA,
        taskCount: 6,
        tasksByStatus: { todo: 4, in_progress: 1, review: 0, completed: 1 },
        estimatedHours: { open: 3.5, done: 4, unestimatedTasks: 3 },
        approvals: { pending: 0, approved: 1, rejected: 0 },
      });
      expect(report.overdueTasks.map((task) => task.title)).toEqual(['Late one']);
      expect(report.approvals.decisions).toEqual([
        expect.objectContaining({
          taskId: approved,
          taskTitle: 'Approved work',
          status: 'approved',
          comment: 'Looks good',
          actor: expect.objectContaining({ id: tenant.clientA.id }),
        }),
      ]);
      await http().get(`/api/projects/${tenant.projectA}/report`).set(as(tenant.clientA)).expect(403);
      await http().get(`/api/projects/${tenant.projectB}/report?today=2026-13-01`).set(as(tenant.admin)).expect(400);
    });
  });

  describe('POST /api/projects/:id/complete', () => {
    it('completes a project only when it has tasks and all are completed, once', async () => {
      const tenant = await createTestTenant(app);
      const fresh = new Fixtures(app, tenant);
      const empty = await fresh.project();
      await http().post(`/api/projects/${empty}/complete`).set(as(tenant.admin)).expect(409);

      const project = await fresh.project();
      const open = await fresh.task({ projectId: project, isClientVisible: false, assignedToId: tenant.admin.id });
      await fresh.task({ projectId: project, status: 'completed' });
      const refused = await http().post(`/api/projects/${project}/complete`).set(as(tenant.team)).expect(409);
      expect(refused.body.message).toContain('all of them are completed');
      expect((await get<ProjectView>(tenant.admin, `/api/projects/${project}`)).status).toBe('planning');

      await http().patch(`/api/tasks/${open}/status`).set(as(tenant.admin)).send({ status: 'completed' }).expect(200);
      const completed = await http().post(`/api/projects/${project}/complete`).set(as(tenant.admin)).expect(200);
      expect(completed.body).toMatchObject({ id: project, status: 'completed', isActive: false });
      expect(await get<ProjectView>(tenant.admin, `/api/projects/${project}`)).toMatchObject({
        status: 'completed',
        isActive: false,
      });
      await http().post(`/api/projects/${project}/complete`).set(as(tenant.admin)).expect(409);
      await http().post(`/api/projects/${project}/complete`).set(as(tenant.clientA)).expect(403);
    });
  });

  describe('budget and notes', () => {
    it('are answered to the team and never to a client', async () => {
      const tenant = await createTestTenant(app);
      await http()
        .put(`/api/projects/${tenant.projectA}`)
        .set(as(tenant.admin))
        .send({ budget: 12000, notes: 'Margin is thin' })
        .expect(200);

      expect(await get<ProjectView>(tenant.team, `/api/projects/${tenant.projectA}`)).toMatchObject({
        budget: 12000,
        notes: 'Margin is thin',
      });
      const paths = [
        `/api/projects/${tenant.projectA}`,
        '/api/projects?includeInactive=true',
        `/api/projects/company/${tenant.companyA}`,
        `/api/projects/client/${tenant.clientA.id}`,
        `/api/client-companies/${tenant.companyA}/active-projects`,
      ];
      for (const path of paths) {
        const body = JSON.stringify(await get(tenant.clientA, path));
        expect(body).toContain('Project A');
        expect(body).not.toContain('Margin is thin');
        expect(body).not.toContain('12000');
        expect(body).not.toContain('"budget"');
      }
    });
  });
});
