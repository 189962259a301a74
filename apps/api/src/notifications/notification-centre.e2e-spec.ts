import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  SERVER_EVENTS,
  type NotificationCreatedPayload,
  type NotificationPage,
  type NotificationReadPayload,
  type NotificationView,
} from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, Inbox, listenOnLoopback, roundTrip } from '../../test/live-client';
import { waitFor } from '../../test/smtp-test-server';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { JobQueue } from '../jobs/job-queue.service';
import { Clock } from '../common/clock';
import { Project } from '../projects/project.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { NOTIFICATION_QUEUES } from './notification-queues';
import { localDay } from './schedule-times';

describe('notification centre', () => {
  let app: INestApplication;
  let url: string;
  let sql: DataSource;
  let tenant: TestTenant;
  let fresh: Fixtures;
  const sockets: Socket[] = [];
  let now: Date | null = null;

  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({
    post: (path: string, body: object = {}) =>
      http().post(path).set('Authorization', `Bearer ${user.token}`).send(body),
    put: (path: string, body: object = {}) => http().put(path).set('Authorization', `Bearer ${user.token}`).send(body),
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${user.token}`),
  });
  const centre = async (user: TestUser, query = '') =>
    (await as(user).get(`/api/notifications${query}`).expect(200)).body as NotificationPage;
  /** Waits until the work change of `kind` on `taskId` or project was recorded: who hears of it is decided by then. */
  const recorded = (kind: string, where: { taskId?: string; projectId?: string }) =>
    waitFor(`the ${kind} activity`, async () => {
      const rows = await sql.query(
        `SELECT id FROM work_activity WHERE kind = $1 AND ${where.taskId ? 'task_id' : 'project_id'} = $2`,
        [kind, where.taskId ?? where.projectId],
      );
      return rows.length > 0 ? rows : null;
    });
  const entryOf = async (user: TestUser, predicate: (entry: NotificationView) => boolean) =>
    (await centre(user, '?limit=50')).items.find(predicate);
  const createTask = async (assignee: TestUser, fields: object = {}) =>
    (
      await as(tenant.admin)
        .post('/api/tasks', {
          title: `Task ${randomUUID().slice(0, 8)}`,
          description: 'For the centre',
          projectId: tenant.projectA,
          assignedToId: assignee.id,
          isClientVisible: true,
          ...fields,
        })
        .expect(201)
    ).body as { id: string; title: string };
  const open = async (user: TestUser) => {
    const socket = await connectLive(url, user.token);
    sockets.push(socket);
    return { socket, inbox: new Inbox(socket, Object.values(SERVER_EVENTS)) };
  };

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    sql = app.get(DataSource);
    const clock = app.get(Clock);
    const systemNow = clock.now.bind(clock);
    clock.now = () => now ?? systemNow();
  });

  beforeEach(async () => {
    tenant = await createTestTenant(app, 'Centre Studio');
    fresh = new Fixtures(app, tenant);
  });

  afterEach(() => {
    now = null;
    for (const socket of sockets.splice(0)) socket.close();
  });
  /** Runs a scheduled job now, as its cron tick would, and waits until a worker completed it. */
  const runSchedule = async (queue: string) => {
    const jobs = app.get(JobQueue);
    const id = (await jobs.send(queue, {})) as string;
    await waitFor(`the ${queue} job`, async () => (await jobs.findJob(queue, id))?.state === 'completed');
  };

  afterAll(async () => {
    await app?.close();
  });

  it('shows an assignment to the assignee, unread, newest first, with who did it and the task', async () => {
    const task = await createTask(tenant.team);
    await recorded('task.created', { taskId: task.id });

    const page = await centre(tenant.team);
    expect(page.items).toEqual([
      expect.objectContaining({
        reason: 'taskAssigned',
        kind: 'task.created',
        actorName: 'Test admin',
        task: { id: task.id, title: task.title },
        project: expect.objectContaining({ id: tenant.projectA }),
        readAt: null,
      }),
    ]);
    expect(page.unreadCount).toBe(1);
    expect((await as(tenant.team).get('/api/notifications/unread-count').expect(200)).body).toEqual({
      unreadCount: 1,
    });
    // The one who made the change hears nothing of it.
    expect((await centre(tenant.admin)).items).toEqual([]);
  });

  it('tells followers of a comment, the client of an approval request, the assignee of the decision', async () => {
    await as(tenant.admin).put('/api/client-communication-settings', { requireApprovalForUpdates: true }).expect(200);
    const task = await createTask(tenant.team);
    await recorded('task.created', { taskId: task.id });
    await as(tenant.admin).put(`/api/notifications/task-follows/${task.id}`).expect(200);
    await as(tenant.team).post('/api/comments/tasks', { taskId: task.id, content: 'Looks good' }).expect(201);
    await recorded('comment.created', { taskId: task.id });
    expect(await entryOf(tenant.admin, (entry) => entry.task?.id === task.id)).toMatchObject({
      reason: 'taskCommented',
      kind: 'comment.created',
      commentThread: 'task',
    });

    await as(tenant.admin).post(`/api/tasks/${task.id}/approval-request`, {}).expect(200);
    await recorded('task.approval_requested', { taskId: task.id });
    expect(await entryOf(tenant.clientA, (entry) => entry.task?.id === task.id)).toMatchObject({
      reason: 'approvalRequested',
    });
    expect(await entryOf(tenant.clientB, (entry) => entry.task?.id === task.id)).toBeUndefined();

    await as(tenant.clientA).post(`/api/tasks/${task.id}/approval`, { status: 'approved' }).expect(200);
    await recorded('task.approval_decided', { taskId: task.id });
    expect(await entryOf(tenant.team, (entry) => entry.kind === 'task.approval_decided')).toMatchObject({
      reason: 'approvalDecided',
      task: { id: task.id, title: task.title },
    });
  });

  it('tells the people working on a project that it was completed', async () => {
    await createTask(tenant.team);
    await as(tenant.admin).put(`/api/projects/${tenant.projectA}`, { status: 'completed' }).expect(200);
    await recorded('project.updated', { projectId: tenant.projectA });

    expect(await entryOf(tenant.team, (entry) => entry.kind === 'project.updated')).toMatchObject({
      reason: 'projectCompleted',
      task: null,
      project: { id: tenant.projectA },
    });
  });

  describe('visibility is the task’s', () => {
    it('never tells a client of an internal comment or of a task hidden from clients', async () => {
      const visible = await createTask(tenant.team);
      await as(tenant.team)
        .post('/api/comments/tasks', { taskId: visible.id, content: 'Internal note', isInternal: true })
        .expect(201);
      await recorded('comment.created', { taskId: visible.id });
      await as(tenant.team)
        .post('/api/comments/tasks', { taskId: tenant.hiddenTaskA, content: 'On the hidden task' })
        .expect(201);
      await recorded('comment.created', { taskId: tenant.hiddenTaskA });

      const page = await centre(tenant.clientA);
      expect(page.items.filter((entry) => entry.kind === 'comment.created')).toEqual([]);
      expect(JSON.stringify(page)).not.toContain(tenant.hiddenTaskA);
    });

    it('never tells a team member without canViewAllTasks of a task no longer theirs', async () => {
      await fresh.setTeamPermissionFlags({ canViewAllTasks: false });
      const task = await createTask(tenant.team);
      await as(tenant.team).put(`/api/notifications/task-follows/${task.id}`).expect(200);
      await as(tenant.admin).put(`/api/tasks/${task.id}`, { assignedToId: tenant.admin.id }).expect(200);
      await as(tenant.admin)
        .post('/api/comments/tasks', { taskId: task.id, content: 'Only the admin may read this now' })
        .expect(201);
      await recorded('comment.created', { taskId: task.id });

      const page = await centre(tenant.team);
      // The assignment made before is out of sight too, since the task is no longer theirs (checked again when read).
      expect(page.items.filter((entry) => entry.task?.id === task.id)).toEqual([]);
      expect(page.unreadCount).toBe(0);
      const stored = await sql.query(
        `SELECT n.reason FROM notification n JOIN work_activity a ON a.id = n.activity_id
          WHERE n.recipient_id = $1 AND a.kind = 'comment.created' AND a.task_id = $2`,
        [tenant.team.id, task.id],
      );
      expect(stored).toEqual([]);
    });

    it('checks again when listing: an entry about a task hidden since disappears, and the count with it', async () => {
      const task = await createTask(tenant.team);
      await as(tenant.admin).post('/api/comments/tasks', { taskId: task.id, content: 'For the client' }).expect(201);
      await recorded('comment.created', { taskId: task.id });
      expect((await centre(tenant.clientA)).unreadCount).toBeGreaterThan(0);

      await as(tenant.admin).put(`/api/tasks/${task.id}`, { isClientVisible: false }).expect(200);

      const page = await centre(tenant.clientA);
      expect(page.items.filter((entry) => entry.task?.id === task.id)).toEqual([]);
      expect(page.unreadCount).toBe(0);
    });
  });

  describe('preferences', () => {
    it('answers and stores an in-app switch per reason next to the mail switches', async () => {
      const before = (await as(tenant.team).get('/api/notifications/preferences').expect(200)).body;
      expect(before).toMatchObject({ emailTaskAssigned: true, inAppTaskAssigned: true, inAppProjectCompleted: true });

      const after = (
        await as(tenant.team).put('/api/notifications/preferences', { inAppTaskAssigned: false }).expect(200)
      ).body;
      expect(after).toMatchObject({ emailTaskAssigned: true, inAppTaskAssigned: false });
      await as(tenant.team).put('/api/notifications/preferences', { inAppTaskAssigned: 'no' }).expect(400);
    });

    it('centre off: nothing in the centre, the mail still goes; both off: nothing at all', async () => {
      await as(tenant.team).put('/api/notifications/preferences', { inAppTaskAssigned: false }).expect(200);
      const mailed = await createTask(tenant.team);
      await recorded('task.created', { taskId: mailed.id });
      expect((await centre(tenant.team)).items).toEqual([]);
      expect(
        await sql.query(
          `SELECT n.email, n.in_app FROM notification n JOIN work_activity a ON a.id = n.activity_id WHERE a.task_id = $1`,
          [mailed.id],
        ),
      ).toEqual([{ email: true, in_app: false }]);

      await as(tenant.team).put('/api/notifications/preferences', { emailTaskAssigned: false }).expect(200);
      const silent = await createTask(tenant.team);
      await recorded('task.created', { taskId: silent.id });
      expect(
        await sql.query(
          `SELECT n.id FROM notification n JOIN work_activity a ON a.id = n.activity_id WHERE a.task_id = $1`,
          [silent.id],
        ),
      ).toEqual([]);
    });

    it('mail off, centre on: the entry shows and no mail waits for it', async () => {
      await as(tenant.team).put('/api/notifications/preferences', { emailTaskAssigned: false }).expect(200);
      const task = await createTask(tenant.team);
      await recorded('task.created', { taskId: task.id });
      expect((await centre(tenant.team)).items).toHaveLength(1);
      expect(
        await sql.query(
          `SELECT n.email, n.mail_id FROM notification n JOIN work_activity a ON a.id = n.activity_id WHERE a.task_id = $1`,
          [task.id],
        ),
      ).toEqual([{ email: false, mail_id: null }]);
    });
  });

  describe('read state', () => {
    it('marks one read, then all; another person’s entry answers 404; a bad id 400', async () => {
      const first = await createTask(tenant.team);
      const second = await createTask(tenant.team);
      await recorded('task.created', { taskId: first.id });
      await recorded('task.created', { taskId: second.id });
      const [newest, older] = (await centre(tenant.team)).items;
      expect(newest.task?.id).toBe(second.id);
      expect(older.task?.id).toBe(first.id);

      await as(tenant.admin).post(`/api/notifications/${newest.id}/read`).expect(404);
      expect((await as(tenant.admin).post('/api/notifications/not-a-uuid/read').expect(400)).body).toMatchObject({
        statusCode: 400,
      });
      expect((await as(tenant.team).post(`/api/notifications/${newest.id}/read`).expect(200)).body).toEqual({
        unreadCount: 1,
      });
      const page = await centre(tenant.team);
      expect(page.items.map((entry) => entry.readAt === null)).toEqual([false, true]);
      expect(page.unreadCount).toBe(1);

      expect((await as(tenant.team).post('/api/notifications/read-all').expect(200)).body).toEqual({ unreadCount: 0 });
      expect((await centre(tenant.team)).items.every((entry) => entry.readAt !== null)).toBe(true);
    });

    it('pages newest first with a cursor', async () => {
      const tasks = [];
      for (let index = 0; index < 3; index++) {
        const task = await createTask(tenant.team);
        await recorded('task.created', { taskId: task.id });
        tasks.push(task);
      }
      const first = await centre(tenant.team, '?limit=2');
      expect(first.items.map((entry) => entry.task?.id)).toEqual([tasks[2].id, tasks[1].id]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await centre(tenant.team, `?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(second.items.map((entry) => entry.task?.id)).toEqual([tasks[0].id]);
      expect(second.nextCursor).toBeNull();
      await as(tenant.team).get('/api/notifications?limit=0').expect(400);
    });
  });

  it("tells the admins live of a project's budget warnings, by their in-app switch; never a team member", async () => {
    await app.get(TenantDataAccess).forTenant(tenant.serviceProviderId).update(
      Project,
      { id: tenant.projectA },
      {
        budgetHours: 10,
      },
    );
    const admin = await open(tenant.admin);
    const logTime = (minutes: number) =>
      as(tenant.team)
        .post('/api/time/entries', { projectId: tenant.projectA, date: '2026-11-02', minutes })
        .expect(201);

    await logTime(8 * 60);

    const live = (await admin.inbox.next(
      SERVER_EVENTS.notificationCreated,
      (payload: NotificationCreatedPayload) => payload.notification.reason === 'budgetWarning',
    )) as NotificationCreatedPayload;
    expect(live.notification).toMatchObject({
      kind: 'project.budget_warning',
      actorName: null,
      project: { id: tenant.projectA, name: 'Project A' },
      task: null,
      percent: 80,
      readAt: null,
    });
    expect((await centre(tenant.admin)).items.filter((entry) => entry.reason === 'budgetWarning')).toHaveLength(1);
    expect((await centre(tenant.team)).items.filter((entry) => entry.reason === 'budgetWarning')).toEqual([]);

    // Switched off in the app: the 100 % warning is mailed, and the centre stays as it was.
    await as(tenant.admin).put('/api/notifications/preferences', { inAppBudgetWarning: false }).expect(200);
    await logTime(2 * 60);
    await waitFor('the 100 % warning mail', async () => {
      const rows = await sql.query(
        `SELECT id FROM notification_mail WHERE recipient_id = $1 AND kind = 'budget_warning' AND details->>'percent' = '100'`,
        [tenant.admin.id],
      );
      return rows.length > 0 ? rows : null;
    });
    expect(
      (await centre(tenant.admin)).items
        .filter((entry) => entry.reason === 'budgetWarning')
        .map((entry) => entry.percent),
    ).toEqual([80]);
  });

  it('tells an assignee in the morning of each open task due tomorrow, once, in the centre only', async () => {
    const morning = new Date();
    morning.setUTCHours(7, 30, 0, 0); // 08:30 or 09:30 in Berlin: the morning schedule's window
    const tomorrow = localDay(morning, 'Europe/Berlin', 1);
    const due = await createTask(tenant.team, { dueDate: tomorrow });
    const done = await createTask(tenant.team, { dueDate: tomorrow, status: 'completed' });
    const later = await createTask(tenant.team, { dueDate: localDay(morning, 'Europe/Berlin', 2) });
    await recorded('task.created', { taskId: later.id });
    await as(tenant.team).put('/api/notifications/preferences', { emailDeadlineReminders: false }).expect(200);
    const tab = await open(tenant.team);
    now = morning;

    await runSchedule(NOTIFICATION_QUEUES.reports);
    await runSchedule(NOTIFICATION_QUEUES.reports);

    const entries = (await centre(tenant.team, '?limit=50')).items.filter((entry) => entry.reason === 'dueTomorrow');
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'task.due_tomorrow', actorName: null, task: { id: due.id, title: due.title } }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(done.id);
    await tab.inbox.next(
      SERVER_EVENTS.notificationCreated,
      (payload: NotificationCreatedPayload) => payload.notification.reason === 'dueTomorrow',
    );
    expect(
      await sql.query(`SELECT kind FROM notification_mail WHERE recipient_id = $1 AND kind = 'deadline_reminders'`, [
        tenant.team.id,
      ]),
    ).toEqual([]);

    await as(tenant.team).put('/api/notifications/preferences', { inAppDueTomorrow: false }).expect(200);
    const another = await createTask(tenant.team, { dueDate: tomorrow });
    await recorded('task.created', { taskId: another.id });
    await runSchedule(NOTIFICATION_QUEUES.reports);
    expect((await centre(tenant.team, '?limit=50')).items.filter((entry) => entry.task?.id === another.id)).toEqual([
      expect.objectContaining({ reason: 'taskAssigned' }),
    ]);
  });

  it('keeps entries 90 days: the nightly job deletes older ones', async () => {
    const task = await createTask(tenant.team);
    await recorded('task.created', { taskId: task.id });
    const old = await createTask(tenant.team);
    await recorded('task.created', { taskId: old.id });
    await sql.query(
      `UPDATE notification SET created_at = now() - interval '91 days'
        WHERE activity_id IN (SELECT id FROM work_activity WHERE task_id = $1)`,
      [old.id],
    );

    const jobs = app.get(JobQueue);
    const id = (await jobs.send(NOTIFICATION_QUEUES.centrePurge, {})) as string;
    await waitFor(
      'the purge job',
      async () => (await jobs.findJob(NOTIFICATION_QUEUES.centrePurge, id))?.state === 'completed',
    );

    expect((await centre(tenant.team)).items.map((entry) => entry.task?.id)).toEqual([task.id]);
  });

  describe('live', () => {
    it('a new entry and read state reach every open socket of the recipient, and no one else’s', async () => {
      const tab = await open(tenant.team);
      const phone = await open(tenant.team);
      const admin = await open(tenant.admin);
      const client = await open(tenant.clientA);

      const task = await createTask(tenant.team);
      const match = (payload: NotificationCreatedPayload) => payload.notification.task?.id === task.id;
      const [onTab, onPhone] = await Promise.all([
        tab.inbox.next(SERVER_EVENTS.notificationCreated, match, 20_000),
        phone.inbox.next(SERVER_EVENTS.notificationCreated, match, 20_000),
      ]);
      expect(onTab).toEqual(onPhone);
      expect(onTab).toMatchObject({ unreadCount: 1, notification: { reason: 'taskAssigned', readAt: null } });

      await as(tenant.team).post(`/api/notifications/${onTab.notification.id}/read`).expect(200);
      const read = (payload: NotificationReadPayload) =>
        Array.isArray(payload.ids) && payload.ids.includes(onTab.notification.id);
      await tab.inbox.next(SERVER_EVENTS.notificationRead, read);
      expect(await phone.inbox.next(SERVER_EVENTS.notificationRead, read)).toMatchObject({ unreadCount: 0 });

      for (const other of [admin, client]) await roundTrip(other.socket);
      expect(admin.inbox.all(SERVER_EVENTS.notificationCreated)).toEqual([]);
      expect(admin.inbox.all(SERVER_EVENTS.notificationRead)).toEqual([]);
      expect(client.inbox.all(SERVER_EVENTS.notificationCreated)).toEqual([]);
      expect(client.inbox.all(SERVER_EVENTS.notificationRead)).toEqual([]);
    });
  });
});
