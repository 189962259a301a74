import type { INestApplication } from '@nestjs/common';
import { fieldErrorCodesOf, type RecurrenceView, type TaskView } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { Clock } from '../common/clock';
import { WorkActivityBus, type WorkActivityEvent } from '../live-events/work-activity';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { RecurrenceSchedule } from './recurrence-schedule.service';

/** Occurrences made ahead of time by the job queue (docs/recurring-tasks.md). The job's handler is called directly. */
describe('recurring tasks made ahead of time', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  let fixtures: Fixtures;
  let clock: Clock;
  const activity: WorkActivityEvent[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const recurrence = (taskId: string) => `/api/tasks/${taskId}/recurrence`;
  const repeat = (taskId: string, body: object, user = tenant.admin) =>
    http().put(recurrence(taskId)).set(as(user)).send(body);
  const complete = (taskId: string) =>
    http().patch(`/api/tasks/${taskId}/status`).set(as(tenant.admin)).send({ status: 'completed' });
  const setClock = (iso: string) => {
    clock.now = () => new Date(iso);
  };
  const runJob = () => app.get(RecurrenceSchedule).run();
  const occurrences = async (seriesId: string, owner = tenant) =>
    (
      await app
        .get(TenantDataAccess)
        .forTenant(owner.serviceProviderId)
        .find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } })
    ).map((task) => [task.occurrenceIndex, task.dueDate, task.status]);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other Studio');
    fixtures = new Fixtures(app, tenant);
    clock = app.get(Clock);
    app.get(WorkActivityBus).subscribe(async (event) => {
      activity.push(event);
    });
  });

  afterEach(() => {
    clock.now = () => new Date();
  });

  afterAll(async () => {
    await app.close();
  });

  it('makes the occurrences inside the lead window when set, then each one once as the days come', async () => {
    setClock('2027-03-01T10:00:00Z');
    const taskId = await fixtures.task({ title: 'Weekly check', dueDate: '2027-03-01' });
    await fixtures.checklistItem(taskId, { title: 'Backup', done: true });
    const set = await repeat(taskId, { frequency: 'weekly', creation: 'ahead' }).expect(200);
    const view = set.body as RecurrenceView;
    expect(view).toMatchObject({
      creation: 'ahead',
      leadDays: 7,
      pattern: { frequency: 'weekly', creation: 'ahead', leadDays: 7 },
    });
    // Made with the rule, not 15 minutes later: the one due 8 March is 7 days away.
    const made = await occurrences(view.seriesId);
    expect(made).toEqual([
      [0, '2027-03-01', 'todo'],
      [1, '2027-03-08', 'todo'],
    ]);
    const [, first] = await app
      .get(TenantDataAccess)
      .forTenant(tenant.serviceProviderId)
      .find(Task, { where: { seriesId: view.seriesId }, order: { occurrenceIndex: 'ASC' } });
    const items = await app
      .get(TenantDataAccess)
      .forTenant(tenant.serviceProviderId)
      .find(ChecklistItem, { where: { taskId: first.id } });
    expect(items.map((item) => [item.title, item.done])).toEqual([['Backup', false]]);
    expect(first.title).toBe('Weekly check');
    expect(activity).toContainEqual(expect.objectContaining({ kind: 'task.created', taskId: first.id }));

    await runJob();
    await runJob();
    expect(await occurrences(view.seriesId)).toEqual(made);

    // A week on: two runs at once (as on two processes) make the next one once.
    setClock('2027-03-08T00:30:00Z');
    await Promise.all([runJob(), runJob(), runJob()]);
    expect((await occurrences(view.seriesId)).map(([index, day]) => [index, day])).toEqual([
      [0, '2027-03-01'],
      [1, '2027-03-08'],
      [2, '2027-03-15'],
    ]);
    const created = activity.filter((event) => event.kind === 'task.created' && event.projectId === tenant.projectA);
    expect(new Set(created.map((event) => event.taskId)).size).toBe(created.length);

    // Completing does not make the next one in this mode.
    await complete(first.id).expect(200);
    expect(await occurrences(view.seriesId)).toHaveLength(3);

    // The job was down for six weeks: it catches up to the lead window.
    setClock('2027-04-20T10:00:00Z');
    await runJob();
    expect((await occurrences(view.seriesId)).map(([, day]) => day)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
      '2027-03-22',
      '2027-03-29',
      '2027-04-05',
      '2027-04-12',
      '2027-04-19',
      '2027-04-26',
    ]);
  });

  it('follows the count and end, makes nothing for an ended series, and works in each agency apart', async () => {
    setClock('2027-05-03T10:00:00Z');
    const counted = await fixtures.task({ dueDate: '2027-05-03' });
    const countedSeries = (
      await repeat(counted, { frequency: 'daily', creation: 'ahead', leadDays: 30, ends: { type: 'after', count: 3 } })
    ).body as RecurrenceView;
    expect((await occurrences(countedSeries.seriesId)).map(([, day]) => day)).toEqual([
      '2027-05-03',
      '2027-05-04',
      '2027-05-05',
    ]);

    const stopped = await fixtures.task({ dueDate: '2027-05-03' });
    const stoppedSeries = (await repeat(stopped, { frequency: 'weekly', creation: 'ahead', leadDays: 7 }).expect(200))
      .body as RecurrenceView;
    const [, madeAhead] = await app
      .get(TenantDataAccess)
      .forTenant(tenant.serviceProviderId)
      .find(Task, {
        where: { seriesId: stoppedSeries.seriesId },
        order: { occurrenceIndex: 'ASC' },
      });
    // A team member who may edit but not delete tasks stops a rule: what it made ahead stays.
    const keptByMember = await fixtures.task({ dueDate: '2027-05-03' });
    const keptSeries = (await repeat(keptByMember, { frequency: 'weekly', creation: 'ahead', leadDays: 7 }).expect(200))
      .body as RecurrenceView;
    await fixtures.setTeamPermissionFlags({ canEditTasks: true, canDeleteTasks: false });
    await http().delete(recurrence(keptByMember)).set(as(tenant.team)).expect(204);
    expect(await occurrences(keptSeries.seriesId)).toHaveLength(2);
    await fixtures.setTeamPermissions(true);

    await http().delete(recurrence(stopped)).set(as(tenant.admin)).expect(204);
    // Stopping removes what the rule made ahead and nobody started.
    await http().get(`/api/tasks/${madeAhead.id}`).set(as(tenant.admin)).expect(404);

    const theirs = await new Fixtures(app, other).task({ dueDate: '2027-05-03', projectId: other.projectA });
    const theirSeries = (
      await http()
        .put(recurrence(theirs))
        .set(as(other.admin))
        .send({ frequency: 'weekly', creation: 'ahead', leadDays: 0 })
        .expect(200)
    ).body as RecurrenceView;

    setClock('2027-05-24T10:00:00Z');
    await runJob();
    expect(await occurrences(countedSeries.seriesId)).toHaveLength(3);
    expect(await occurrences(stoppedSeries.seriesId)).toHaveLength(1);
    expect((await occurrences(theirSeries.seriesId, other)).map(([, day]) => day)).toEqual([
      '2027-05-03',
      '2027-05-10',
      '2027-05-17',
      '2027-05-24',
    ]);
    // Nothing of theirs in this agency.
    expect(await occurrences(theirSeries.seriesId)).toEqual([]);
    const ours = (await http().get('/api/tasks').set(as(tenant.admin)).expect(200)).body as TaskView[];
    expect(ours.filter((task) => task.recurrence?.seriesId === theirSeries.seriesId)).toEqual([]);
  });

  it('"this and future ones" also changes the occurrences already made ahead, except completed ones', async () => {
    setClock('2027-07-01T10:00:00Z');
    const taskId = await fixtures.task({ title: 'Daily standup notes', dueDate: '2027-07-01' });
    const { seriesId } = (await repeat(taskId, { frequency: 'daily', creation: 'ahead', leadDays: 3 }).expect(200))
      .body as RecurrenceView;
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const made = await scope.find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } });
    expect(made).toHaveLength(4);
    await complete(made[3].id).expect(200);
    await http()
      .put(`${recurrence(made[1].id)}/following`)
      .set(as(tenant.admin))
      .send({ title: 'Standup notes', priority: 'high' })
      .expect(200);
    const after = await scope.find(Task, { where: { seriesId }, order: { occurrenceIndex: 'ASC' } });
    expect(after.map((task) => [task.occurrenceIndex, task.title, task.priority])).toEqual([
      [0, 'Daily standup notes', made[0].priority],
      [1, 'Standup notes', 'high'],
      [2, 'Standup notes', 'high'],
      [3, 'Daily standup notes', made[3].priority],
    ]);
    setClock('2027-07-02T10:00:00Z');
    await runJob();
    const [fifth] = await scope.find(Task, { where: { seriesId, occurrenceIndex: 4 } });
    expect([fifth.title, fifth.priority, fifth.dueDate]).toEqual(['Standup notes', 'high', '2027-07-05']);
  });

  it('switches a series between the modes through its rule; refuses bad lead days', async () => {
    setClock('2027-06-01T10:00:00Z');
    const taskId = await fixtures.task({ dueDate: '2027-06-07' });
    const onCompletion = (await repeat(taskId, { frequency: 'weekly' }).expect(200)).body as RecurrenceView;
    expect(onCompletion).toMatchObject({ creation: 'on_completion', leadDays: null });
    expect(await occurrences(onCompletion.seriesId)).toHaveLength(1);

    const ahead = (await repeat(taskId, { frequency: 'weekly', creation: 'ahead', leadDays: 14 }).expect(200))
      .body as RecurrenceView;
    expect((await occurrences(ahead.seriesId)).map(([, day]) => day)).toEqual(['2027-06-07', '2027-06-14']);
    await runJob();
    expect(await occurrences(onCompletion.seriesId)).toEqual([]);

    const back = (await repeat(taskId, { frequency: 'weekly', creation: 'on_completion' }).expect(200))
      .body as RecurrenceView;
    // The one the old rule made ahead (to do) went: completing makes the only 14 June task.
    expect(await occurrences(ahead.seriesId)).toEqual([]);
    await complete(taskId).expect(200);
    expect((await occurrences(back.seriesId)).map(([, day]) => day)).toEqual(['2027-06-07', '2027-06-14']);

    for (const [body, field, code] of [
      [{ frequency: 'weekly', creation: 'later' }, 'creation', 'NOT_ONE_OF'],
      [{ frequency: 'weekly', creation: 'ahead', leadDays: 61 }, 'leadDays', 'TOO_LARGE'],
      [{ frequency: 'weekly', creation: 'ahead', leadDays: -1 }, 'leadDays', 'TOO_SMALL'],
      [{ frequency: 'weekly', leadDays: 3 }, 'leadDays', 'RECURRENCE_RULE_MISMATCH'],
    ] as const) {
      const refused = await repeat(taskId, body).expect(400);
      expect(fieldErrorCodesOf(refused.body)).toEqual({ [field]: code });
    }
  });
});
