import type { INestApplication } from '@nestjs/common';
import type { TaskView } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { WorkActivityBus, type WorkActivityEvent } from '../live-events/work-activity';

/** A status change finds, changes and reads the task in one statement: the same checks, answer and activity. */
describe('task status change', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const move = (user: TestUser, taskId: string, status: string) =>
    http().patch(`/api/tasks/${taskId}/status`).set(as(user)).send({ status });
  const read = async (taskId: string) =>
    (await http().get(`/api/tasks/${taskId}`).set(as(tenant.admin)).expect(200)).body as TaskView;

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers the task's new state, exactly as it reads afterwards", async () => {
    const before = await read(tenant.visibleTaskA);
    const moved = await move(tenant.admin, tenant.visibleTaskA, 'review').expect(200);
    const after = await read(tenant.visibleTaskA);
    expect(moved.body).toEqual(after);
    expect(after).toEqual({ ...before, status: 'review', updatedAt: after.updatedAt });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('answers 404 and changes nothing for a task the team member may not see', async () => {
    await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    try {
      const before = await read(tenant.hiddenTaskA);
      await move(tenant.team, tenant.hiddenTaskA, 'completed').expect(404);
      expect(await read(tenant.hiddenTaskA)).toEqual(before);
      // Their own task they may still move.
      await move(tenant.team, tenant.visibleTaskA, 'in_progress').expect(200);
      await move(tenant.team, tenant.visibleTaskB, 'completed').expect(404);
    } finally {
      await new Fixtures(app, tenant).setTeamPermissions(true);
    }
  });

  it('publishes each change with the status it had before (what decides who hears of it)', async () => {
    const published: WorkActivityEvent[] = [];
    app.get(WorkActivityBus).subscribe(async (event) => {
      if (event.taskId === tenant.hiddenTaskA) published.push(event);
    });
    await move(tenant.admin, tenant.hiddenTaskA, 'review').expect(200);
    await move(tenant.admin, tenant.hiddenTaskA, 'completed').expect(200);
    expect(published).toEqual([
      expect.objectContaining({
        kind: 'task.updated',
        actorId: tenant.admin.id,
        projectId: tenant.projectA,
        details: expect.objectContaining({ fields: ['status'], previousStatus: 'todo', status: 'review' }),
      }),
      expect.objectContaining({
        details: expect.objectContaining({
          fields: ['status'],
          previousStatus: 'review',
          status: 'completed',
          assignedToId: tenant.admin.id,
          previousAssignedToId: tenant.admin.id,
          isClientVisible: false,
          previousIsClientVisible: false,
        }),
      }),
    ]);
  });
});
