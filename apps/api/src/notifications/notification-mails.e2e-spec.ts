import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { SmtpTestServer, waitFor, type ReceivedMail } from '../../test/smtp-test-server';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import { NOTIFICATION_QUEUES } from './notification-queues';

const WEB = 'https://app.taskflow.test';
const API = 'https://api.taskflow.test';

describe('notification mails (real SMTP)', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;
  let database: { url: string; drop: () => Promise<void> };
  let tenant: TestTenant;
  let sql: DataSource;
  let now: Date | null = null;

  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({
    post: (url: string, body: object = {}) => http().post(url).set('Authorization', `Bearer ${user.token}`).send(body),
    put: (url: string, body: object = {}) => http().put(url).set('Authorization', `Bearer ${user.token}`).send(body),
    patch: (url: string, body: object = {}) =>
      http().patch(url).set('Authorization', `Bearer ${user.token}`).send(body),
    get: (url: string) => http().get(url).set('Authorization', `Bearer ${user.token}`),
    delete: (url: string) => http().delete(url).set('Authorization', `Bearer ${user.token}`),
  });
  const mailRows = (recipientId: string) =>
    sql.query(`SELECT * FROM notification_mail WHERE recipient_id = $1 ORDER BY created_at`, [recipientId]);
  /** Waits until the activity of `taskId` (of kind `kind`) was recorded: its notifications are decided by then. */
  const recorded = (taskId: string, kind: string) =>
    waitFor(`the ${kind} activity of ${taskId}`, async () => {
      const rows = await sql.query(`SELECT id FROM work_activity WHERE task_id = $1 AND kind = $2`, [taskId, kind]);
      return rows.length > 0 ? rows : null;
    });
  /** Waits until no mail is on its way (so stopping SMTP affects only the mails a test makes next). */
  const settled = () =>
    waitFor(
      'every queued mail sent',
      async () => (await sql.query(`SELECT 1 FROM notification_mail WHERE status = 'queued'`)).length === 0,
    );
  /** Runs a scheduled job now, as its cron tick would, and waits until a worker completed it. */
  const runSchedule = async (queue: string) => {
    const jobs = app.get(JobQueue);
    const id = (await jobs.send(queue, {})) as string;
    await waitFor(`the ${queue} job`, async () => (await jobs.findJob(queue, id))?.state === 'completed');
  };
  const setClock = (iso: string | null) => {
    now = iso ? new Date(iso) : null;
  };
  const createTask = async (assignee: TestUser, title: string, fields: object = {}) =>
    (
      await as(tenant.admin)
        .post('/api/tasks', {
          title,
          description: 'Mailed task',
          projectId: tenant.projectA,
          assignedToId: assignee.id,
          isClientVisible: true,
          ...fields,
        })
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    database = await createFreshDatabase('mails');
    app = await createTestApp(
      testAppConfig({
        DATABASE_URL: database.url,
        ...smtp.env,
        WEB_APP_URL: WEB,
        API_PUBLIC_URL: API,
        MAIL_RETRY_LIMIT: '2',
        MAIL_RETRY_DELAY_SECONDS: '1',
      }),
    );
    const clock = app.get(Clock);
    const systemNow = clock.now.bind(clock);
    clock.now = () => now ?? systemNow();
    sql = app.get(DataSource);
    tenant = await createTestTenant(app, 'Mail Studio');
    await sql.query(`UPDATE app_user SET language = 'de' WHERE id = $1`, [tenant.team.id]);
    await sql.query(`UPDATE app_user SET language = 'en' WHERE id = $1`, [tenant.admin.id]);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.down();
    await database?.drop();
  });

  afterEach(async () => {
    setClock(null);
    await sql.query(`DELETE FROM notification_preferences`);
  });

  it('mails an assignment once, in the assignee’s language, as text and HTML with a link into the app and one-click unsubscribe', async () => {
    const task = await createTask(tenant.team, 'Draw the logo');

    const mail = await smtp.waitForMail(tenant.team.email, (received) => received.subject.includes('Draw the logo'));

    expect(mail.subject).toBe('Neue Aufgabe für Sie: Draw the logo');
    expect(mail.text).toContain('Hallo Test,');
    expect(mail.text).toContain(
      'Test admin hat die Aufgabe „Draw the logo“ (Project A) angelegt und Ihnen zugewiesen.',
    );
    expect(mail.text).toContain(`${WEB}/dashboard/kanban?projectId=${tenant.projectA}&taskId=${task.id}`);
    expect(mail.html).toContain(`href="${WEB}/dashboard/kanban?projectId=${tenant.projectA}&amp;taskId=${task.id}"`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${API}/api/notifications/unsubscribe\\?token=[\\w.-]+>$`),
    );
    await waitFor('the mail marked sent', async () =>
      (await mailRows(tenant.team.id)).every((row: { status: string }) => row.status === 'sent'),
    );
    expect(
      smtp.mailsTo(tenant.team.email).filter((received) => received.subject.includes('Draw the logo')),
    ).toHaveLength(1);
  });

  it('tells nobody of their own action', async () => {
    const task = await createTask(tenant.admin, 'Own task of the admin');
    await recorded(task.id, 'task.created');

    expect(await sql.query(`SELECT * FROM notification WHERE recipient_id = $1`, [tenant.admin.id])).toEqual([]);
  });

  it('turns the matching preference off through the unsubscribe link, without signing in', async () => {
    await createTask(tenant.team, 'Unsubscribe from me');
    const mail = await smtp.waitForMail(tenant.team.email, (received) =>
      received.subject.includes('Unsubscribe from me'),
    );
    const link = /https:\/\/api\.taskflow\.test(\/api\/notifications\/unsubscribe\?token=[\w.-]+)/.exec(mail.text);
    const path = (link as RegExpExecArray)[1];

    const preview = await http().get(path).set('Accept', 'application/json').expect(200);
    expect(preview.body).toEqual({ email: tenant.team.email, preferences: ['emailTaskAssigned'], unsubscribed: false });
    const page = await http().get(path).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<form method="post"');
    await http()
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, {
        email: tenant.team.email,
        preferences: ['emailTaskAssigned'],
        unsubscribed: true,
      });

    const preferences = await as(tenant.team).get('/api/notifications/preferences').expect(200);
    expect(preferences.body).toMatchObject({ emailTaskAssigned: false, emailTaskCommented: true });
    const quiet = await createTask(tenant.team, 'Assigned after unsubscribing');
    const [activity] = await recorded(quiet.id, 'task.created');
    // The notification centre still shows it (its own switch is on); no mail waits for it.
    expect(
      await sql.query(`SELECT email, in_app, mail_id FROM notification WHERE activity_id = $1`, [activity.id]),
    ).toEqual([{ email: false, in_app: true, mail_id: null }]);
  });

  it('refuses altered or missing unsubscribe tokens with 400', async () => {
    const bad = await http().post('/api/notifications/unsubscribe?token=abc.def').expect(400);
    expect(bad.body.fields).toEqual({ token: ['This unsubscribe link is not valid'] });
    await http().get('/api/notifications/unsubscribe').expect(400);
    await http().get('/api/notifications/unsubscribe?token=a&token=b').expect(400);
  });

  it('collects a daily-frequency reader’s events into one digest at the next morning', async () => {
    await as(tenant.team).put('/api/notifications/preferences', { frequency: 'daily' }).expect(200);
    setClock('2030-01-08T09:00:00Z'); // Tuesday, 10:00 in Berlin
    const task = await createTask(tenant.team, 'Digest task');
    await as(tenant.admin).post('/api/comments/tasks', { taskId: task.id, content: 'Looks good so far' }).expect(201);
    await as(tenant.admin).patch(`/api/tasks/${task.id}/status`, { status: 'completed' }).expect(200);
    await waitFor('three collected notifications', async () => {
      const rows = await sql.query(
        `SELECT n.* FROM notification n JOIN work_activity a ON a.id = n.activity_id
         WHERE n.recipient_id = $1 AND a.task_id = $2 AND n.mail_id IS NULL`,
        [tenant.team.id, task.id],
      );
      return rows.length === 3;
    });

    await runSchedule(NOTIFICATION_QUEUES.due);
    expect(smtp.mailsTo(tenant.team.email).filter((mail) => mail.text.includes('Digest task'))).toEqual([]);

    setClock('2030-01-09T07:00:30Z'); // 08:00 in Berlin
    await runSchedule(NOTIFICATION_QUEUES.due);
    const digest = await smtp.waitForMail(tenant.team.email, (mail) => mail.text.includes('Digest task'));

    expect(digest.subject).toBe('Ihre TaskFlow-Zusammenfassung: 3 Neuigkeiten');
    expect(digest.text).toContain(
      'Test admin hat die Aufgabe „Digest task“ (Project A) angelegt und Ihnen zugewiesen.',
    );
    expect(digest.text).toContain('Test admin hat die Aufgabe „Digest task“ (Project A) kommentiert:');
    expect(digest.text).toContain('> Looks good so far');
    expect(digest.text).toContain('Test admin hat die Aufgabe „Digest task“ (Project A) abgeschlossen.');
    expect(smtp.mailsTo(tenant.team.email).filter((mail) => mail.text.includes('Digest task'))).toHaveLength(1);
  });

  it('holds mails during quiet hours in the reader’s time zone and builds them from the state at sending time', async () => {
    await as(tenant.team).put('/api/notifications/preferences', { quietHoursEnabled: true }).expect(200);
    setClock('2030-01-08T22:30:00Z'); // 23:30 in Berlin: inside 22:00–08:00
    const kept = await createTask(tenant.team, 'Quiet task');
    const dropped = await createTask(tenant.team, 'Deleted while quiet');
    const held = await waitFor('two held mails', async () => {
      const rows: { id: string; status: string; deliver_after: Date }[] = await mailRows(tenant.team.id);
      const waiting = rows.filter((row) => row.status === 'held');
      return waiting.length >= 2 ? waiting : null;
    });
    expect(held.map((row) => row.deliver_after.toISOString())).toEqual([
      '2030-01-09T07:00:00.000Z',
      '2030-01-09T07:00:00.000Z',
    ]);

    await runSchedule(NOTIFICATION_QUEUES.due);
    expect(smtp.mailsTo(tenant.team.email).filter((mail) => /Quiet|quiet/.test(mail.subject))).toEqual([]);
    await as(tenant.admin).put(`/api/tasks/${kept.id}`, { title: 'Renamed while quiet' }).expect(200);
    await as(tenant.admin).delete(`/api/tasks/${dropped.id}`).expect(204);

    setClock('2030-01-09T07:00:30Z');
    await runSchedule(NOTIFICATION_QUEUES.due);
    const mail = await smtp.waitForMail(tenant.team.email, (received) =>
      received.subject.includes('Renamed while quiet'),
    );

    expect(mail.subject).toBe('Neue Aufgabe für Sie: Renamed while quiet');
    await waitFor('the mail of the deleted task skipped', async () => {
      const statuses = (await mailRows(tenant.team.id)).map((row: { status: string }) => row.status);
      return !statuses.includes('held') && !statuses.includes('queued') && statuses.includes('skipped');
    });
    expect(smtp.received.some((received) => received.text.includes('Deleted while quiet'))).toBe(false);
  });

  it("mails clients the agency's template with the placeholders filled, and never an internal comment", async () => {
    await as(tenant.admin)
      .put('/api/client-communication-settings', {
        emailTemplates: { taskUpdate: 'Guten Tag {clientName},\n\nNeues zu "{projectName}".' },
      })
      .expect(200);
    const task = await createTask(tenant.team, 'Client facing task');
    await as(tenant.admin).patch(`/api/tasks/${task.id}/status`, { status: 'completed' }).expect(200);

    const update = await smtp.waitForMail(tenant.clientA.email, (mail) => mail.text.includes('Client facing task'));
    expect(update.subject).toBe('News about your project Project A / Neuigkeiten zu Ihrem Projekt Project A');
    expect(update.text).toContain('Guten Tag Company A,');
    expect(update.text).toContain('Neues zu "Project A".');
    expect(update.text).toContain('Test admin completed the task “Client facing task” (Project A).');
    expect(update.text).toContain('Test admin hat die Aufgabe „Client facing task“ (Project A) abgeschlossen.');

    const internal = await as(tenant.admin)
      .post('/api/comments/tasks', { taskId: task.id, content: 'Internal: the budget is tight', isInternal: true })
      .expect(201);
    const [activity] = await waitFor('the internal comment recorded', async () => {
      const rows = await sql.query(`SELECT id FROM work_activity WHERE comment_id = $1`, [internal.body.id]);
      return rows.length ? rows : null;
    });
    const told = await sql.query(`SELECT recipient_id FROM notification WHERE activity_id = $1`, [activity.id]);
    expect(told.map((row: { recipient_id: string }) => row.recipient_id)).toEqual([tenant.team.id]);
    await as(tenant.admin)
      .post('/api/comments/tasks', { taskId: task.id, content: 'Public: we are on it' })
      .expect(201);
    await smtp.waitForMail(tenant.clientA.email, (mail) => mail.text.includes('Public: we are on it'));
    await smtp.waitForMail(tenant.team.email, (mail) => mail.text.includes('Internal: the budget is tight'));

    expect(smtp.mailsTo(tenant.clientA.email).some((mail) => mail.text.includes('budget'))).toBe(false);
    expect(smtp.mailsTo(tenant.clientB.email).some((mail) => mail.text.includes('Client facing task'))).toBe(false);
  });

  it('sends clients nothing while autoNotifyClients is off', async () => {
    await as(tenant.admin).put('/api/client-communication-settings', { autoNotifyClients: false }).expect(200);
    try {
      const task = await createTask(tenant.team, 'Silent client task');
      await as(tenant.admin).patch(`/api/tasks/${task.id}/status`, { status: 'completed' }).expect(200);
      const [activity] = await recorded(task.id, 'task.updated');
      const told = await sql.query(`SELECT recipient_id FROM notification WHERE activity_id = $1`, [activity.id]);
      expect(told.map((row: { recipient_id: string }) => row.recipient_id)).toEqual([tenant.team.id]);
    } finally {
      await as(tenant.admin).put('/api/client-communication-settings', { autoNotifyClients: true }).expect(200);
    }
  });

  it('mails followers of a task its comments, until they unfollow', async () => {
    const task = await createTask(tenant.admin, 'Followed task');
    await as(tenant.team)
      .put(`/api/notifications/task-follows/${task.id}`)
      .expect(200, { taskId: task.id, following: true });
    await as(tenant.admin).post('/api/comments/tasks', { taskId: task.id, content: 'First remark' }).expect(201);
    const mail = await smtp.waitForMail(tenant.team.email, (received) => received.text.includes('First remark'));
    expect(mail.subject).toBe('Neuer Kommentar: Followed task');

    await as(tenant.team)
      .delete(`/api/notifications/task-follows/${task.id}`)
      .expect(200, { taskId: task.id, following: false });
    await as(tenant.team)
      .get(`/api/notifications/task-follows/${task.id}`)
      .expect(200, { taskId: task.id, following: false });
    const second = await as(tenant.admin)
      .post('/api/comments/tasks', { taskId: task.id, content: 'Second remark' })
      .expect(201);
    const [activity] = await waitFor('the second comment recorded', async () => {
      const rows = await sql.query(`SELECT id FROM work_activity WHERE comment_id = $1`, [second.body.id]);
      return rows.length ? rows : null;
    });
    const told = await sql.query(`SELECT recipient_id FROM notification WHERE activity_id = $1`, [activity.id]);
    expect(told.map((row: { recipient_id: string }) => row.recipient_id)).not.toContain(tenant.team.id);
    await as(tenant.clientA).put(`/api/notifications/task-follows/${task.id}`).expect(403);
    await as(tenant.team).put('/api/notifications/task-follows/not-a-uuid').expect(400);
  });

  it('mails project changes to the team working on it, and the project start and approval requests to its clients', async () => {
    await createTask(tenant.team, 'Work on project A');
    await as(tenant.admin).put(`/api/projects/${tenant.projectA}`, { status: 'in_progress' }).expect(200);

    const update = await smtp.waitForMail(tenant.team.email, (mail) => mail.subject === 'Projekt-Update: Project A');
    expect(update.text).toContain('Test admin hat das Projekt Project A auf „In Bearbeitung“ gesetzt.');
    const start = await smtp.waitForMail(tenant.clientA.email, (mail) => mail.text.includes('gestartet ist'));
    expect(start.text).toContain('Hallo Company A,');
    expect(start.text).toContain('dass das Projekt "Project A" gestartet ist.');

    await as(tenant.admin)
      .post(`/api/tasks/${tenant.visibleTaskA}/approval-request`, { comment: 'Please check' })
      .expect(200);
    const approval = await smtp.waitForMail(tenant.clientA.email, (mail) => mail.subject.startsWith('Your approval'));
    expect(approval.subject).toBe('Your approval is requested: Visible A / Ihre Freigabe wird erbeten: Visible A');
    expect(smtp.mailsTo(tenant.clientB.email).some((mail) => mail.text.includes('Project A'))).toBe(false);
  });

  it("sends a project's clients the agency's completion template when the project is marked complete", async () => {
    const project = (
      await as(tenant.admin)
        .post('/api/projects', {
          name: 'Brochure',
          description: 'Spring brochure',
          clientCompanyId: tenant.companyA,
          startDate: '2026-01-05',
        })
        .expect(201)
    ).body as { id: string };
    const task = await createTask(tenant.team, 'Print the brochure', { projectId: project.id });
    await as(tenant.admin).patch(`/api/tasks/${task.id}/status`, { status: 'completed' }).expect(200);

    await as(tenant.admin).post(`/api/projects/${project.id}/complete`).expect(200);

    // The agency's projectComplete template (the default here), besides the mail about the completed task.
    const done = await smtp.waitForMail(tenant.clientA.email, (mail) =>
      mail.text.includes('das Projekt "Brochure" wurde erfolgreich abgeschlossen.'),
    );
    expect(done.text).toContain('Hallo Company A,');
    expect(smtp.mailsTo(tenant.clientB.email).some((mail) => mail.text.includes('Brochure'))).toBe(false);
  });

  it("stores each user's time zone (IANA names only)", async () => {
    const bad = await as(tenant.clientA).put('/api/account', { timeZone: 'Mars/Olympus_Mons' }).expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['timeZone']);
    await as(tenant.clientA).put('/api/account', { timeZone: 42 }).expect(400);
    const saved = await as(tenant.clientA).put('/api/account', { timeZone: 'America/New_York' }).expect(200);
    expect(saved.body.user.timeZone).toBe('America/New_York');
    await as(tenant.clientA).put('/api/account', { timeZone: 'Europe/Berlin' }).expect(200);
  });

  it('retries a mail while SMTP is down; it arrives once SMTP is back', async () => {
    await settled();
    await smtp.down();
    try {
      await createTask(tenant.team, 'Sent after SMTP returns');
      await waitFor('a failed attempt', async () =>
        (await mailRows(tenant.team.id)).find(
          (row: { status: string; attempts: number }) => row.status === 'queued' && row.attempts >= 1,
        ),
      );
    } finally {
      await smtp.up();
    }
    await smtp.waitForMail(tenant.team.email, (mail) => mail.subject.includes('Sent after SMTP returns'));
    expect(
      smtp.mailsTo(tenant.team.email).filter((mail) => mail.subject.includes('Sent after SMTP returns')),
    ).toHaveLength(1);
  });

  it('marks a mail failed after every retry, shows it to admins and sends it when an admin retries it', async () => {
    await settled();
    await smtp.down();
    let failed: { id: string };
    try {
      await createTask(tenant.team, 'Dead letter task');
      failed = await waitFor(
        'the mail marked failed',
        async () => (await mailRows(tenant.team.id)).find((row: { status: string }) => row.status === 'failed'),
        30_000,
      );
    } finally {
      await smtp.up();
    }
    const delivery = await as(tenant.admin).get('/api/notifications/mail-delivery').expect(200);
    expect(delivery.body).toMatchObject({ transport: 'smtp', queueRunning: true, retryLimit: 2 });
    expect(delivery.body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(delivery.body.failed.find((item: { id: string }) => item.id === failed.id)).toMatchObject({
      id: failed.id,
      recipient: { id: tenant.team.id, email: tenant.team.email },
      kind: 'event',
      status: 'failed',
      subject: 'Neue Aufgabe für Sie: Dead letter task',
      attempts: 3,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    await as(tenant.team).get('/api/notifications/mail-delivery').expect(403);

    const retried = await as(tenant.admin).post(`/api/notifications/mail-delivery/${failed.id}/retry`).expect(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'queued' });
    await smtp.waitForMail(tenant.team.email, (mail) => mail.subject.includes('Dead letter task'));
    await as(tenant.admin).post(`/api/notifications/mail-delivery/${failed.id}/retry`).expect(409);
    await as(tenant.admin).post('/api/notifications/mail-delivery/not-a-uuid/retry').expect(400);
  });

  it('sends deadline reminders, the daily digest and the weekly report at the morning hour of the reader, once per period', async () => {
    await as(tenant.team)
      .put('/api/notifications/preferences', { emailDailyDigest: true, emailWeeklyReport: true })
      .expect(200);
    setClock('2030-01-06T12:00:00Z'); // Sunday
    await createTask(tenant.team, 'Due on Tuesday', { dueDate: '2030-01-08' });
    await createTask(tenant.team, 'Overdue since Saturday', { dueDate: '2030-01-05' });
    await createTask(tenant.team, 'Due next month', { dueDate: '2030-02-20' });
    await waitFor(
      'the tasks recorded',
      async () =>
        (await sql.query(`SELECT 1 FROM work_activity WHERE occurred_at = '2030-01-06T12:00:00Z'`)).length === 3,
    );

    setClock('2030-01-07T07:30:00Z'); // Monday, 08:30 in Berlin
    await runSchedule(NOTIFICATION_QUEUES.reports);
    await runSchedule(NOTIFICATION_QUEUES.reports);

    const reminder = await smtp.waitForMail(tenant.team.email, (mail) => mail.subject.startsWith('Fristen'));
    expect(reminder.subject).toBe('Fristen: 2 Aufgaben morgen fällig oder überfällig');
    expect(reminder.text).toContain('Due on Tuesday');
    expect(reminder.text).toContain('Overdue since Saturday');
    expect(reminder.text).not.toContain('Due next month');
    const digest = await smtp.waitForMail(tenant.team.email, (mail) => mail.subject.startsWith('Ihr Tagesüberblick'));
    expect(digest.text).toContain('Test admin hat die Aufgabe „Due on Tuesday“ (Project A) angelegt');
    const week = await smtp.waitForMail(tenant.team.email, (mail) => mail.subject === 'Ihre Woche in TaskFlow');
    expect(week.text).toContain('Überfällig');
    expect(week.text).toContain('Overdue since Saturday');
    for (const prefix of ['Fristen', 'Ihr Tagesüberblick', 'Ihre Woche'])
      expect(smtp.mailsTo(tenant.team.email).filter((mail) => mail.subject.startsWith(prefix))).toHaveLength(1);
  });

  it("sends clients a progress report per project of their company by the agency's report frequency", async () => {
    await as(tenant.admin).put('/api/client-communication-settings', { clientReportsFrequency: 'never' }).expect(200);
    setClock('2030-01-14T07:30:00Z'); // Monday, 08:30 in Berlin
    await runSchedule(NOTIFICATION_QUEUES.reports);
    const thisWeek = `SELECT * FROM notification_mail WHERE kind = 'client_report' AND period_key LIKE '2030-W03:%'`;
    expect(await sql.query(thisWeek)).toEqual([]);

    await sql.query(`UPDATE project SET budget_hours = 10, budget_shared_with_client = true WHERE id = $1`, [
      tenant.projectA,
    ]);
    await sql.query(
      `INSERT INTO time_entry (service_provider_id, user_id, project_id, work_date, minutes, billable)
       VALUES ($1, $2, $3, '2030-01-10', 150, true)`,
      [tenant.serviceProviderId, tenant.team.id, tenant.projectA],
    );
    await as(tenant.admin).put('/api/client-communication-settings', { clientReportsFrequency: 'weekly' }).expect(200);
    await runSchedule(NOTIFICATION_QUEUES.reports);
    const reports = await waitFor('the reports of this week sent', async () => {
      const rows: { status: string; recipient_id: string }[] = await sql.query(thisWeek);
      return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : null;
    });
    expect(reports.map((row) => row.recipient_id).sort()).toEqual([tenant.clientA.id, tenant.clientB.id].sort());
    const report = smtp.mailsTo(tenant.clientA.email).at(-1) as ReceivedMail;

    expect(report.subject).toBe('Progress report: Project A / Fortschrittsbericht: Project A');
    expect(report.text).toMatch(/Progress: \d+% \(\d+ of \d+ tasks completed\)/);
    expect(report.text).not.toContain('Hidden A');
    expect(report.text).toContain('Hours spent: 2.5 of 10 budgeted hours (25%).');
    expect(report.text).toContain('Aufgewendete Stunden: 2,5 von 10 budgetierten Stunden (25 %).');
    const reportB = smtp.mailsTo(tenant.clientB.email).at(-1) as ReceivedMail;
    expect(reportB.subject).toContain('Project B');
    expect(reportB.text).not.toContain('Project A');
    expect(reportB.text).not.toContain('Hours spent');
  });
});
