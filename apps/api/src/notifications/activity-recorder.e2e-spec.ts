import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../../test/create-test-app';
import { StatementLog } from '../../test/statement-log';
import { createTestTenant, type TestTenant } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ActivityRecorder, type ActivityJob } from './activity-recorder.service';
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
      await recorder.record(job);
      expect(log.appStatements()).toEqual([expect.stringMatching(/^INSERT INTO "work_activity"/)]);
      await recorder.record(job);
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
});
