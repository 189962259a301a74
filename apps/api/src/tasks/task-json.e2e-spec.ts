import type { INestApplication } from '@nestjs/common';
import type { TaskView } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { Task } from './task.entity';

/**
 * The task lists' answers are JSON text that PostgreSQL aggregates and the API passes through (`selectTaskJson`), the
 * single task read is its view parsed and serialised again by the API: both must give every task the same fields,
 * values, types and formats (`TASK_VIEW_COLUMNS`).
 */
describe('task list JSON', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const task = (values: Partial<Task>) =>
      scope.insert(Task, { projectId: tenant.projectA, title: 'Task', description: '', tags: '[]', ...values });
    await task({
      title: 'Quotes "x", a backslash \\ and a tab\t, line\nbreak, \u0001 control, Ümlaut, emoji 🎉',
      description: '</script> & <b>',
      assignedToId: tenant.team.id,
      isClientVisible: true,
      dueDate: '2026-03-01',
      estimatedTime: 2.5,
      category: 'design',
      priority: 'urgent',
      status: 'review',
      tags: '["a","b \\"c\\""]',
      requiresClientApproval: true,
      clientApprovalStatus: 'rejected',
      clientComments: 'Not like this',
      lastClientActivity: new Date('2026-02-03T04:05:06.789Z'),
    });
    await task({ title: 'Whole hours, no assignee', estimatedTime: 3, isClientVisible: true, dueDate: '2026-03-01' });
    await task({ title: 'Large estimate', estimatedTime: 123456.7, assignedToId: tenant.admin.id });
    await task({ title: 'Zero hours', estimatedTime: 0, status: 'completed', isClientVisible: true });
  });

  afterAll(async () => {
    await app.close();
  });

  async function expectSameAsSingleReads(user: TestUser, list: TaskView[]) {
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const single = await http().get(`/api/tasks/${item.id}`).set(as(user)).expect(200);
      expect(item).toEqual(single.body);
      // Same keys in the same order, same number formats: the very same JSON text.
      expect(JSON.stringify(item)).toBe(JSON.stringify(single.body));
    }
  }

  it("answers the board with each task exactly as the task's own read, in the lists' order", async () => {
    const board = await http().get(`/api/tasks/project/${tenant.projectA}`).set(as(tenant.admin)).expect(200);
    expect(board.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(board.headers['x-total-count']).toBe('6');
    const list = board.body as TaskView[];
    expect(list).toHaveLength(6);
    await expectSameAsSingleReads(tenant.admin, list);

    const escaped = list.find((task) => task.title.startsWith('Quotes'));
    expect(escaped).toMatchObject({
      title: 'Quotes "x", a backslash \\ and a tab\t, line\nbreak, \u0001 control, Ümlaut, emoji 🎉',
      description: '</script> & <b>',
      estimatedTime: 2.5,
      tags: '["a","b \\"c\\""]',
      lastClientActivity: '2026-02-03T04:05:06.789Z',
      assignedTo: { id: tenant.team.id, firstName: 'Test', lastName: 'team', email: tenant.team.email },
      project: { id: tenant.projectA, name: 'Project A', clientCompanyId: tenant.companyA },
    });
    expect(list.find((task) => task.title === 'Large estimate')?.estimatedTime).toBe(123456.7);
    expect(list.find((task) => task.title === 'Zero hours')?.estimatedTime).toBe(0);
    expect(list.find((task) => task.title.startsWith('Whole'))).toMatchObject({ estimatedTime: 3, assignedTo: null });

    // Due day first (none last), then as created, then by id.
    const key = (task: TaskView) => [task.dueDate ?? '9999-12-31', task.createdAt, task.id].join(' ');
    expect(list.map(key)).toEqual(list.map(key).sort());
  });

  it('answers a client their client-visible tasks the same way, and pages of the list as slices of it', async () => {
    const board = await http()
      .get(`/api/tasks/project/${tenant.projectA}?clientView=true`)
      .set(as(tenant.clientA))
      .expect(200);
    const list = board.body as TaskView[];
    expect(list.every((task) => task.isClientVisible)).toBe(true);
    expect(list).toHaveLength(4);
    await expectSameAsSingleReads(tenant.clientA, list);

    const all = (await http().get('/api/tasks').set(as(tenant.admin)).expect(200)).body as TaskView[];
    const page = await http().get('/api/tasks?limit=2&offset=1').set(as(tenant.admin)).expect(200);
    expect(page.body).toEqual(all.slice(1, 3));
    expect(page.headers['x-total-count']).toBe(String(all.length));
    const beyond = await http().get('/api/tasks?offset=500').set(as(tenant.admin)).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(all.length));
    const mine = await http().get(`/api/tasks/assignee/${tenant.team.id}`).set(as(tenant.admin)).expect(200);
    await expectSameAsSingleReads(tenant.admin, mine.body);
  });

  it('answers a repeated board read with 304 while nothing changed (conditional GET)', async () => {
    const path = `/api/tasks/project/${tenant.projectA}`;
    const first = await http().get(path).set(as(tenant.admin)).expect(200);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    await http()
      .get(path)
      .set({ ...as(tenant.admin), 'If-None-Match': etag })
      .expect(304);
    await http()
      .patch(`/api/tasks/${tenant.hiddenTaskA}/status`)
      .set(as(tenant.admin))
      .send({ status: 'in_progress' })
      .expect(200);
    const changed = await http()
      .get(path)
      .set({ ...as(tenant.admin), 'If-None-Match': etag })
      .expect(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });
});
