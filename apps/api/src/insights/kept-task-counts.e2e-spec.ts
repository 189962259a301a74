import type { INestApplication } from '@nestjs/common';
import type { DashboardSummaryResponse, ProjectProgressView } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

/** A day from now (UTC): due days must not lie in the past when set; the dashboard is asked as of TODAY. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TODAY = day(30);
const NOBODY = '00000000-0000-0000-0000-000000000000';

interface KeptRow {
  project_id: string;
  assigned_to_id: string;
  is_client_visible: boolean;
  status: string;
  total: number;
  dated: number;
  awaiting_approval: number;
}

type TaskFigures = Pick<DashboardSummaryResponse, 'openTasks' | 'completedTasks' | 'overdueTasks' | 'awaitingApproval'>;

/**
 * The task counts the database keeps (task_count, by triggers) against a recount of the tasks themselves, after tasks
 * are created, moved between statuses, reassigned, shown and hidden, given and cleared due days, sent for and granted
 * approval, added and deleted in bulk, moved to another project, their project moved to another client, archived and
 * deleted: in the table, and in what the dashboard and project progress answer each role (as counted from the tasks).
 */
describe('kept task counts: always what a recount of the tasks gives', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let dataSource: DataSource;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  const createTask = async (projectId: string, assigneeId: string, dueDate: string | null, isClientVisible: boolean) =>
    (
      await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send({
          title: 'Counted',
          description: 'A task',
          projectId,
          assignedToId: assigneeId,
          dueDate,
          isClientVisible,
        })
        .expect(201)
    ).body.id as string;
  const update = (id: string, changes: Record<string, unknown>) =>
    http().put(`/api/tasks/${id}`).set(as(tenant.admin)).send(changes).expect(200);
  const move = (id: string, status: string) =>
    http().patch(`/api/tasks/${id}/status`).set(as(tenant.admin)).send({ status }).expect(200);

  /** The kept rows recounted from the tasks, as the migration's first fill counts them. */
  const recount = (): Promise<KeptRow[]> =>
    dataSource.query(
      `SELECT project_id, COALESCE(assigned_to_id, $2) AS assigned_to_id, is_client_visible, status::text,
         count(*)::int AS total, count(due_date)::int AS dated,
         (count(*) FILTER (WHERE requires_client_approval AND client_approval_status = 'pending'))::int
           AS awaiting_approval
       FROM task WHERE service_provider_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      [tenant.serviceProviderId, NOBODY],
    );
  const kept = (): Promise<KeptRow[]> =>
    dataSource.query(
      `SELECT project_id, assigned_to_id, is_client_visible, status::text, sum(total)::int AS total,
         sum(dated)::int AS dated, sum(awaiting_approval)::int AS awaiting_approval
       FROM task_count WHERE service_provider_id = $1 GROUP BY 1, 2, 3, 4 HAVING sum(total) <> 0 ORDER BY 1, 2, 3, 4`,
      [tenant.serviceProviderId],
    );

  /** The tasks `user` may see, counted from the tasks themselves (the visibility rules of GET /api/tasks). */
  async function countedFromTasks(user: TestUser, seesAll: boolean) {
    const visible =
      user.userType === 'client'
        ? `t.is_client_visible AND p.client_company_id = (SELECT client_company_id FROM app_user WHERE id = $2)`
        : seesAll
          ? 'true'
          : 't.assigned_to_id = $2';
    const where = `t.service_provider_id = $1 AND $2::uuid IS NOT NULL AND ${visible}`;
    const [figures] = (await dataSource.query(
      `SELECT (count(*) FILTER (WHERE t.status <> 'completed'))::int AS "openTasks",
         (count(*) FILTER (WHERE t.status = 'completed'))::int AS "completedTasks",
         (count(*) FILTER (WHERE t.status <> 'completed' AND t.due_date < $3))::int AS "overdueTasks",
         (count(*) FILTER (WHERE t.requires_client_approval AND t.client_approval_status = 'pending'))::int
           AS "awaitingApproval"
       FROM task t JOIN project p ON p.id = t.project_id WHERE ${where}`,
      [tenant.serviceProviderId, user.id, TODAY],
    )) as TaskFigures[];
    const progress = (await dataSource.query(
      `SELECT t.project_id AS "projectId", count(*)::int AS "taskCount",
         (count(*) FILTER (WHERE t.status = 'completed'))::int AS "completedTasks"
       FROM task t JOIN project p ON p.id = t.project_id WHERE ${where} GROUP BY t.project_id ORDER BY t.project_id`,
      [tenant.serviceProviderId, user.id],
    )) as ProjectProgressView[];
    return { figures, progress };
  }

  async function expectEveryRoleSeesTheRecount(teamSeesAll = true): Promise<void> {
    expect(await kept()).toEqual(await recount());
    const roles: [TestUser, boolean][] = [
      [tenant.admin, true],
      [tenant.team, teamSeesAll],
      [tenant.clientA, false],
      [tenant.clientB, false],
    ];
    for (const [user, seesAll] of roles) {
      const expected = await countedFromTasks(user, seesAll);
      const summary = (await http().get(`/api/dashboard?today=${TODAY}`).set(as(user)).expect(200))
        .body as DashboardSummaryResponse;
      expect([user.email, pickFigures(summary)]).toEqual([user.email, expected.figures]);
      const progress = (await http().get('/api/dashboard/project-progress').set(as(user)).expect(200)).body;
      expect([user.email, progress]).toEqual([user.email, expected.progress]);
      if (user === tenant.admin) await expectReportsShowTheRecount(user);
      // The task list's total (a page of one, so it is counted) is the same sum of the kept counts.
      const list = await http().get('/api/tasks?limit=1').set(as(user)).expect(200);
      const all = expected.figures.openTasks + expected.figures.completedTasks;
      expect([user.email, Number(list.headers['x-total-count'])]).toEqual([user.email, all]);
    }
  }

  /** Each project's report: its counts, estimated hours and approvals, recounted from the tasks. */
  async function expectReportsShowTheRecount(user: TestUser): Promise<void> {
    const projects = (await dataSource.query(`SELECT id FROM project WHERE service_provider_id = $1`, [
      tenant.serviceProviderId,
    ])) as { id: string }[];
    for (const { id } of projects) {
      const [row] = (await dataSource.query(
        `SELECT count(*)::int AS "taskCount",
           (count(*) FILTER (WHERE estimated_time IS NULL))::int AS "unestimatedTasks",
           COALESCE(sum(estimated_time) FILTER (WHERE status <> 'completed'), 0)::float AS open,
           COALESCE(sum(estimated_time) FILTER (WHERE status = 'completed'), 0)::float AS done,
           (count(*) FILTER (WHERE requires_client_approval AND client_approval_status = 'pending'))::int AS pending,
           (count(*) FILTER (WHERE requires_client_approval AND client_approval_status = 'approved'))::int AS approved,
           (count(*) FILTER (WHERE requires_client_approval AND client_approval_status = 'rejected'))::int AS rejected,
           (count(*) FILTER (WHERE status <> 'completed' AND due_date < $2))::int AS overdue
         FROM task WHERE project_id = $1`,
        [id, TODAY],
      )) as Record<string, number>[];
      const report = (await http().get(`/api/projects/${id}/report?today=${TODAY}`).set(as(user)).expect(200)).body;
      expect([id, report.taskCount, report.estimatedHours, report.overdueTasks.length]).toEqual([
        id,
        row.taskCount,
        { open: row.open, done: row.done, unestimatedTasks: row.unestimatedTasks },
        row.overdue,
      ]);
      expect([id, report.approvals.pending, report.approvals.approved, report.approvals.rejected]).toEqual([
        id,
        row.pending,
        row.approved,
        row.rejected,
      ]);
    }
  }

  /** What `change` answers, or that a statement of this database waits on a lock (another's row) before it does. */
  async function unlessItWaitsOnALock(change: Promise<number>): Promise<number | 'waits on a lock'> {
    let answered = false;
    const answer = change.finally(() => {
      answered = true;
    });
    while (!answered) {
      const [{ waiting }] = (await dataSource.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as { waiting: number }[];
      if (waiting > 0) return 'waits on a lock';
      await new Promise((next) => setImmediate(next));
    }
    return answer;
  }

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('follows tasks created, moved between statuses, reassigned, shown, hidden, re-dated and sent for approval', async () => {
    await expectEveryRoleSeesTheRecount();
    const late = await createTask(tenant.projectA, tenant.team.id, day(10), true);
    const dueToday = await createTask(tenant.projectA, tenant.admin.id, TODAY, true);
    const undated = await createTask(tenant.projectB, tenant.team.id, null, false);
    const lateB = await createTask(tenant.projectB, tenant.admin.id, day(1), true);
    await expectEveryRoleSeesTheRecount();

    await move(late, 'completed');
    await move(dueToday, 'in_progress');
    await move(lateB, 'completed');
    await move(lateB, 'todo');
    await expectEveryRoleSeesTheRecount();

    await update(undated, { dueDate: day(29) });
    await update(dueToday, { dueDate: null, assignedToId: tenant.team.id });
    await update(late, { isClientVisible: false, assignedToId: null });
    await update(lateB, { isClientVisible: false });
    await update(lateB, { isClientVisible: true, dueDate: day(45), estimatedTime: 2.5 });
    await update(late, { estimatedTime: 4 });
    await update(undated, { estimatedTime: 1.5 });
    await update(late, { estimatedTime: null });
    await expectEveryRoleSeesTheRecount();

    await http()
      .post(`/api/tasks/${tenant.visibleTaskA}/approval-request`)
      .set(as(tenant.admin))
      .send({ comment: 'Please check' })
      .expect(200);
    await http()
      .post(`/api/tasks/${lateB}/approval-request`)
      .set(as(tenant.admin))
      .send({ comment: 'Please check' })
      .expect(200);
    await expectEveryRoleSeesTheRecount();
    await http()
      .post(`/api/tasks/${tenant.visibleTaskA}/approval`)
      .set(as(tenant.clientA))
      .send({ status: 'approved' })
      .expect(200);
    await expectEveryRoleSeesTheRecount();

    await http().delete(`/api/tasks/${dueToday}`).set(as(tenant.admin)).expect(204);
    await expectEveryRoleSeesTheRecount();
  });

  it('lets two status changes in one project go on without waiting for each other', async () => {
    // Tasks of one project, assignee, visibility and status: each change moves its task's count between the same two
    // kept counts, which are spread over slots by task, so tasks of different slots share no kept row.
    const ids: string[] = [];
    for (let n = 0; n < 8; n += 1) ids.push(await createTask(tenant.projectA, tenant.team.id, null, true));
    const slots = (await dataSource.query(`SELECT id, task_count_slot(id) AS slot FROM task WHERE id = ANY($1)`, [
      ids,
    ])) as { id: string; slot: number }[];
    const [first] = slots;
    const other = slots.find((task) => task.slot !== first.slot);
    if (!other) throw new Error('Eight tasks all in one slot');
    const open = dataSource.createQueryRunner();
    await open.connect();
    await open.startTransaction();
    let change: Promise<number> | undefined;
    try {
      // A status change whose transaction has not ended yet.
      await open.query(`UPDATE task SET status = 'in_progress' WHERE id = $1`, [first.id]);
      change = http()
        .patch(`/api/tasks/${other.id}/status`)
        .set(as(tenant.admin))
        .send({ status: 'in_progress' })
        .then((response) => response.status);
      expect(await unlessItWaitsOnALock(change)).toBe(200);
    } finally {
      await open.commitTransaction();
      await open.release();
      await change;
    }
    await expectEveryRoleSeesTheRecount();
  });

  it('follows tasks added, changed and deleted in bulk (an import, a script)', async () => {
    await dataSource.query(
      `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, due_date,
                         is_client_visible, requires_client_approval, client_approval_status, estimated_time)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END,
              CASE i % 3 WHEN 0 THEN $4::uuid WHEN 1 THEN $5::uuid END, 'Imported ' || i, 'Imported',
              (ARRAY['todo','in_progress','review','completed'])[1 + i % 4],
              CASE WHEN i % 5 = 0 THEN NULL ELSE $6::date - 20 + i END, i % 2 = 1, i % 7 < 4,
              CASE i % 7 WHEN 0 THEN 'pending' WHEN 1 THEN 'approved' WHEN 2 THEN 'rejected' WHEN 5 THEN 'approved' END,
              CASE WHEN i % 3 = 0 THEN NULL ELSE i * 0.5 END
       FROM generate_series(1, 40) AS i`,
      [tenant.serviceProviderId, tenant.projectA, tenant.projectB, tenant.admin.id, tenant.team.id, TODAY],
    );
    await expectEveryRoleSeesTheRecount();
    await dataSource.query(
      `UPDATE task SET status = 'completed', assigned_to_id = $2 WHERE service_provider_id = $1 AND title LIKE 'Imported 1%'`,
      [tenant.serviceProviderId, tenant.admin.id],
    );
    await dataSource.query(`DELETE FROM task WHERE service_provider_id = $1 AND title LIKE 'Imported 2%'`, [
      tenant.serviceProviderId,
    ]);
    await expectEveryRoleSeesTheRecount();
  });

  it('follows tasks moved to another project, a project moved to another client, archived and deleted', async () => {
    // No route moves a task; a script or an operator may, and the counts follow.
    await dataSource.query(`UPDATE task SET project_id = $1 WHERE id = $2`, [tenant.projectB, tenant.hiddenTaskA]);
    await expectEveryRoleSeesTheRecount();

    await http()
      .put(`/api/projects/${tenant.projectB}`)
      .set(as(tenant.admin))
      .send({ clientCompanyId: tenant.companyA })
      .expect(200);
    await expectEveryRoleSeesTheRecount();
    await http()
      .put(`/api/projects/${tenant.projectB}`)
      .set(as(tenant.admin))
      .send({ isActive: false, status: 'on_hold' })
      .expect(200);
    await expectEveryRoleSeesTheRecount();

    // A member leaves: their tasks become unassigned.
    const leaving = await new Fixtures(app, tenant).teamMember();
    await createTask(tenant.projectA, leaving, day(5), true);
    await dataSource.query(`DELETE FROM app_user WHERE id = $1`, [leaving]);
    await expectEveryRoleSeesTheRecount();

    await http().delete(`/api/projects/${tenant.projectB}`).set(as(tenant.admin)).expect(204);
    await expectEveryRoleSeesTheRecount();
  });

  it('counts the tasks of a team member who sees only their own', async () => {
    await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    await expectEveryRoleSeesTheRecount(false);
  });
});

function pickFigures(summary: DashboardSummaryResponse): TaskFigures {
  const { openTasks, completedTasks, overdueTasks, awaitingApproval } = summary;
  return { openTasks, completedTasks, overdueTasks, awaitingApproval };
}
