import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { SmtpTestServer, waitFor } from '../../test/smtp-test-server';
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
    expect(String(mail.headers.get('list-unsubscribe-post'))).toBe('List-Unsubscribe=One-Click');
    expect(JSON.stringify(mail.headers.get('list-unsubscribe'))).toContain(
      `${API}/api/notifications/unsubscribe?token=`,
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

  it('runs the schedules on demand (smoke)', async () => {
    await runSchedule(NOTIFICATION_QUEUES.due);
  });
});
