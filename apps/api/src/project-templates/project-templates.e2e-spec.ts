import type { INestApplication } from '@nestjs/common';
import {
  fieldErrorCodesOf,
  PROJECT_TEMPLATE_OFFSET_MAX_DAYS,
  type ProjectTemplateSummary,
  type ProjectTemplateTask,
  type ProjectTemplateView,
  type ProjectView,
  SERVER_EVENTS,
  type TaskCreatedPayload,
} from '@taskflow/contracts';
import { DateTime } from 'luxon';
import request from 'supertest';
import { connectLive, Inbox, listenOnLoopback } from '../../test/live-client';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { Project } from '../projects/project.entity';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { TaskSeries } from '../task-recurrence/task-series.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';

/** Project templates (docs/project-templates.md): access, saving, built-ins, copies and projects made from them. */
describe('project templates', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  let fixtures: Fixtures;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const scope = (of = tenant) => app.get(TenantDataAccess).forTenant(of.serviceProviderId);
  const task = (fields: Partial<ProjectTemplateTask> = {}): Partial<ProjectTemplateTask> => ({
    title: 'Step',
    dueOffsetDays: 0,
    ...fields,
  });
  const save = (body: object, user = tenant.admin) => http().post('/api/project-templates').set(as(user)).send(body);
  const instantiate = (id: string, body: object, user = tenant.admin) =>
    http().post(`/api/project-templates/${id}/projects`).set(as(user)).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app, 'Template agency');
    other = await createTestTenant(app, 'Other agency');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('access', () => {
    afterEach(async () => fixtures.setTeamPermissions(true));

    it('lets admins and team members with canCreateProjects in; clients and members without it get 403', async () => {
      await fixtures.setTeamPermissions(true);
      for (const user of [tenant.admin, tenant.team])
        await http().get('/api/project-templates').set(as(user)).expect(200);
      for (const user of [tenant.clientA, tenant.clientB])
        await http().get('/api/project-templates').set(as(user)).expect(403);
      await fixtures.setTeamPermissionFlags({ canCreateProjects: false });
      for (const call of [
        http().get('/api/project-templates'),
        http().get('/api/project-templates/built-in:monthly-retainer'),
        http().post('/api/project-templates').send({ name: 'x', tasks: [] }),
        http().post('/api/project-templates/built-in:monthly-retainer/copy').send({}),
      ])
        await call.set(as(tenant.team)).expect(403);
      await http().get('/api/project-templates').expect(401);
    });

    it("answers another agency's template, an unknown key and a malformed id with 404", async () => {
      const theirs = (await save({ name: 'Theirs', tasks: [] }, other.admin).expect(201)).body as ProjectTemplateView;
      for (const id of [theirs.id, 'built-in:nope', 'nope', '00000000-0000-4000-8000-000000000000']) {
        const response = await http().get(`/api/project-templates/${id}`).set(as(tenant.admin)).expect(404);
        expect(response.body.code).toBe('PROJECT_TEMPLATE_NOT_FOUND');
      }
      await http()
        .put(`/api/project-templates/${theirs.id}`)
        .set(as(tenant.admin))
        .send({ name: 'x', tasks: [] })
        .expect(404);
      await http().delete(`/api/project-templates/${theirs.id}`).set(as(tenant.admin)).expect(404);
      await instantiate(theirs.id, { clientCompanyId: tenant.companyA, startDate: '2027-01-04' }).expect(404);
      expect(await scope(other).count(Project, { name: 'Theirs' })).toBe(0);
    });
  });

  describe('built-ins', () => {
    it('come first in the asked language, then the agency’s templates by name', async () => {
      await save({ name: 'Zeta', tasks: [] }).expect(201);
      await save({ name: 'Alpha', tasks: [] }).expect(201);
      const de = (await http().get('/api/project-templates?language=de').set(as(tenant.admin)).expect(200))
        .body as ProjectTemplateSummary[];
      expect(de.slice(0, 3).map((template) => [template.id, template.name, template.builtIn])).toEqual([
        ['built-in:website-relaunch', 'Website-Relaunch', true],
        ['built-in:monthly-retainer', 'Monatliche Betreuung', true],
        ['built-in:client-onboarding', 'Kunden-Onboarding', true],
      ]);
      const own = de.filter((template) => !template.builtIn).map((template) => template.name);
      expect(own).toEqual([...own].sort());
      const en = (await http().get('/api/project-templates').set(as(tenant.admin)).expect(200)).body;
      expect(en[0].name).toBe('Website relaunch');
      await http().get('/api/project-templates?language=fr').set(as(tenant.admin)).expect(400);
    });

    it('are real templates: tasks with checklists over about eight weeks, a monthly task', async () => {
      const relaunch = (
        await http()
          .get('/api/project-templates/built-in:website-relaunch?language=de')
          .set(as(tenant.admin))
          .expect(200)
      ).body as ProjectTemplateView;
      expect(relaunch.durationDays).toBe(56);
      expect(relaunch.tasks.length).toBeGreaterThanOrEqual(8);
      expect(relaunch.tasks.find((t) => t.title === 'Wireframes zur Freigabe')?.isClientVisible).toBe(true);
      expect(relaunch.tasks.every((t) => t.checklist.length > 0)).toBe(true);
      const retainer = (
        await http().get('/api/project-templates/built-in:monthly-retainer').set(as(tenant.admin)).expect(200)
      ).body as ProjectTemplateView;
      expect(retainer.tasks[0]).toMatchObject({ title: 'Monthly maintenance', recurrence: { frequency: 'monthly' } });
    });

    it('are read-only: PUT and DELETE answer 400 PROJECT_TEMPLATE_BUILT_IN', async () => {
      const put = await http()
        .put('/api/project-templates/built-in:client-onboarding')
        .set(as(tenant.admin))
        .send({ name: 'Mine', tasks: [] })
        .expect(400);
      expect(put.body.code).toBe('PROJECT_TEMPLATE_BUILT_IN');
      const gone = await http()
        .delete('/api/project-templates/built-in:client-onboarding')
        .set(as(tenant.admin))
        .expect(400);
      expect(gone.body.code).toBe('PROJECT_TEMPLATE_BUILT_IN');
    });

    it('are copied in German and English, with a default name, into templates the agency may change', async () => {
      const de = (
        await http()
          .post('/api/project-templates/built-in:client-onboarding/copy')
          .set(as(tenant.team))
          .send({ language: 'de' })
          .expect(201)
      ).body as ProjectTemplateView;
      expect(de).toMatchObject({ builtIn: false, name: 'Kunden-Onboarding (Kopie)', createdById: tenant.team.id });
      expect(de.tasks[1].title).toBe('Zugangsdaten einholen');
      const en = (
        await http()
          .post('/api/project-templates/built-in:client-onboarding/copy')
          .set(as(tenant.admin))
          .send({ language: 'en', name: 'Our onboarding' })
          .expect(201)
      ).body as ProjectTemplateView;
      expect(en).toMatchObject({ name: 'Our onboarding', taskCount: de.taskCount });
      expect(en.tasks[1].title).toBe('Collect access credentials');
      const again = (
        await http().post(`/api/project-templates/${en.id}/copy`).set(as(tenant.admin)).send({}).expect(201)
      ).body;
      expect(again.name).toBe('Our onboarding (copy)');
      await http()
        .put(`/api/project-templates/${de.id}`)
        .set(as(tenant.admin))
        .send({ name: 'Geändert', tasks: [] })
        .expect(200);
      await http().delete(`/api/project-templates/${de.id}`).set(as(tenant.admin)).expect(204);
      await http().get(`/api/project-templates/${de.id}`).set(as(tenant.admin)).expect(404);
    });
  });

  describe('saving', () => {
    it('saves a template from scratch with every default filled in, and replaces it whole', async () => {
      const created = (
        await save({
          name: ' Launch kit ',
          tags: ['web'],
          durationDays: 30,
          tasks: [task({ checklist: [' One ', 'Two'], tags: ['a', 'a'] })],
        }).expect(201)
      ).body as ProjectTemplateView;
      expect(created).toMatchObject({
        name: 'Launch kit',
        builtIn: false,
        tags: ['web'],
        durationDays: 30,
        taskCount: 1,
      });
      expect(created.tasks).toEqual([
        {
          title: 'Step',
          description: '',
          priority: 'medium',
          category: null,
          tags: ['a'],
          isClientVisible: false,
          estimatedTime: null,
          dueOffsetDays: 0,
          assignedToId: null,
          recurrence: null,
          checklist: ['One', 'Two'],
        },
      ]);
      const replaced = (
        await http()
          .put(`/api/project-templates/${created.id}`)
          .set(as(tenant.admin))
          .send({ name: 'Kit', tasks: [] })
          .expect(200)
      ).body as ProjectTemplateView;
      expect(replaced).toMatchObject({ name: 'Kit', tags: [], durationDays: null, tasks: [] });
    });

    it('refuses bad templates with field codes, nested ones by their path, never a 500', async () => {
      const cases: [object, Record<string, string>][] = [
        [{ tasks: [] }, { name: 'REQUIRED' }],
        [{ name: 'x'.repeat(201), tasks: [] }, { name: 'TOO_LONG' }],
        [{ name: 'x' }, { tasks: expect.any(String) as string }],
        [{ name: 'x', tasks: Array.from({ length: 201 }, () => task()) }, { tasks: 'TOO_MANY' }],
        [{ name: 'x', tasks: [task(), task(), task({ title: ' ' })] }, { 'tasks.2.title': 'REQUIRED' }],
        [{ name: 'x', tasks: [task({ dueOffsetDays: -1 })] }, { 'tasks.0.dueOffsetDays': 'TOO_SMALL' }],
        [
          { name: 'x', tasks: [task({ dueOffsetDays: PROJECT_TEMPLATE_OFFSET_MAX_DAYS + 1 })] },
          { 'tasks.0.dueOffsetDays': 'TOO_LARGE' },
        ],
        [{ name: 'x', tasks: [task({ dueOffsetDays: 1.5 })] }, { 'tasks.0.dueOffsetDays': 'NOT_AN_INTEGER' }],
        [{ name: 'x', tasks: [task({ priority: 'asap' })] }, { 'tasks.0.priority': 'NOT_ONE_OF' }],
        [
          { name: 'x', tasks: [task({ checklist: Array.from({ length: 101 }, () => 'a') })] },
          { 'tasks.0.checklist': 'TOO_MANY' },
        ],
        [{ name: 'x', tasks: [task({ checklist: ['x'.repeat(301)] })] }, { 'tasks.0.checklist': 'TOO_LONG' }],
        [
          { name: 'x', tasks: [task({ recurrence: { frequency: 'hourly' } as never })] },
          { 'tasks.0.recurrence.frequency': 'NOT_ONE_OF' },
        ],
        [
          { name: 'x', tasks: [task({ recurrence: { frequency: 'monthly', weekdays: ['MO'] } })] },
          { 'tasks.0.recurrence.weekdays': 'RECURRENCE_RULE_MISMATCH' },
        ],
        [
          { name: 'x', tasks: [task(), task({ dueOffsetDays: null, recurrence: { frequency: 'weekly' } })] },
          { 'tasks.1.recurrence': 'RECURRENCE_NEEDS_DUE_DATE' },
        ],
        [
          { name: 'x', tasks: [task({ assignedToId: tenant.clientA.id })] },
          { 'tasks.0.assignedToId': 'INVALID_ASSIGNEE' },
        ],
        [
          { name: 'x', tasks: [task({ assignedToId: other.admin.id })] },
          { 'tasks.0.assignedToId': 'INVALID_ASSIGNEE' },
        ],
        [{ name: 'x', tasks: ['no'] }, { 'tasks.0': 'WRONG_TYPE' }],
      ];
      const answers = [];
      for (const [body] of cases) {
        const response = await save(body);
        answers.push({ status: response.status, fields: fieldErrorCodesOf(response.body), code: response.body.code });
      }
      expect(answers).toEqual(
        cases.map(([, fields]) => ({
          status: 400,
          fields: expect.objectContaining(fields),
          code: 'VALIDATION_FAILED',
        })),
      );
    });

    it('saves a project as a template: offsets, checklists, a series once with its rule, assignees kept or cleared', async () => {
      const projectId = await fixtures.project();
      await scope().update(
        Project,
        { id: projectId },
        { startDate: '2027-01-04', endDate: '2027-02-15', tags: ['retainer'] },
      );
      const design = await fixtures.task({
        projectId,
        title: 'Design',
        dueDate: '2027-01-18',
        tags: '["ui"]',
        isClientVisible: true,
        category: 'design',
        estimatedTime: 2.5,
      });
      await fixtures.checklistItem(design, { title: 'Colours' });
      await fixtures.checklistItem(design, { title: 'Type' });
      await fixtures.task({
        projectId,
        title: 'Early',
        dueDate: '2026-12-20',
        assignedToId: tenant.admin.id,
        isClientVisible: false,
      });
      await fixtures.task({ projectId, title: 'Someday', dueDate: null });
      const weekly = await fixtures.recurringTask({ projectId, title: 'Weekly', dueDate: '2027-01-11' });
      await http().patch(`/api/tasks/${weekly}/status`).set(as(tenant.admin)).send({ status: 'completed' }).expect(200);

      const kept = (
        await http()
          .post(`/api/project-templates/from-project/${projectId}`)
          .set(as(tenant.admin))
          .send({ name: 'From project', keepAssignees: true })
          .expect(201)
      ).body as ProjectTemplateView;
      expect(kept).toMatchObject({
        name: 'From project',
        description: 'x',
        tags: ['retainer'],
        durationDays: 42,
        taskCount: 4,
      });
      const byTitle = Object.fromEntries(kept.tasks.map((t) => [t.title, t]));
      expect(byTitle['Design']).toMatchObject({
        dueOffsetDays: 14,
        checklist: ['Colours', 'Type'],
        tags: ['ui'],
        isClientVisible: true,
        category: 'design',
        estimatedTime: 2.5,
        assignedToId: tenant.team.id,
        recurrence: null,
      });
      expect(byTitle['Early']).toMatchObject({ dueOffsetDays: 0, assignedToId: tenant.admin.id });
      expect(byTitle['Someday'].dueOffsetDays).toBeNull();
      expect(byTitle['Weekly']).toMatchObject({
        dueOffsetDays: 7,
        recurrence: { frequency: 'weekly', interval: 1, ends: { type: 'never' } },
      });
      expect(byTitle['Weekly'].recurrence?.weekdays).toBeUndefined();

      const cleared = (
        await http()
          .post(`/api/project-templates/from-project/${projectId}`)
          .set(as(tenant.team))
          .send({ name: 'Cleared', keepAssignees: false })
          .expect(201)
      ).body as ProjectTemplateView;
      expect(cleared.tasks.map((t) => t.assignedToId)).toEqual(cleared.tasks.map(() => null));
    });

    it('takes only the tasks the caller sees, and 404 for a project they may not see', async () => {
      await fixtures.setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
      try {
        const missing = await http()
          .post(`/api/project-templates/from-project/${tenant.projectB}`)
          .set(as(tenant.team))
          .send({ name: 'B', keepAssignees: true })
          .expect(404);
        expect(missing.body.code).toBe('PROJECT_NOT_FOUND');
        const own = (
          await http()
            .post(`/api/project-templates/from-project/${tenant.projectA}`)
            .set(as(tenant.team))
            .send({ name: 'A', keepAssignees: true })
            .expect(201)
        ).body as ProjectTemplateView;
        expect(own.tasks.map((t) => t.title)).not.toContain('Hidden A');
        expect(own.tasks.every((t) => t.assignedToId === tenant.team.id)).toBe(true);
      } finally {
        await fixtures.setTeamPermissions(true);
      }
      await http()
        .post(`/api/project-templates/from-project/${tenant.projectA}`)
        .set(as(tenant.clientA))
        .send({ name: 'A', keepAssignees: true })
        .expect(403);
    });
  });

  describe('creating a project', () => {
    it('makes the project and its tasks: due days shifted, checklists, series, assignees or the caller', async () => {
      const leaver = await fixtures.teamMember();
      const template = (
        await save({
          name: 'Quarter',
          tags: ['q'],
          durationDays: 30,
          tasks: [
            task({ title: 'Start', dueOffsetDays: 0, assignedToId: tenant.team.id, checklist: ['a', 'b'] }),
            task({
              title: 'Month end',
              dueOffsetDays: 27,
              assignedToId: leaver,
              recurrence: { frequency: 'monthly', monthDay: -1 },
            }),
            task({ title: 'Whenever', dueOffsetDays: null }),
          ],
        }).expect(201)
      ).body as ProjectTemplateView;
      await scope().update(User, { id: leaver }, { status: 'inactive' });

      const project = (
        await instantiate(template.id, { clientCompanyId: tenant.companyA, startDate: '2028-02-02' }).expect(201)
      ).body as ProjectView;
      expect(project).toMatchObject({
        name: 'Quarter',
        description: 'Quarter',
        status: 'planning',
        startDate: '2028-02-02',
        endDate: '2028-03-03',
        tags: ['q'],
        clientCompanyId: tenant.companyA,
      });
      const tasks = await scope().find(Task, { where: { projectId: project.id }, order: { title: 'ASC' } });
      expect(tasks.map((t) => [t.title, t.status, t.dueDate, t.assignedToId])).toEqual([
        ['Month end', 'todo', '2028-02-29', tenant.admin.id],
        ['Start', 'todo', '2028-02-02', tenant.team.id],
        ['Whenever', 'todo', null, tenant.admin.id],
      ]);
      const items = await scope().find(ChecklistItem, { where: { taskId: tasks[1].id }, order: { position: 'ASC' } });
      expect(items.map((item) => [item.title, item.done])).toEqual([
        ['a', false],
        ['b', false],
      ]);
      const series = await scope().findOne(TaskSeries, { id: tasks[0].seriesId ?? '' });
      expect(series).toMatchObject({
        startDate: '2028-02-29',
        pattern: { frequency: 'monthly', monthDay: -1 },
        endedAt: null,
      });
      expect(tasks[0].occurrenceIndex).toBe(0);
      const recurrence = await http().get(`/api/tasks/${tasks[0].id}/recurrence`).set(as(tenant.admin)).expect(200);
      expect(recurrence.body.nextDates[0]).toBe('2028-03-31');
    });

    it("makes an 'ahead' task's occurrences in its lead window at once, and saves the mode back into a template", async () => {
      const today = DateTime.now().setZone('Europe/Berlin').toISODate() ?? '';
      const template = (
        await save({
          name: 'Weekly ahead',
          tasks: [
            task({
              title: 'Weekly check',
              dueOffsetDays: 0,
              recurrence: { frequency: 'weekly', creation: 'ahead', leadDays: 10 },
            }),
          ],
        }).expect(201)
      ).body as ProjectTemplateView;
      expect(template.tasks[0].recurrence).toMatchObject({ creation: 'ahead', leadDays: 10 });

      const project = (
        await instantiate(template.id, { clientCompanyId: tenant.companyA, startDate: today }).expect(201)
      ).body as ProjectView;
      const tasks = await scope().find(Task, { where: { projectId: project.id }, order: { occurrenceIndex: 'ASC' } });
      const inAWeek = DateTime.fromISO(today).plus({ days: 7 }).toISODate();
      expect(tasks.map((t) => [t.occurrenceIndex, t.dueDate])).toEqual([
        [0, today],
        [1, inAWeek],
      ]);

      const saved = (
        await http()
          .post(`/api/project-templates/from-project/${project.id}`)
          .set(as(tenant.admin))
          .send({ name: 'Weekly ahead again', keepAssignees: false })
          .expect(201)
      ).body as ProjectTemplateView;
      expect(saved.tasks).toHaveLength(1);
      expect(saved.tasks[0]).toMatchObject({
        dueOffsetDays: 0,
        recurrence: { frequency: 'weekly', creation: 'ahead', leadDays: 10 },
      });
    });

    it('announces each task live to its assignee as creating it by hand does', async () => {
      const socket = await connectLive(await listenOnLoopback(app), tenant.team.token);
      try {
        const inbox = new Inbox(socket, Object.values(SERVER_EVENTS));
        const template = (
          await save({
            name: 'Live',
            tasks: [
              task({ title: 'Live one', assignedToId: tenant.team.id }),
              task({ title: 'Live two', assignedToId: tenant.team.id }),
            ],
          }).expect(201)
        ).body as ProjectTemplateView;
        const project = (
          await instantiate(template.id, { clientCompanyId: tenant.companyA, startDate: '2027-03-01' }).expect(201)
        ).body as ProjectView;
        const ofProject = (payload: TaskCreatedPayload) => payload.task.projectId === project.id;
        const first = await inbox.next<TaskCreatedPayload>(SERVER_EVENTS.taskCreated, ofProject);
        const second = await inbox.next<TaskCreatedPayload>(
          SERVER_EVENTS.taskCreated,
          (payload) => ofProject(payload) && payload.task.id !== first.task.id,
        );
        expect([first.task.title, second.task.title].sort()).toEqual(['Live one', 'Live two']);
        expect(first.task).toMatchObject({ status: 'todo', dueDate: '2027-03-01', assignedToId: tenant.team.id });
      } finally {
        socket.close();
      }
    });

    it('makes a built-in in the asked language, with due days in the past allowed', async () => {
      const project = (
        await instantiate(
          'built-in:website-relaunch',
          { clientCompanyId: tenant.companyB, startDate: '2020-01-06', language: 'de', name: 'Relaunch Müller' },
          tenant.team,
        ).expect(201)
      ).body as ProjectView;
      expect(project).toMatchObject({ name: 'Relaunch Müller', endDate: '2020-03-02' });
      const tasks = await scope().find(Task, { where: { projectId: project.id } });
      expect(tasks.map((t) => t.title)).toContain('Wireframes zur Freigabe');
      expect(tasks.every((t) => t.assignedToId === tenant.team.id)).toBe(true);
    });

    it('refuses an unknown client, a bad start day and another agency’s client, making nothing', async () => {
      const before = await scope().count(Project);
      const unknown = await instantiate('built-in:client-onboarding', {
        clientCompanyId: '00000000-0000-4000-8000-000000000000',
        startDate: '2027-01-04',
      }).expect(404);
      expect(unknown.body.code).toBe('CLIENT_COMPANY_NOT_FOUND');
      await instantiate('built-in:client-onboarding', {
        clientCompanyId: other.companyA,
        startDate: '2027-01-04',
      }).expect(404);
      const bad = await instantiate('built-in:client-onboarding', {
        clientCompanyId: tenant.companyA,
        startDate: '2027-02-30',
      }).expect(400);
      expect(fieldErrorCodesOf(bad.body)).toEqual({ startDate: 'INVALID_DATE' });
      const none = await instantiate('built-in:client-onboarding', {}).expect(400);
      expect(Object.keys(fieldErrorCodesOf(none.body)).sort()).toEqual(['clientCompanyId', 'startDate']);
      await instantiate(
        'built-in:client-onboarding',
        { clientCompanyId: tenant.companyA, startDate: '2027-01-04' },
        tenant.clientA,
      ).expect(403);
      expect(await scope().count(Project)).toBe(before);
    });

    it('makes nothing at all when a task cannot be made (a rule that ends before its first due day)', async () => {
      const template = (
        await save({
          name: 'Broken later',
          tasks: [
            task({ title: 'First' }),
            task({
              title: 'Ends early',
              dueOffsetDays: 10,
              recurrence: { frequency: 'daily', ends: { type: 'on', date: '2027-01-05' } },
            }),
          ],
        }).expect(201)
      ).body as ProjectTemplateView;
      const [projects, tasks] = [await scope().count(Project), await scope().count(Task)];
      const refused = await instantiate(template.id, {
        clientCompanyId: tenant.companyA,
        startDate: '2027-01-04',
      }).expect(400);
      expect(fieldErrorCodesOf(refused.body)).toEqual({ 'tasks.1.recurrence.ends.date': 'END_BEFORE_START' });
      expect([await scope().count(Project), await scope().count(Task)]).toEqual([projects, tasks]);
    });
  });
});
