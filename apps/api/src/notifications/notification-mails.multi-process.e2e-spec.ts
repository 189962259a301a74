import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DateTime } from 'luxon';
import { PgBoss } from 'pg-boss';
import { DataSource } from 'typeorm';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';
import { TEST_JWT_ACCESS_SECRET, TEST_JWT_REFRESH_SECRET } from '../../test/create-test-app';
import { createFreshDatabase } from '../../test/fresh-database';
import { SmtpTestServer, waitFor } from '../../test/smtp-test-server';
import { createTestTenant, type TestTenant } from '../../test/test-tenant';
import { DATABASE_ENTITIES } from '../database/database-entities';
import { JOB_QUEUE_SCHEMA } from '../jobs/job-queue.service';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { NOTIFICATION_QUEUES } from './notification-queues';
import { FILE_CLEANUP_QUEUE } from '../files/file-cleanup.service';
import { RECURRENCE_AHEAD_QUEUE } from '../task-recurrence/recurrence-schedule.service';

const TASKS = 6;

/** A time zone where it is late morning now, so the daily reminders are due there. */
function zoneInTheMorning(): string {
  const zone = Intl.supportedValuesOf('timeZone').find((name) => {
    const hour = DateTime.now().setZone(name).hour;
    return hour >= 9 && hour <= 12;
  });
  if (!zone) throw new Error('No time zone is in the morning right now');
  return zone;
}

describe('notification mails with two API processes on one database', () => {
  let smtp: SmtpTestServer;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let processes: ApiProcess[] = [];
  let sql: DataSource;
  let tenant: TestTenant;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    database = await createFreshDatabase('two_processes');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-mail-processes-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      LOG_LEVEL: 'warn',
      MAIL_RETRY_DELAY_SECONDS: '1',
      ...smtp.env,
    };
    // Both are kept even when one fails to start, so afterAll stops the other (a live child would keep Jest open).
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    sql = await new DataSource({ type: 'postgres', url: database.url, entities: DATABASE_ENTITIES }).initialize();
    // Rows straight into the database: a third app would run workers of its own.
    const seeder = { get: () => new TenantDataAccess(sql) } as unknown as INestApplication;
    tenant = await createTestTenant(seeder, 'Two processes');
  }, 90_000);

  afterAll(async () => {
    await Promise.all(processes.map(stopApiProcess));
    await sql?.destroy();
    await smtp?.down();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each mail once, whichever process made the change', async () => {
    const titles = Array.from({ length: TASKS }, (_, index) => `Shared task ${index + 1}`);
    await Promise.all(
      titles.map(async (title, index) => {
        const response = await fetch(`${processes[index % 2].url}/api/tasks`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title, description: 'x', projectId: tenant.projectA, assignedToId: tenant.team.id }),
        });
        expect(response.status).toBe(201);
      }),
    );

    await waitFor('every mail sent', async () => {
      const rows: { status: string }[] = await sql.query(
        `SELECT status FROM notification_mail WHERE recipient_id = $1`,
        [tenant.team.id],
      );
      return rows.length === TASKS && rows.every((row) => row.status === 'sent');
    });
    const subjects = smtp.mailsTo(tenant.team.email).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      titles.map((title) => `New task for you: ${title} / Neue Aufgabe für Sie: ${title}`).sort(),
    );
  });

  it('registers each schedule once, and a tick taken by both processes at once mails once', async () => {
    const schedules: { name: string }[] = await sql.query(
      `SELECT name FROM ${JOB_QUEUE_SCHEMA}.schedule ORDER BY name`,
    );
    expect(schedules.map((row) => row.name)).toEqual(
      [
        FILE_CLEANUP_QUEUE,
        NOTIFICATION_QUEUES.centrePurge,
        NOTIFICATION_QUEUES.due,
        NOTIFICATION_QUEUES.reports,
        RECURRENCE_AHEAD_QUEUE,
      ].sort(),
    );

    const zone = zoneInTheMorning();
    await sql.query(`UPDATE app_user SET time_zone = $1 WHERE id = $2`, [zone, tenant.team.id]);
    const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 }).toISODate();
    await new TenantDataAccess(sql).forTenant(tenant.serviceProviderId).insert(Task, {
      projectId: tenant.projectA,
      title: 'Due tomorrow',
      assignedToId: tenant.team.id,
      dueDate: tomorrow,
    });

    const boss = new PgBoss({
      connectionString: database.url,
      schema: JOB_QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
      registerInstance: false,
    });
    await boss.start();
    try {
      // What two overlapping ticks would do: two jobs of the schedule's queue, fetched by the two processes.
      const ids = await Promise.all([1, 2].map(() => boss.send(NOTIFICATION_QUEUES.reports, {})));
      await waitFor('both ticks done', async () => {
        const jobs = await Promise.all(ids.map((id) => boss.getJobById(NOTIFICATION_QUEUES.reports, id as string)));
        return jobs.every((job) => job?.state === 'completed');
      });
      await smtp.waitForMail(tenant.team.email, (mail) => mail.subject.startsWith('Deadlines'));
      await waitFor('the reminder sent', async () => {
        const rows: { status: string }[] = await sql.query(
          `SELECT status FROM notification_mail WHERE recipient_id = $1 AND kind = 'deadline_reminders'`,
          [tenant.team.id],
        );
        return rows.length === 1 && rows[0].status === 'sent';
      });
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(smtp.mailsTo(tenant.team.email).filter((mail) => mail.subject.startsWith('Deadlines'))).toHaveLength(1);
  });
});
