import type { INestApplication } from '@nestjs/common';
import { fieldErrorCodesOf, type RecurrenceView, type TaskView } from '@taskflow/contracts';
import request from 'supertest';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';
import {
  createTestApp,
  TEST_JWT_ACCESS_SECRET,
  TEST_JWT_REFRESH_SECRET,
  TEST_WEB_ORIGIN,
} from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { waitFor } from '../../test/smtp-test-server';
import { JobQueue } from '../jobs/job-queue.service';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { todayIn } from './ahead-schedule';
import { RECURRENCE_AHEAD_QUEUE } from './recurrence-schedule.service';
import { TaskSeries } from './task-series.entity';

/** Recurring tasks (docs/recurring-tasks.md): rules, the next occurrence, scopes, permissions, visibility. */
describe('recurring tasks', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const recurrence = (taskId: string) => `/api/tasks/${taskId}/recurrence`;
  const repeat = (taskId: string, body: object, user = tenant.admin) =>
    http().put(recurrence(taskId)).set(as(user)).send(body);
  const complete = (taskId: string, user = tenant.admin) =>
    http().patch(`/api/tasks/${taskId}/status`).set(as(user)).send({ status: 'completed' });
  const scope = () => app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
  const occurrences = async (seriesId: string) =>
    scope().find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } });

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  it('repeats a task monthly on the 31st: the rule, its words’ parts and the next three dates', async () => {
    const taskId = await fixtures.task({ dueDate: '2027-01-31' });
    const set = await repeat(taskId, { frequency: 'monthly', monthDay: 31 }).expect(200);
    expect(set.body).toEqual({
      seriesId: expect.any(String),
      rule: 'DTSTART;TZID=Europe/Berlin:20270131T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;WKST=MO;BYMONTHDAY=31',
      pattern: {
        frequency: 'monthly',
        interval: 1,
        weekdays: [],
        monthDay: 31,
        nthWeekday: null,
        ends: { type: 'never' },
        creation: 'on_completion',
        leadDays: null,
      },
      creation: 'on_completion',
      leadDays: null,
      timeZone: 'Europe/Berlin',
      startDate: '2027-01-31',
      occurrenceIndex: 0,
      nextDates: ['2027-03-31', '2027-05-31', '2027-07-31'],
    });
    const view = (await http().get(`/api/tasks/${taskId}`).set(as(tenant.admin)).expect(200)).body as TaskView;
    expect(view.recurrence).toEqual({ seriesId: set.body.seriesId, rule: set.body.rule });
    expect((await http().get(recurrence(taskId)).set(as(tenant.admin)).expect(200)).body).toEqual(set.body);
  });

  it('refuses bad rules with field codes, and a task without a due date', async () => {
    const taskId = await fixtures.task({ dueDate: '2027-01-04' });
    const cases: [object, Record<string, string>][] = [
      [{}, { frequency: 'NOT_ONE_OF' }],
      [{ frequency: 'hourly' }, { frequency: 'NOT_ONE_OF' }],
      [{ frequency: 'weekly', interval: 0 }, { interval: 'TOO_SMALL' }],
      [{ frequency: 'weekly', weekdays: ['XX'] }, { weekdays: 'NOT_ONE_OF' }],
      [{ frequency: 'monthly', weekdays: ['MO'] }, { weekdays: 'RECURRENCE_RULE_MISMATCH' }],
      [{ frequency: 'monthly', monthDay: 32 }, { monthDay: 'NOT_ONE_OF' }],
      [{ frequency: 'monthly', nthWeekday: { nth: 5, weekday: 'FR' } }, { 'nthWeekday.nth': 'NOT_ONE_OF' }],
      [{ frequency: 'daily', ends: { type: 'after', count: 0 } }, { 'ends.count': 'TOO_SMALL' }],
      [{ frequency: 'daily', ends: { type: 'on', date: '2026-12-01' } }, { 'ends.date': 'END_BEFORE_START' }],
      [{ frequency: 'daily', ends: { type: 'on' } }, { 'ends.date': 'INVALID_DATE' }],
    ];
    for (const [body, codes] of cases) {
      const response = await repeat(taskId, body).expect(400);
      expect([body, fieldErrorCodesOf(response.body)]).toEqual([body, expect.objectContaining(codes)]);
    }
    const undated = await fixtures.task({ dueDate: null });
    const response = await repeat(undated, { frequency: 'daily' }).expect(400);
    expect(fieldErrorCodesOf(response.body)).toEqual({ dueDate: 'RECURRENCE_NEEDS_DUE_DATE' });
    const plain = await http().get(recurrence(undated)).set(as(tenant.admin)).expect(404);
    expect(plain.body.code).toBe('RECURRENCE_NOT_FOUND');
  });

  it('completing makes exactly one next occurrence: copied fields, shifted due date, the checklist reset', async () => {
    const taskId = await fixtures.task({
      title: 'Monthly maintenance',
      description: 'Update plugins',
      dueDate: '2027-01-31',
      isClientVisible: true,
      tags: '["retainer"]',
      priority: 'high',
      assignedToId: tenant.team.id,
    });
    await fixtures.checklistItem(taskId, { title: 'Backup', done: true });
    await fixtures.checklistItem(taskId, { title: 'Update', done: false });
    const { seriesId } = (await repeat(taskId, { frequency: 'monthly', monthDay: -1 }).expect(200))
      .body as RecurrenceView;

    await complete(taskId).expect(200);
    await complete(taskId).expect(200);
    await http().patch(`/api/tasks/${taskId}/status`).set(as(tenant.admin)).send({ status: 'todo' }).expect(200);
    await complete(taskId).expect(200);
    await http().put(`/api/tasks/${taskId}`).set(as(tenant.admin)).send({ status: 'completed' }).expect(200);

    const tasks = await occurrences(seriesId);
    expect(tasks.map((task) => [task.occurrenceIndex, task.dueDate, task.status])).toEqual([
      [0, '2027-01-31', 'completed'],
      [1, '2027-02-28', 'todo'],
    ]);
    const next = (await http().get(`/api/tasks/${tasks[1].id}`).set(as(tenant.admin)).expect(200)).body as TaskView;
    expect(next).toMatchObject({
      title: 'Monthly maintenance',
      description: 'Update plugins',
      isClientVisible: true,
      tags: '["retainer"]',
      priority: 'high',
      assignedToId: tenant.team.id,
      projectId: tenant.projectA,
      checklistDone: 0,
      checklistTotal: 2,
      recurrence: { seriesId, rule: expect.stringContaining('BYMONTHDAY=-1') },
    });
    const items = await scope().find(ChecklistItem, { where: { taskId: next.id }, order: { position: 'ASC' } });
    expect(items.map((item) => [item.title, item.done, item.position])).toEqual([
      ['Backup', false, 0],
      ['Update', false, 1],
    ]);
    // Completing the next one goes on from there.
    await complete(next.id).expect(200);
    expect((await occurrences(seriesId)).map((task) => task.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('completing one occurrence many times at once makes one next occurrence', async () => {
    const taskId = await fixtures.task({ dueDate: '2027-03-01' });
    const { seriesId } = (await repeat(taskId, { frequency: 'weekly' }).expect(200)).body as RecurrenceView;
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete(taskId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await occurrences(seriesId)).map((task) => [task.occurrenceIndex, task.dueDate])).toEqual([
      [0, '2027-03-01'],
      [1, '2027-03-08'],
    ]);
  });

  it('ends after N occurrences, and on a date', async () => {
    const counted = await fixtures.task({ dueDate: '2027-01-04' });
    const { seriesId } = (await repeat(counted, { frequency: 'daily', ends: { type: 'after', count: 3 } }).expect(200))
      .body as RecurrenceView;
    let current = counted;
    for (let step = 0; step < 4; step += 1) {
      await complete(current).expect(200);
      const open = (await occurrences(seriesId)).find((task) => task.status !== 'completed');
      if (!open) break;
      current = open.id;
    }
    expect((await occurrences(seriesId)).map((task) => task.dueDate)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ]);

    const dated = await fixtures.task({ dueDate: '2027-01-04' });
    const last = (await repeat(dated, { frequency: 'weekly', ends: { type: 'on', date: '2027-01-11' } }).expect(200))
      .body as RecurrenceView;
    expect(last.nextDates).toEqual(['2027-01-11']);
    await complete(dated).expect(200);
    const [, second] = await occurrences(last.seriesId);
    await complete(second.id).expect(200);
    expect((await occurrences(last.seriesId)).map((task) => task.dueDate)).toEqual(['2027-01-04', '2027-01-11']);
  });

  it('"this and future ones": an edit changes the next occurrences, this-only does not', async () => {
    const taskId = await fixtures.task({ title: 'Report', dueDate: '2027-02-01' });
    const { seriesId } = (await repeat(taskId, { frequency: 'monthly' }).expect(200)).body as RecurrenceView;
    await http().put(`/api/tasks/${taskId}`).set(as(tenant.admin)).send({ title: 'Report (only now)' }).expect(200);
    await complete(taskId).expect(200);
    const [, second] = await occurrences(seriesId);
    expect(second.title).toBe('Report');

    const edited = await http()
      .put(`${recurrence(second.id)}/following`)
      .set(as(tenant.admin))
      .send({ title: 'Monthly report', priority: 'urgent' })
      .expect(200);
    expect(edited.body).toMatchObject({ id: second.id, title: 'Monthly report', priority: 'urgent' });
    await complete(second.id).expect(200);
    const [, , third] = await occurrences(seriesId);
    expect([third.title, third.priority, third.dueDate]).toEqual(['Monthly report', 'urgent', '2027-04-01']);
  });

  it('"this and future ones" changes the task and the series in one transaction: a failing series change keeps both', async () => {
    const taskId = await fixtures.task({ title: 'Audit', dueDate: '2027-02-01' });
    const { seriesId } = (await repeat(taskId, { frequency: 'monthly' }).expect(200)).body as RecurrenceView;
    const database = app.get(DataSource);
    // The series' row refuses this change (as a lost connection or a constraint would), after the task's was written.
    await database.query(`CREATE OR REPLACE FUNCTION refuse_series_${seriesId.slice(0, 8)}() RETURNS trigger AS $$
      BEGIN IF NEW.id = '${seriesId}' THEN RAISE EXCEPTION 'series refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await database.query(`CREATE TRIGGER refuse_series_${seriesId.slice(0, 8)} BEFORE UPDATE ON task_series
      FOR EACH ROW EXECUTE FUNCTION refuse_series_${seriesId.slice(0, 8)}()`);
    try {
      await http()
        .put(`${recurrence(taskId)}/following`)
        .set(as(tenant.admin))
        .send({ title: 'Audit v2' })
        .expect(500);
    } finally {
      await database.query(`DROP TRIGGER refuse_series_${seriesId.slice(0, 8)} ON task_series`);
      await database.query(`DROP FUNCTION refuse_series_${seriesId.slice(0, 8)}()`);
    }
    const [task] = await occurrences(seriesId);
    expect(task.title).toBe('Audit');
  });

  it('deleting this one makes the next; "this and future ones" ends the series; stopping keeps the task', async () => {
    const taskId = await fixtures.task({ dueDate: '2027-05-03' });
    const { seriesId } = (await repeat(taskId, { frequency: 'weekly' }).expect(200)).body as RecurrenceView;
    await http().delete(`/api/tasks/${taskId}`).set(as(tenant.admin)).expect(204);
    const [second] = await occurrences(seriesId);
    expect([second.occurrenceIndex, second.dueDate]).toEqual([1, '2027-05-10']);

    await http()
      .delete(`${recurrence(second.id)}/following`)
      .set(as(tenant.admin))
      .expect(204);
    expect(await occurrences(seriesId)).toEqual([]);
    await http()
      .delete(`${recurrence(second.id)}/following`)
      .set(as(tenant.admin))
      .expect(404);

    const stopped = await fixtures.task({ dueDate: '2027-05-03' });
    const series = (await repeat(stopped, { frequency: 'daily' }).expect(200)).body as RecurrenceView;
    await http().delete(recurrence(stopped)).set(as(tenant.admin)).expect(204);
    const view = (await http().get(`/api/tasks/${stopped}`).set(as(tenant.admin)).expect(200)).body as TaskView;
    expect(view.recurrence).toBeNull();
    await complete(stopped).expect(200);
    expect((await occurrences(series.seriesId)).map((task) => task.id)).toEqual([stopped]);
  });

  it('lets only those who may edit tasks change a rule; clients read a visible one, never an internal one', async () => {
    const visible = await fixtures.task({ dueDate: '2027-06-01', isClientVisible: true });
    const internal = await fixtures.task({ dueDate: '2027-06-01', isClientVisible: false });
    await repeat(visible, { frequency: 'weekly' }).expect(200);
    const { seriesId } = (await repeat(internal, { frequency: 'weekly' }, tenant.team).expect(200)).body;

    for (const path of [recurrence(visible), `${recurrence(visible)}/following`]) {
      const put = await http().put(path).set(as(tenant.clientA)).send({ frequency: 'daily' }).expect(403);
      expect(put.body.code).toBe('ACCESS_DENIED');
      await http().delete(path).set(as(tenant.clientA)).expect(403);
    }
    expect((await http().get(recurrence(visible)).set(as(tenant.clientA)).expect(200)).body.pattern.frequency).toBe(
      'weekly',
    );
    await http().get(recurrence(visible)).set(as(tenant.clientB)).expect(404);
    await http().get(recurrence(internal)).set(as(tenant.clientA)).expect(404);

    // The internal task's next occurrence stays internal: the client sees neither.
    await complete(internal).expect(200);
    const [, next] = await occurrences(seriesId);
    expect(next.isClientVisible).toBe(false);
    await http().get(`/api/tasks/${next.id}`).set(as(tenant.clientA)).expect(404);
    const clientList = (await http().get('/api/tasks').set(as(tenant.clientA)).expect(200)).body as TaskView[];
    expect(clientList.map((task) => task.id)).not.toContain(next.id);

    try {
      await fixtures.setTeamPermissionFlags({ canEditTasks: false });
      const denied = await repeat(visible, { frequency: 'daily' }, tenant.team).expect(403);
      expect(denied.body.code).toBe('MISSING_PERMISSION');
      await http().delete(recurrence(visible)).set(as(tenant.team)).expect(403);
      await http().get(recurrence(visible)).set(as(tenant.team)).expect(200);
    } finally {
      await fixtures.setTeamPermissions(true);
    }
  });
});

/** Two API processes against one database: completing the same occurrence on both makes one next occurrence. */
describe('recurring tasks on two API processes', () => {
  let seeder: INestApplication;
  let tenant: TestTenant;
  let nodes: ApiProcess[] = [];

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: process.env['DATABASE_URL'] ?? '',
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'warn',
    };
    nodes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    seeder = await createTestApp();
    tenant = await createTestTenant(seeder);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(nodes.map(stopApiProcess));
    await seeder?.close();
  });

  it('creates one next occurrence when both complete it at the same moment', async () => {
    const call = (node: ApiProcess, method: string, path: string, body: object) =>
      fetch(`${node.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const scope = seeder.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    for (let round = 0; round < 5; round += 1) {
      const task = await scope.insert(Task, {
        projectId: tenant.projectA,
        title: `Race ${round}`,
        description: 'x',
        assignedToId: tenant.team.id,
        isClientVisible: false,
        tags: '[]',
        dueDate: '2027-09-01',
      });
      const set = await call(nodes[0], 'PUT', `/api/tasks/${task.id}/recurrence`, { frequency: 'daily' });
      expect(set.status).toBe(200);
      const { seriesId } = (await set.json()) as RecurrenceView;
      const answers = await Promise.all(
        [...nodes, ...nodes].map((node) =>
          call(node, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const made = await scope.find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } });
      expect(made.map((occurrence) => [occurrence.occurrenceIndex, occurrence.dueDate])).toEqual([
        [0, '2027-09-01'],
        [1, '2027-09-02'],
      ]);
    }
  });

  it('makes each occurrence of an ahead series once when its job runs on several processes at once', async () => {
    const scope = seeder.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const today = DateTime.fromISO(todayIn('Europe/Berlin', new Date()));
    const day = (offset: number) => today.plus({ days: offset }).toISODate() ?? '';
    const task = await scope.insert(Task, {
      projectId: tenant.projectA,
      title: 'Ahead race',
      description: 'x',
      assignedToId: tenant.team.id,
      isClientVisible: false,
      tags: '[]',
      dueDate: day(1),
    });
    const set = await fetch(`${nodes[0].url}/api/tasks/${task.id}/recurrence`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ frequency: 'daily' }),
    });
    const { seriesId } = (await set.json()) as RecurrenceView;
    // Made 'ahead' behind the API's back, so only the job (not setting the rule) makes its occurrences.
    await scope.update(TaskSeries, { id: seriesId }, { mode: 'ahead', leadDays: 5 });
    const queue = seeder.get(JobQueue);
    const jobs = await Promise.all(Array.from({ length: 6 }, () => queue.send(RECURRENCE_AHEAD_QUEUE, {})));
    await waitFor('the jobs', async () => {
      const states = await Promise.all(jobs.map((id) => queue.findJob(RECURRENCE_AHEAD_QUEUE, id ?? '')));
      return states.every((job) => job?.state === 'completed');
    });
    const made = await scope.find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } });
    expect(made.map((occurrence) => [occurrence.occurrenceIndex, occurrence.dueDate])).toEqual(
      [1, 2, 3, 4, 5].map((offset, index) => [index, day(offset)]),
    );
  });
});

