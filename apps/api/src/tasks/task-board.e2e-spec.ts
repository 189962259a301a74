import type { INestApplication } from '@nestjs/common';
import type { BoardColumnView, ProjectBoardView, TaskCardView, TaskView } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

const TODAY = '2026-06-10';
const created = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

/** GET /api/tasks/project/{projectId}/board: pages per column on a stable order, exact counts, server-side filters. */
describe('the board by column', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  let project: string;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const board = (user: TestUser, query: Record<string, string | number>, projectId = project) =>
    request(app.getHttpServer()).get(`/api/tasks/project/${projectId}/board`).query(query).set(as(user));
  const column = (answer: ProjectBoardView, status: string) =>
    answer.columns.find((one) => one.status === status) as BoardColumnView;
  const titles = (tasks: TaskCardView[]) => tasks.map((task) => task.title);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
    project = await fixtures.project();
    // 7 open tasks in an order that creation alone would not give: due days first (none last), then creation.
    const open: Array<[string, string | null, number]> = [
      ['t-none-1', null, 1],
      ['t-0612-a', '2026-06-12', 2],
      ['t-0601', '2026-06-01', 3],
      ['t-0612-b', '2026-06-12', 4],
      ['t-none-2', null, 5],
      ['t-0620', '2026-06-20', 6],
      ['t-0611', '2026-06-11', 7],
    ];
    for (const [title, dueDate, minute] of open)
      await fixtures.task({ projectId: project, title, dueDate, createdAt: created(minute), status: 'todo' });
    await fixtures.task({
      projectId: project,
      title: 'review urgent tagged',
      status: 'review',
      priority: 'urgent',
      tags: '["Design","SEO"]',
      isClientVisible: false,
      assignedToId: null,
      createdAt: created(8),
    });
    await fixtures.task({
      projectId: project,
      title: 'done overdue',
      description: 'Findme in the description',
      status: 'completed',
      dueDate: '2026-06-01',
      createdAt: created(9),
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers each column's first page with its exact count, and the next pages by cursor in the board's order", async () => {
    const first = (await board(tenant.admin, { limit: 3 }).expect(200)).body as ProjectBoardView;
    expect(first.columns.map((one) => [one.status, one.total, one.tasks.length])).toEqual([
      ['todo', 7, 3],
      ['in_progress', 0, 0],
      ['review', 1, 1],
      ['completed', 1, 1],
    ]);
    expect(column(first, 'review').nextCursor).toBeNull();
    const seen = titles(column(first, 'todo').tasks);
    let cursor = column(first, 'todo').nextCursor;
    while (cursor) {
      const next = (await board(tenant.admin, { status: 'todo', limit: 3, cursor }).expect(200)).body;
      expect(next.columns).toHaveLength(1);
      expect(next.columns[0].total).toBe(7);
      seen.push(...titles(next.columns[0].tasks));
      cursor = next.columns[0].nextCursor;
    }
    expect(seen).toEqual(['t-0601', 't-0611', 't-0612-a', 't-0612-b', 't-0620', 't-none-1', 't-none-2']);
  });

  it('keeps its place when cards before the cursor move away meanwhile', async () => {
    const first = (await board(tenant.admin, { status: 'todo', limit: 2 }).expect(200)).body as ProjectBoardView;
    const [gone] = first.columns[0].tasks;
    await request(app.getHttpServer())
      .patch(`/api/tasks/${gone.id}/status`)
      .set(as(tenant.admin))
      .send({ status: 'in_progress' })
      .expect(200);
    try {
      const next = (
        await board(tenant.admin, { status: 'todo', limit: 2, cursor: first.columns[0].nextCursor as string }).expect(
          200,
        )
      ).body as ProjectBoardView;
      expect(titles(next.columns[0].tasks)).toEqual(['t-0612-a', 't-0612-b']);
      expect(next.columns[0].total).toBe(6);
    } finally {
      await request(app.getHttpServer())
        .patch(`/api/tasks/${gone.id}/status`)
        .set(as(tenant.admin))
        .send({ status: 'todo' })
        .expect(200);
    }
  });

  it("answers cards: the fields a card shows, orders and filters by, as the task's own view has them", async () => {
    const answer = (await board(tenant.admin, { status: 'completed' }).expect(200)).body as ProjectBoardView;
    const [card] = answer.columns[0].tasks;
    const task = (await request(app.getHttpServer()).get(`/api/tasks/${card.id}`).set(as(tenant.admin)).expect(200))
      .body as TaskView;
    const { firstName, lastName, id } = task.assignedTo ?? {};
    expect(card).toEqual({
      id: task.id,
      title: task.title,
      projectId: task.projectId,
      status: task.status,
      priority: task.priority,
      dueDate: task.dueDate,
      isClientVisible: task.isClientVisible,
      tags: task.tags,
      assignedToId: task.assignedToId,
      assignedTo: task.assignedTo ? { id, firstName, lastName } : null,
      requiresClientApproval: task.requiresClientApproval,
      clientApprovalStatus: task.clientApprovalStatus,
      lastClientActivity: task.lastClientActivity,
      createdAt: task.createdAt,
      checklistDone: task.checklistDone,
      checklistTotal: task.checklistTotal,
      recurrence: task.recurrence,
    });
  });

  it('filters cards and counts alike on the server', async () => {
    const counts = async (query: Record<string, string>) =>
      ((await board(tenant.admin, { ...query, today: TODAY, limit: 0 }).expect(200)).body as ProjectBoardView).columns
        .map((one) => one.total)
        .join(',');
    expect(await counts({ priority: 'urgent' })).toBe('0,0,1,0');
    expect(await counts({ tag: 'SEO' })).toBe('0,0,1,0');
    expect(await counts({ tag: 'seo' })).toBe('0,0,0,0');
    expect(await counts({ assigneeId: 'none' })).toBe('0,0,1,0');
    expect(await counts({ assigneeId: tenant.team.id })).toBe('7,0,0,1');
    expect(await counts({ clientVisible: 'false' })).toBe('0,0,1,0');
    expect(await counts({ clientVisible: 'true' })).toBe('7,0,0,1');
    // Overdue: before today and not completed; due soon: today up to two days on; none: no due day.
    expect(await counts({ due: 'overdue' })).toBe('1,0,0,0');
    expect(await counts({ due: 'dueSoon' })).toBe('3,0,0,0');
    expect(await counts({ due: 'none' })).toBe('2,0,1,0');
    expect(await counts({ search: 'FINDME' })).toBe('0,0,0,1');
    expect(await counts({ search: '0612' })).toBe('2,0,0,0');
    expect(await counts({ search: '%' })).toBe('0,0,0,0');
    const page = (await board(tenant.admin, { due: 'dueSoon', today: TODAY, status: 'todo' }).expect(200)).body;
    expect(titles(page.columns[0].tasks)).toEqual(['t-0611', 't-0612-a', 't-0612-b']);
  });

  it('shows each caller what they may see: clients their client-visible tasks, a team member without canViewAllTasks their own', async () => {
    const clientBoard = (await board(tenant.clientA, { limit: 50 }, tenant.projectA).expect(200)).body;
    const clientTitles = clientBoard.columns.flatMap((one: BoardColumnView) => titles(one.tasks));
    expect(clientTitles).toContain('Visible A');
    expect(clientTitles).not.toContain('Hidden A');
    await board(tenant.clientB, {}, tenant.projectA).expect(404);
    const viewAsClient = (await board(tenant.admin, { clientView: 'true' }, tenant.projectA).expect(200)).body;
    expect(viewAsClient.columns.flatMap((one: BoardColumnView) => titles(one.tasks))).not.toContain('Hidden A');

    await fixtures.setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    try {
      const own = (await board(tenant.team, {}, tenant.projectA).expect(200)).body as ProjectBoardView;
      const all = own.columns.flatMap((one) => one.tasks);
      expect(all.every((task) => task.assignedTo?.id === tenant.team.id)).toBe(true);
      expect(own.columns.reduce((sum, one) => sum + one.total, 0)).toBe(all.length);
    } finally {
      await fixtures.setTeamPermissionFlags({ canViewAllProjects: true, canViewAllTasks: true });
    }
  });

  it('answers 400 with field messages and codes for bad parameters', async () => {
    const refused = async (query: Record<string, string>, field: string) => {
      const answer = await board(tenant.admin, query).expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.fieldErrors[field]?.[0]?.code).toEqual(expect.any(String));
      return answer.body.fieldErrors[field][0].code;
    };
    expect(await refused({ status: 'done' }, 'status')).toBe('NOT_ONE_OF');
    expect(await refused({ limit: '500' }, 'limit')).toBe('TOO_LARGE');
    expect(await refused({ due: 'tomorrow' }, 'due')).toBe('NOT_ONE_OF');
    expect(await refused({ priority: 'highest' }, 'priority')).toBe('NOT_ONE_OF');
    await refused({ assigneeId: 'someone' }, 'assigneeId');
    await refused({ today: '2026-13-40' }, 'today');
    expect(await refused({ status: 'todo', cursor: 'not-a-cursor' }, 'cursor')).toBe('INVALID_FORMAT');
    expect(await refused({ cursor: 'WyIyMDI2LTA2LTAxIl0' }, 'status')).toBe('REQUIRED');
    await refused({ search: 'x'.repeat(201) }, 'search');
  });
});
