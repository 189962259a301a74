import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { StatementLog } from '../../test/statement-log';
import { createTestTenant, type TestTenant } from '../../test/test-tenant';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { JobQueue } from '../jobs/job-queue.service';
import { ActivityRecorder, type ActivityJob } from './activity-recorder.service';
import { NOTIFICATION_QUEUES } from './notification-queues';
import { NotificationMail } from './notification-mail.entity';
import { Notification } from './notification.entity';
import { WorkActivity } from './work-activity.entity';

describe('activity recorder', () => {
  let app: INestApplication;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('records a retried job once: one activity, one notification and one mail per reader', async () => {
    const job: ActivityJob = {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      kind: 'task.updated',
      serviceProviderId: tenant.serviceProviderId,
      actorId: tenant.admin.id,
      projectId: tenant.projectA,
      taskId: tenant.visibleTaskA,
      details: {
        fields: ['status'],
        status: 'completed',
        previousStatus: 'review',
        assignedToId: tenant.team.id,
        previousAssignedToId: tenant.team.id,
        isClientVisible: true,
        previousIsClientVisible: true,
        approvalStatus: null,
      },
    };
    const recorder = app.get(ActivityRecorder);
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const told = async () =>
      (await scope.find(Notification, { where: { activityId: job.id } }))
        .map((row) => `${row.recipientId} ${row.reason}`)
        .sort();
    const expected = [`${tenant.clientA.id} clientUpdates`, `${tenant.team.id} taskCompleted`].sort();

    const mailsOf = (recipientId: string) => scope.count(NotificationMail, { recipientId });
    await recorder.record(job);
    expect(await told()).toEqual(expected);
    expect([await mailsOf(tenant.team.id), await mailsOf(tenant.clientA.id)]).toEqual([1, 1]);

    // The job again, as pg-boss retries it after a failure past the activity's commit.
    await recorder.record(job);
    expect(await scope.count(WorkActivity, { id: job.id })).toBe(1);
    expect(await told()).toEqual(expected);
    expect([await mailsOf(tenant.team.id), await mailsOf(tenant.clientA.id)]).toEqual([1, 1]);
  });

  it('records a change no one hears of in one statement, once', async () => {
    const job: ActivityJob = {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      kind: 'task.updated',
      serviceProviderId: tenant.serviceProviderId,
      actorId: tenant.admin.id,
      projectId: tenant.projectA,
      taskId: tenant.hiddenTaskA,
      details: {
        fields: ['status'],
        status: 'review',
        previousStatus: 'in_progress',
        assignedToId: tenant.admin.id,
        previousAssignedToId: tenant.admin.id,
        isClientVisible: false,
        previousIsClientVisible: false,
        approvalStatus: null,
      },
    };
    const recorder = app.get(ActivityRecorder);
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const log = new StatementLog().start();
    try {
      await log.within(() => recorder.record(job));
      expect(log.appStatements()).toEqual([expect.stringMatching(/^INSERT INTO "work_activity"/)]);
      await log.within(() => recorder.record(job));
    } finally {
      log.stop();
    }
    const [activity] = await scope.find(WorkActivity, { where: { id: job.id } });
    expect(activity).toMatchObject({
      kind: 'task.updated',
      actorId: tenant.admin.id,
      projectId: tenant.projectA,
      taskId: tenant.hiddenTaskA,
      commentId: null,
      details: job.details,
      occurredAt: new Date(job.occurredAt),
    });
    expect(await scope.count(WorkActivity, { id: job.id })).toBe(1);
    expect(await scope.count(Notification, { activityId: job.id })).toBe(0);
  });

  describe('a status change', () => {
    // The log holds every statement of this process meanwhile, also of other test files' jobs that its queue workers
    // pick up from the shared database: only those about the changed task count.
    const jobInserts = (log: StatementLog, taskId: string) =>
      log.statementsWith(taskId).filter((sql) => /^\s*INSERT INTO pgboss\.job/.test(sql));
    const activityInserts = (log: StatementLog, taskId: string) =>
      log.statementsWith(taskId).filter((sql) => sql.startsWith('INSERT INTO "work_activity"'));
    const activitiesOf = (taskId: string) =>
      app
        .get(TenantDataAccess)
        .forTenant(tenant.serviceProviderId)
        .find(WorkActivity, { where: { taskId }, order: { occurredAt: 'ASC' } });
    async function changeStatus(taskId: string, status: string, log: StatementLog) {
      const before = (await activitiesOf(taskId)).length;
      log.start();
      try {
        await request(app.getHttpServer())
          .patch(`/api/tasks/${taskId}/status`)
          .set('Authorization', `Bearer ${tenant.admin.token}`)
          .send({ status })
          .expect(200);
        await waitFor(async () => (await activitiesOf(taskId)).length > before);
      } finally {
        log.stop();
      }
      return (await activitiesOf(taskId)).at(-1);
    }

    it('no one can hear of is recorded at once, in one statement, without a job', async () => {
      const log = new StatementLog();
      const activity = await changeStatus(tenant.hiddenTaskA, 'review', log);
      expect(activity).toMatchObject({ kind: 'task.updated', actorId: tenant.admin.id, projectId: tenant.projectA });
      expect(activity?.details).toMatchObject({ fields: ['status'], status: 'review', isClientVisible: false });
      expect(jobInserts(log, tenant.hiddenTaskA)).toEqual([]);
      expect(activityInserts(log, tenant.hiddenTaskA)).toEqual([expect.not.stringContaining('WHERE NOT EXISTS')]);
    });

    it('of a client-visible task whose company has no contact is recorded with that check in one statement', async () => {
      const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
      const company = await scope.insert(Customer, { name: `No contacts ${randomUUID()}` });
      const project = await scope.insert(Project, {
        clientCompanyId: company.id,
        name: 'Without clients',
        startDate: '2026-01-01',
        tags: [],
      });
      const task = await scope.insert(Task, {
        projectId: project.id,
        title: 'Visible, no one to tell',
        assignedToId: tenant.admin.id,
        isClientVisible: true,
        tags: '[]',
      });
      const log = new StatementLog();
      const activity = await changeStatus(task.id, 'in_progress', log);
      expect(activity?.details).toMatchObject({ status: 'in_progress', isClientVisible: true });
      expect(jobInserts(log, task.id)).toEqual([]);
      expect(activityInserts(log, task.id)).toEqual([expect.stringContaining('WHERE NOT EXISTS')]);
    });

    it('that a client hears of goes through the job, which tells them', async () => {
      const log = new StatementLog();
      const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
      const activity = await changeStatus(tenant.visibleTaskA, 'review', log);
      expect(jobInserts(log, tenant.visibleTaskA)).toEqual([expect.stringContaining(NOTIFICATION_QUEUES.activity)]);
      // The activity's id is its job's.
      const job = await app.get(JobQueue).findJob(NOTIFICATION_QUEUES.activity, activity?.id ?? '');
      expect(job?.data).toMatchObject({ kind: 'task.updated', taskId: tenant.visibleTaskA });
      await waitFor(async () => (await scope.count(Notification, { activityId: activity?.id })) > 0);
      const told = await scope.find(Notification, { where: { activityId: activity?.id } });
      expect(told.map((row) => `${row.recipientId} ${row.reason}`)).toEqual([`${tenant.clientA.id} clientUpdates`]);
    });
  });
});

/** Polls `condition` until it holds (the job and the activity are written apart from the request). */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