/** The agency's time zone (docs/recurring-tasks.md): Europe/Berlin unless an admin names another IANA zone. */
describe('the agency time zone', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const zone = '/api/service-providers/current/time-zone';

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('is Europe/Berlin at first; an admin sets a valid IANA name, new rules follow it; a bad name is 400', async () => {
    const http = () => request(app.getHttpServer());
    expect((await http().get(zone).set(as(tenant.team)).expect(200)).body).toEqual({ timeZone: 'Europe/Berlin' });
    const bad = await http().put(zone).set(as(tenant.admin)).send({ timeZone: 'Mars/Olympus' }).expect(400);
    expect(fieldErrorCodesOf(bad.body)).toEqual({ timeZone: 'INVALID_TIME_ZONE' });
    await http().put(zone).set(as(tenant.team)).send({ timeZone: 'America/New_York' }).expect(403);
    await http().put(zone).set(as(tenant.admin)).send({ timeZone: 'America/New_York' }).expect(200);
    expect((await http().get(zone).set(as(tenant.clientA)).expect(200)).body).toEqual({ timeZone: 'America/New_York' });

    const taskId = await new Fixtures(app, tenant).task({ dueDate: '2027-03-08' });
    const set = await http().put(`/api/tasks/${taskId}/recurrence`).set(as(tenant.admin)).send({ frequency: 'weekly' });
    expect(set.body).toMatchObject({
      timeZone: 'America/New_York',
      rule: expect.stringContaining('DTSTART;TZID=America/New_York:20270308T090000'),
    });
  });
});
