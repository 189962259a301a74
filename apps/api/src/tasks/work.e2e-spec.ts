import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
const ids = (body: { id: string }[]) => body.map((row) => row.id).sort();

describe('customers, projects, tasks and approvals', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  let fixtures: Fixtures;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other agency');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('customers', () => {
    it('creates, updates, lists with users and deletes with everything in it', async () => {
      const created = await http()
        .post('/api/client-companies')
        .set(as(tenant.admin))
        .send({ name: ' Neu GmbH ', website: 'https://neu.example', industry: 'Bildung' })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Neu GmbH',
        website: 'https://neu.example',
        industry: 'Bildung',
        users: [],
      });
      const updated = await http()
        .put(`/api/client-companies/${created.body.id}`)
        .set(as(tenant.team))
        .send({ name: 'Neu AG', website: '' })
        .expect(200);
      expect(updated.body).toMatchObject({ name: 'Neu AG', website: null });
      const project = await fixtures.project(created.body.id);

      await http().delete(`/api/client-companies/${created.body.id}`).set(as(tenant.admin)).expect(204);

      await http().get(`/api/projects/${project}`).set(as(tenant.admin)).expect(404);
      await http().post('/api/client-companies').set(as(tenant.admin)).send({ name: '  ' }).expect(400);
    });

    it('shows a client only their own company, with its active projects', async () => {
      const list = await http().get('/api/client-companies').set(as(tenant.clientA)).expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: tenant.companyA, users: [expect.objectContaining({ id: tenant.clientA.id })] }),
      ]);
      const withProjects = await http()
        .get(`/api/client-companies/${tenant.companyA}/active-projects`)
        .set(as(tenant.clientA))
        .expect(200);
      expect(withProjects.body.projects.map((project: { id: string }) => project.id)).toContain(tenant.projectA);
      await http().get(`/api/client-companies/${other.companyA}`).set(as(tenant.admin)).expect(404);
    });
  });

  describe('projects', () => {
    const newProject = () => ({
      name: 'Relaunch',
      description: 'New website',
      startDate: day(1),
      endDate: day(30),
      clientCompanyId: tenant.companyA,
      budget: '1500',
    });

    it('creates a project with its customer and parsed budget', async () => {
      const response = await http().post('/api/projects').set(as(tenant.team)).send(newProject()).expect(201);

      expect(response.body).toMatchObject({
        name: 'Relaunch',
        startDate: day(1),
        endDate: day(30),
        isActive: true,
        status: 'planning',
        priority: 'medium',
        budget: 1500,
        clientCompanyId: tenant.companyA,
        clientCompany: { id: tenant.companyA, name: 'Company A', industry: null, website: null },
      });
    });

    it('checks required fields and that the end date is after the start date', async () => {
      const response = await http()
        .post('/api/projects')
        .set(as(tenant.admin))
        .send({ startDate: day(5), endDate: day(5) })
        .expect(400);

      expect(response.body.fields).toEqual({
        name: ['Project name is required'],
        description: ['Description is required'],
        endDate: ['End date must be after the start date'],
        clientCompanyId: ['Client is required'],
      });
      const created = await http().post('/api/projects').set(as(tenant.admin)).send(newProject()).expect(201);
      const update = await http()
        .put(`/api/projects/${created.body.id}`)
        .set(as(tenant.admin))
        .send({ endDate: day(-10) })
        .expect(400);
      expect(update.body.fields).toEqual({ endDate: ['End date must be after the start date'] });
    });

    it('marks a project complete: it leaves the default list but not includeInactive', async () => {
      const created = await http().post('/api/projects').set(as(tenant.admin)).send(newProject()).expect(201);

      const completed = await http()
        .put(`/api/projects/${created.body.id}`)
        .set(as(tenant.admin))
        .send({ status: 'completed', isActive: false })
        .expect(200);

      expect(completed.body).toMatchObject({ status: 'completed', isActive: false });
      expect(ids((await http().get('/api/projects').set(as(tenant.admin)).expect(200)).body)).not.toContain(
        created.body.id,
      );
      expect(
        ids((await http().get('/api/projects?includeInactive=true').set(as(tenant.admin)).expect(200)).body),
      ).toContain(created.body.id);
      expect(
        ids(
          (
            await http()
              .get(`/api/projects/company/${tenant.companyA}?includeInactive=true`)
              .set(as(tenant.clientA))
              .expect(200)
          ).body,
        ),
      ).toContain(created.body.id);
      expect(
        ids((await http().get(`/api/projects/client/${tenant.clientA.id}`).set(as(tenant.team)).expect(200)).body),
      ).toContain(created.body.id);
      expect(
        ids((await http().get(`/api/projects/client/${tenant.companyA}`).set(as(tenant.clientA)).expect(200)).body),
      ).toContain(created.body.id);
      await http().get(`/api/projects/client/${tenant.companyA}`).set(as(tenant.clientB)).expect(404);
    });

    it("shows a client only their company's projects", async () => {
      const response = await http().get('/api/projects').set(as(tenant.clientB)).expect(200);
      expect(
        response.body.every((project: { clientCompanyId: string }) => project.clientCompanyId === tenant.companyB),
      ).toBe(true);
      expect(ids(response.body)).toContain(tenant.projectB);
    });
  });

  describe('tasks', () => {
    const newTask = (fields: object = {}) => ({
      title: 'Build form',
      description: 'Contact form',
      projectId: tenant.projectA,
      assignedToId: tenant.team.id,
      ...fields,
    });

    it('creates a task with tags as JSON text, priority, category and the client visibility default', async () => {
      const response = await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send(
          newTask({
            dueDate: day(3),
            estimatedTime: 2.5,
            tags: '["frontend","forms"]',
            priority: 'urgent',
            category: 'feature',
          }),
        )
        .expect(201);

      expect(response.body).toMatchObject({
        title: 'Build form',
        projectId: tenant.projectA,
        project: { id: tenant.projectA, name: 'Project A', clientCompanyId: tenant.companyA },
        status: 'todo',
        priority: 'urgent',
        category: 'feature',
        dueDate: day(3),
        estimatedTime: 2.5,
        isClientVisible: false,
        tags: '["frontend","forms"]',
        assignedToId: tenant.team.id,
        assignedTo: expect.objectContaining({ id: tenant.team.id, userType: 'team' }),
        requiresClientApproval: false,
        clientApprovalStatus: null,
      });
    });

    it('checks the add-task rules (400 with field messages)', async () => {
      const response = await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send({ title: ' ', dueDate: day(-3), estimatedTime: 1.25, tags: '["a","a"]', projectId: 'x' })
        .expect(400);

      expect(response.body.fields).toEqual({
        title: ['Title is required'],
        description: ['Description is required'],
        projectId: ['Project is required'],
        assignedToId: ['Assignee is required'],
        dueDate: ['Due date must not be in the past'],
        estimatedTime: ['Estimated time must be at least 0 in steps of 0.5 hours'],
        tags: ['Tags must be the JSON text of a list of unique, trimmed, non-empty strings'],
      });
      await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send(newTask({ tags: '[" padded "]' }))
        .expect(400);
      await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send(newTask({ estimatedTime: -0.5 }))
        .expect(400);
      const client = await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send(newTask({ assignedToId: tenant.clientA.id }))
        .expect(400);
      expect(client.body.fields).toEqual({
        assignedToId: ['The assignee must be an admin or team member of your agency'],
      });
      await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send(newTask({ projectId: other.projectA }))
        .expect(404);
    });

    it('updates a task and moves it between columns with PATCH status', async () => {
      const task = await fixtures.task();
      const updated = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ title: 'Renamed', dueDate: day(-1), estimatedTime: 0, tags: '[]', assignedToId: tenant.admin.id })
        .expect(200);
      expect(updated.body).toMatchObject({
        title: 'Renamed',
        dueDate: day(-1),
        estimatedTime: 0,
        assignedToId: tenant.admin.id,
      });

      for (const status of ['in_progress', 'review', 'completed', 'todo']) {
        const moved = await http().patch(`/api/tasks/${task}/status`).set(as(tenant.team)).send({ status }).expect(200);
        expect(moved.body.status).toBe(status);
      }
      await http().patch(`/api/tasks/${task}/status`).set(as(tenant.team)).send({ status: 'done' }).expect(400);
      await http().delete(`/api/tasks/${task}`).set(as(tenant.admin)).expect(204);
      await http().get(`/api/tasks/${task}`).set(as(tenant.admin)).expect(404);
    });

    it('shows clients only client-visible tasks of their company, also in clientView lists', async () => {
      const all = await http().get(`/api/tasks/project/${tenant.projectA}`).set(as(tenant.admin)).expect(200);
      expect(ids(all.body)).toEqual(expect.arrayContaining([tenant.visibleTaskA, tenant.hiddenTaskA]));
      const clientView = await http()
        .get(`/api/tasks/project/${tenant.projectA}?clientView=true`)
        .set(as(tenant.admin))
        .expect(200);
      expect(clientView.body.every((task: { isClientVisible: boolean }) => task.isClientVisible)).toBe(true);

      const asClient = await http().get('/api/tasks').set(as(tenant.clientA)).expect(200);
      expect(
        asClient.body.every(
          (task: { isClientVisible: boolean; project: { clientCompanyId: string } }) =>
            task.isClientVisible && task.project.clientCompanyId === tenant.companyA,
        ),
      ).toBe(true);
      expect(ids(asClient.body)).toContain(tenant.visibleTaskA);
      await http().get(`/api/tasks/${tenant.hiddenTaskA}`).set(as(tenant.clientA)).expect(404);
      const byAssignee = await http().get(`/api/tasks/assignee/${tenant.admin.id}`).set(as(tenant.clientA)).expect(200);
      expect(byAssignee.body).toEqual([]);
    });

    it('limits team members to their own tasks and projects while canViewAllTasks/canViewAllProjects are off', async () => {
      const limited = await createTestTenant(app, 'Limited');
      await new Fixtures(app, limited).setTeamPermissions(false);

      const tasks = await http().get('/api/tasks/with-assignees').set(as(limited.team)).expect(200);
      const projects = await http().get('/api/projects').set(as(limited.team)).expect(200);

      expect(ids(tasks.body)).toEqual([limited.visibleTaskA]);
      expect(ids(projects.body)).toEqual([limited.projectA]);
      const check = await http().get('/api/team-permissions/check/canViewAllTasks').set(as(limited.team)).expect(200);
      expect(check.body).toEqual({ hasPermission: false, permission: 'canViewAllTasks' });
    });
  });

  describe('client approval', () => {
    it('team asks, the client of the company decides, and every transition is stored with who and when', async () => {
      const task = await fixtures.task();
      const asked = await http()
        .post(`/api/tasks/${task}/approval-request`)
        .set(as(tenant.team))
        .send({ comment: 'Please check' })
        .expect(200);
      expect(asked.body).toMatchObject({ requiresClientApproval: true, clientApprovalStatus: 'pending' });

      await http().post(`/api/tasks/${task}/approval`).set(as(tenant.clientB)).send({ status: 'approved' }).expect(404);
      const decided = await http()
        .post(`/api/tasks/${task}/approval`)
        .set(as(tenant.clientA))
        .send({ status: 'rejected', comment: 'Colour is off' })
        .expect(200);

      expect(decided.body).toMatchObject({
        clientApprovalStatus: 'rejected',
        clientComments: 'Colour is off',
        lastClientActivity: expect.any(String),
      });
      await http().post(`/api/tasks/${task}/approval`).set(as(tenant.clientA)).send({ status: 'approved' }).expect(409);
      const history = await http().get(`/api/tasks/${task}/approvals`).set(as(tenant.clientA)).expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({
          status: 'pending',
          comment: 'Please check',
          actor: expect.objectContaining({ id: tenant.team.id }),
          createdAt: expect.any(String),
        }),
        expect.objectContaining({
          status: 'rejected',
          comment: 'Colour is off',
          actor: expect.objectContaining({ id: tenant.clientA.id }),
        }),
      ]);
      await http().post(`/api/tasks/${task}/approval`).set(as(tenant.clientA)).send({ status: 'maybe' }).expect(400);
    });

    it('records the first request when a task is created awaiting approval', async () => {
      const created = await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send({
          title: 'Logo',
          description: 'Final logo',
          projectId: tenant.projectA,
          assignedToId: tenant.team.id,
          isClientVisible: true,
          requiresClientApproval: true,
        })
        .expect(201);

      expect(created.body).toMatchObject({ requiresClientApproval: true, clientApprovalStatus: 'pending' });
      const history = await http().get(`/api/tasks/${created.body.id}/approvals`).set(as(tenant.clientA)).expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({ status: 'pending', actor: expect.objectContaining({ id: tenant.admin.id }) }),
      ]);
    });

    it('cannot ask a client to approve a task the client cannot see, nor while approvals are turned off', async () => {
      await http().post(`/api/tasks/${tenant.hiddenTaskA}/approval-request`).set(as(tenant.admin)).send({}).expect(409);
      const task = await fixtures.task({ requiresClientApproval: true, clientApprovalStatus: 'pending' });
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ requireApprovalForUpdates: false })
        .expect(200);
      try {
        const refused = await http()
          .post(`/api/tasks/${task}/approval`)
          .set(as(tenant.clientA))
          .send({ status: 'approved' })
          .expect(403);
        expect(refused.body.message).toBe('Client approvals are turned off in the client communication settings');
      } finally {
        await http()
          .put('/api/client-communication-settings')
          .set(as(tenant.admin))
          .send({ requireApprovalForUpdates: true })
          .expect(200);
      }
    });
    it('asks for approval through the edit form (PUT requiresClientApproval), with the same rules and history', async () => {
      const task = await fixtures.task({ title: 'Ask through the form' });
      const asked = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ requiresClientApproval: true })
        .expect(200);
      expect(asked.body).toMatchObject({ requiresClientApproval: true, clientApprovalStatus: 'pending' });
      const hiding = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ isClientVisible: false })
        .expect(400);
      expect(hiding.body.fields).toEqual({
        isClientVisible: ["A task awaiting the client's approval must stay visible to the client"],
      });
      const history = await http().get(`/api/tasks/${task}/approvals`).set(as(tenant.clientA)).expect(200);
      expect(history.body).toEqual([expect.objectContaining({ status: 'pending', actor: expect.anything() })]);

      const stopped = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ requiresClientApproval: false, isClientVisible: false })
        .expect(200);
      expect(stopped.body).toMatchObject({
        requiresClientApproval: false,
        clientApprovalStatus: null,
        isClientVisible: false,
      });
      const refused = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ requiresClientApproval: true })
        .expect(400);
      expect(refused.body.fields).toEqual({
        requiresClientApproval: ['Only a task visible to the client can await its approval'],
      });
    });
  });

  describe('the board', () => {
    it('stores priority and category edits, and an empty edit changes nothing', async () => {
      const task = await fixtures.task({ title: 'Categorised' });
      const edited = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ priority: 'urgent', category: 'bugFix', tags: '["a","b"]', estimatedTime: 2.5 })
        .expect(200);
      expect(edited.body).toMatchObject({
        priority: 'urgent',
        category: 'bugFix',
        tags: '["a","b"]',
        estimatedTime: 2.5,
      });
      await http().put(`/api/tasks/${task}`).set(as(tenant.team)).send({}).expect(200);
      const reread = await http().get(`/api/tasks/${task}`).set(as(tenant.admin)).expect(200);
      expect(reread.body).toMatchObject({ priority: 'urgent', category: 'bugFix' });
      const bad = await http()
        .put(`/api/tasks/${task}`)
        .set(as(tenant.team))
        .send({ priority: 'whenever', estimatedTime: 0.3 })
        .expect(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['estimatedTime', 'priority']);
    });

    it('lists a project’s tasks exactly as each task answers on its own', async () => {
      const task = await fixtures.task({
        title: 'Listed',
        dueDate: day(3),
        estimatedTime: 1.5,
        category: 'design',
        priority: 'high',
        tags: '["x"]',
        lastClientActivity: new Date(),
        requiresClientApproval: true,
        clientApprovalStatus: 'pending',
      });
      const unassigned = await fixtures.task({ title: 'Nobody', assignedToId: null });
      const list = await http().get(`/api/tasks/project/${tenant.projectA}`).set(as(tenant.admin)).expect(200);
      for (const id of [task, unassigned]) {
        const single = await http().get(`/api/tasks/${id}`).set(as(tenant.admin)).expect(200);
        expect(list.body.find((row: { id: string }) => row.id === id)).toEqual(single.body);
      }
      const dueDates = (list.body as { dueDate: string | null }[]).map((row) => row.dueDate);
      const dated = dueDates.filter((due): due is string => due !== null);
      expect(dated).toEqual([...dated].sort());
      expect(dueDates.slice(dated.length).every((due) => due === null)).toBe(true);
    });

    it('answers the client portal rules to every signed-in user, without the rest of the settings', async () => {
      for (const user of [tenant.admin, tenant.team, tenant.clientA]) {
        const rules = await http().get('/api/client-communication-settings/portal').set(as(user)).expect(200);
        expect(rules.body).toEqual({ allowClientComments: true, requireApprovalForUpdates: true });
      }
    });

    it('answers the created task to a member who sees only their own tasks, even when assigned to someone else', async () => {
      const limited = await createTestTenant(app, 'Own tasks only');
      await new Fixtures(app, limited).setTeamPermissions(false);
      await http()
        .put('/api/team-permissions')
        .set(as(limited.admin))
        .send({ canCreateTasks: true, canViewAllProjects: true, canEditTasks: true })
        .expect(200);
      const created = await http()
        .post('/api/tasks')
        .set(as(limited.team))
        .send({ title: 'For the admin', description: 'd', projectId: limited.projectA, assignedToId: limited.admin.id })
        .expect(201);
      expect(created.body).toMatchObject({ title: 'For the admin', assignedToId: limited.admin.id });
      await http().get(`/api/tasks/${created.body.id}`).set(as(limited.team)).expect(404);
    });
  });
});
