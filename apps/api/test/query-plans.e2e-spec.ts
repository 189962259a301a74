import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestApp } from './create-test-app';
import { Fixtures } from './fixtures';
import { createTestTenant, type TestTenant, type TestUser } from './test-tenant';

/** Tables that grow with an agency's history and with the platform: never read whole. */
const BIG_TABLES = ['task', 'task_comment', 'project_comment', 'comment_count', 'task_count'];
/** Tables that grow with the platform, joined to a page's rows: a page statement never reads them whole. */
const JOINED_TABLES = ['app_user'];
/** Routes whose counts the database keeps per project (comment_count): they never read a comment itself. */
const KEPT_COUNT_ROUTES = new Set(['GET /api/comments/overview', 'GET /api/comments/unread-count']);
const COMMENT_TABLES = ['task_comment', 'project_comment'];
/**
 * Routes whose task counts the database keeps per project (task_count): they read tasks only from the open tasks'
 * index alone (the upcoming ones, for the overdue count) and, at most a page's worth, to check visibility or to join the
 * recent approval decisions (a list's page is held to the page rule); a list's total is a sum of kept counts.
 */
const KEPT_TASK_COUNT_ROUTES = new Set([
  'GET /api/dashboard',
  'GET /api/dashboard/project-progress',
  'GET /api/tasks (first page)',
  'GET /api/tasks/with-assignees',
  'GET /api/tasks/assignee/:userId',
  'GET /api/tasks/project/:projectId',
]);
const OPEN_TASKS_INDEX = 'task_open_due_idx';
/**
 * The board's routes (unfiltered and with each server-side filter). Their statement counts each column exactly beside
 * its page: the counts may read the rows they count from an index alone, the pages are held to a page's worth of
 * rows, for a client as for the team (a client's board reads the column in its order and checks visibility on it).
 */
const BOARD_ROUTE = 'GET /api/tasks/project/:projectId/board';
const isBoard = (route: string) => route.startsWith(BOARD_ROUTE);
/** The data set: other agencies and the agency's own history, large enough for the planner to weigh a full scan. */
const OTHER_AGENCIES = 300;
const TASKS_PER_AGENCY = 100;
const OWN_TASKS = 4000;
/** More rows than any page (50) needs, even when visibility filters out most of those it passes; far fewer than the agency holds. */
const PAGE_ROWS = 500;
/** A tag one task in fifty of the agency's history carries. */
const RARE_TAG = 'rare';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

interface SentQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * The SQL each tenant-scoped list, feed and count route sends (captured where TypeORM hands it to PostgreSQL, as the
 * services build it), explained on a data set of many agencies and a long own history: a sequential scan of a big
 * table means the route's cost grows with the platform or with the agency's whole history, not with its page.
 */
describe('query plans of the tenant-scoped lists, feeds and counts', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let dataSource: DataSource;
  let sent: SentQuery[] | null = null;
  /** `pg`'s client, whose `query` every statement of the app goes through (TypeORM's and the prepared ones). */
  let originalQuery: typeof pg.Client.prototype.query | null = null;

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    dataSource = app.get(DataSource);
    await growPlatform(dataSource, tenant);
    const original = pg.Client.prototype.query;
    originalQuery = original;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const sql = typeof config === 'string' ? config : String(config?.text ?? '');
      const parameters = (typeof config === 'string' ? values : config?.values) ?? [];
      if (sent && /^\s*(SELECT|WITH)\b/i.test(sql) && !/\bpgboss\./.test(sql))
        sent.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
      return (original as (...given: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }, 180_000);

  afterAll(async () => {
    if (originalQuery) pg.Client.prototype.query = originalQuery;
    await app.close();
  });

  /** The statements `path` sends, signed in as `user`. */
  async function queriesOf(path: string, user: TestUser): Promise<SentQuery[]> {
    sent = [];
    try {
      await request(app.getHttpServer()).get(path).set('Authorization', `Bearer ${user.token}`).expect(200);
      return sent;
    } finally {
      sent = null;
    }
  }

  /**
   * What the statement reads that grows with the data: a sequential scan of a big table; in a page's statement (one
   * with LIMIT) more rows of a big table than a page needs; elsewhere (a count, an overview) more rows than a page
   * from a big table's heap instead of from an index alone. Run with EXPLAIN ANALYZE (and rolled back) so the rows
   * are the ones read, not estimated.
   */
  async function excessOf(
    query: SentQuery,
    checkPages: boolean,
    countsKept = false,
    taskCountsKept = false,
    countsInPage = false,
  ): Promise<string[]> {
    const runner = dataSource.createQueryRunner();
    let plans: { Plan: PlanNode }[];
    try {
      await runner.startTransaction();
      const [row] = (await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.parameters)) as {
        'QUERY PLAN': { Plan: PlanNode }[];
      }[];
      plans = row['QUERY PLAN'];
    } finally {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
    const isPage = /\bLIMIT\b/.test(query.sql);
    // A statement may read the rows it answers (e.g. every task of one project, by title), and a page's worth more.
    const answered = Math.max(0, ...plans.map((plan) => plan.Plan['Actual Rows'] ?? 0));
    const excess: string[] = [];
    const walk = (node: PlanNode) => {
      const table = node['Relation Name'] ?? '';
      if (isPage && checkPages && JOINED_TABLES.includes(table) && node['Node Type'] === 'Seq Scan')
        excess.push(`Seq Scan on ${table} for a page`);
      else if (countsKept && COMMENT_TABLES.includes(table))
        excess.push(`${node['Node Type']} on ${table}: counts are kept`);
      else if (BIG_TABLES.includes(table)) {
        const loops = node['Actual Loops'] ?? 1;
        const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
        const read = Math.round(((node['Actual Rows'] ?? 0) + removed) * loops);
        const type = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
        const countedFromIndex = countsInPage && node['Node Type'] === 'Index Only Scan';
        if (node['Node Type'] === 'Seq Scan') excess.push(`Seq Scan on ${table}`);
        else if (
          taskCountsKept &&
          !isPage &&
          table === 'task' &&
          read > PAGE_ROWS &&
          (node['Index Name'] !== OPEN_TASKS_INDEX || node['Node Type'] !== 'Index Only Scan')
        )
          excess.push(`${type} on task reads ${read} rows: counts are kept`);
        else if (isPage && checkPages && read > PAGE_ROWS && !countedFromIndex)
          excess.push(`${type} on ${table} reads ${read} rows for a page`);
        else if (!isPage && read > PAGE_ROWS + answered && node['Node Type'] !== 'Index Only Scan')
          excess.push(`${type} on ${table} reads ${read} rows beyond an index`);
      }
      node.Plans?.forEach(walk);
    };
    plans.forEach((plan) => walk(plan.Plan));
    if (excess.length === 0) return [];
    const plan = (await dataSource.query(`EXPLAIN ${query.sql}`, query.parameters)) as { 'QUERY PLAN': string }[];
    const planText = plan.map((row) => row['QUERY PLAN']).join('\n');
    return excess.map((finding) => `${finding} in:\n${query.sql}\n${planText}`);
  }

  const ROUTES: [string, () => string][] = [
    ['GET /api/tasks (first page)', () => '/api/tasks?limit=50'],
    ['GET /api/tasks/with-assignees', () => '/api/tasks/with-assignees?limit=50'],
    ['GET /api/tasks/assignee/:userId', () => `/api/tasks/assignee/${tenant.team.id}?limit=50`],
    ['GET /api/tasks/project/:projectId', () => `/api/tasks/project/${tenant.projectA}?limit=50`],
    ['GET /api/projects', () => '/api/projects'],
    [BOARD_ROUTE, () => `/api/tasks/project/${tenant.projectA}/board?limit=50`],
    [`${BOARD_ROUTE} (search)`, () => `/api/tasks/project/${tenant.projectA}/board?limit=50&search=task%20123`],
    [`${BOARD_ROUTE} (assignee)`, () => `/api/tasks/project/${tenant.projectA}/board?assigneeId=${tenant.team.id}`],
    [`${BOARD_ROUTE} (tag)`, () => `/api/tasks/project/${tenant.projectA}/board?limit=50&tag=${RARE_TAG}`],
    ['GET /api/dashboard', () => '/api/dashboard'],
    ['GET /api/dashboard/activity', () => '/api/dashboard/activity'],
    ['GET /api/dashboard/project-progress', () => '/api/dashboard/project-progress'],
    ['GET /api/comments/overview', () => '/api/comments/overview'],
    ['GET /api/comments/overview/:projectId', () => `/api/comments/overview/${tenant.projectA}`],
    ['GET /api/comments/unread-count', () => '/api/comments/unread-count'],
    ['GET /api/comments/tasks', () => '/api/comments/tasks?limit=50'],
    ['GET /api/comments/projects', () => '/api/comments/projects?limit=50'],
  ];
  /**
   * [actor, user, whether a page's statement must read about a page]. A client's pages (but the board's) are not held
   * to that yet: the planner reads their company's visible tasks through its projects and orders those (bounded by the
   * company's own history, not the agency's or the platform's); reading them in the list's order needs an index by
   * company.
   */
  const ACTORS: [string, (tenant: TestTenant) => TestUser, boolean][] = [
    ['admin', (t) => t.admin, true],
    ['team member', (t) => t.team, true],
    ['client', (t) => t.clientA, false],
    ['team member who sees only their own tasks and projects', (t) => t.team, true],
  ];

  /**
   * Not yet held to it for a team member who sees only their own tasks: the messages overview's task comments are not
   * kept per assignee (comment_count is kept per project, for all of a project's tasks); they are counted from the
   * member's comments alone (an index-only scan of task_comment_assignee_feed_idx, joined to the agency's tasks from
   * an index for their projects): bounded by the member's own history, not the agency's comments nor the platform's.
   * It is still checked for sequential scans of the big tables.
   */
  const NOT_YET_BOUNDED_FOR_OWN_TASKS = new Set(['GET /api/comments/overview']);

  describe.each(ACTORS)('as %s', (actor, userOf, checkPages) => {
    beforeAll(async () => {
      if (actor.includes('only their own'))
        await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    });

    const exempt = (route: string) =>
      actor.includes('only their own') && NOT_YET_BOUNDED_FOR_OWN_TASKS.has(route.replace(/ \(.+\)$/, ''));
    it.each(ROUTES)('%s reads what it answers, not the history', async (route, path) => {
      const queries = await queriesOf(path(), userOf(tenant));
      expect(queries.length).toBeGreaterThan(0);
      const excess: string[] = [];
      for (const query of queries)
        excess.push(
          ...(await excessOf(
            query,
            checkPages || isBoard(route),
            KEPT_COUNT_ROUTES.has(route),
            KEPT_TASK_COUNT_ROUTES.has(route),
            isBoard(route),
          )),
        );
      // An exempt route is still held to reading no big table whole.
      expect(exempt(route) ? excess.filter((finding) => finding.startsWith('Seq Scan')) : excess).toEqual([]);
    });
  });
});

/**
 * Rows hold texts of a realistic length (a comment of a few sentences), so their pages weigh as they do in use.
 * Other agencies (each with a customer, users, two projects, tasks, task and project comments) and the agency's own
 * history (tasks over its two projects and two members, a comment each), in bulk SQL; then VACUUM ANALYZE, so the
 * planner knows the sizes (and index-only scans can skip the heap) as on a platform that has run for a while.
 */
async function growPlatform(dataSource: DataSource, tenant: TestTenant): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(
      `CREATE TEMP TABLE grown ON COMMIT DROP AS
       SELECT gen_random_uuid() AS agency, gen_random_uuid() AS company, gen_random_uuid() AS admin_id, a
       FROM generate_series(1, $1::int) AS a`,
      [OTHER_AGENCIES],
    );
    await manager.query(`INSERT INTO service_provider (id, company_name) SELECT agency, 'Agency ' || a FROM grown`);
    await manager.query(
      `INSERT INTO client_company (id, service_provider_id, name) SELECT company, agency, 'Customer' FROM grown`,
    );
    await manager.query(
      `INSERT INTO app_user (id, service_provider_id, first_name, last_name, email, user_type)
       SELECT admin_id, agency, 'Admin', 'Agency ' || a, 'plans-' || gen_random_uuid() || '@example.com', 'admin'
       FROM grown`,
    );
    await manager.query(
      `INSERT INTO project (service_provider_id, client_company_id, name, start_date)
       SELECT agency, company, 'Project ' || p, current_date FROM grown, generate_series(1, 2) AS p`,
    );
    const tasks = (source: string, parameters: unknown[]) =>
      manager.query(
        `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, due_date,
                           is_client_visible, created_at, tags)
         SELECT s.agency, s.project, s.assignee, 'Task ' || s.i, repeat('What the task is about. ', 8),
                (ARRAY['todo','in_progress','review','completed'])[1 + s.i % 4],
                CASE WHEN s.i % 5 = 0 THEN NULL ELSE current_date - 300 + s.i % 400 END, s.i % 2 = 0,
                now() - s.i * interval '1 hour', CASE WHEN s.i % 50 = 0 THEN '["${RARE_TAG}"]' ELSE '[]' END
         FROM (${source}) s ORDER BY random()`,
        parameters,
      );
    // Both in one statement, in random order: an agency's rows spread over the table's pages as on a shared platform.
    await tasks(
      `SELECT p.service_provider_id AS agency, p.id AS project, g.admin_id AS assignee, i
       FROM grown g JOIN project p ON p.service_provider_id = g.agency,
            generate_series(1, $1::int) AS i
       UNION ALL
       SELECT $2::uuid, CASE WHEN i % 2 = 0 THEN $3::uuid ELSE $4::uuid END,
              CASE WHEN i % 3 = 0 THEN $5::uuid ELSE $6::uuid END, i
       FROM generate_series(1, $7::int) AS i`,
      [
        TASKS_PER_AGENCY / 2,
        tenant.serviceProviderId,
        tenant.projectA,
        tenant.projectB,
        tenant.admin.id,
        tenant.team.id,
        OWN_TASKS,
      ],
    );
    await manager.query(
      `INSERT INTO task_comment (service_provider_id, task_id, user_id, content, is_internal, is_read_by_team,
                                 is_read_by_client, created_at)
       SELECT t.service_provider_id, t.id, t.assigned_to_id, repeat('A comment of a few sentences. ', 8), n % 5 = 0, n % 10 <> 0, n % 7 <> 0,
              t.created_at + interval '1 minute'
       FROM (SELECT task.*, row_number() OVER () AS n FROM task) t ORDER BY random()`,
    );
    await manager.query(
      `INSERT INTO project_comment (service_provider_id, project_id, user_id, content, is_internal, created_at)
       SELECT p.service_provider_id, p.id, NULL, 'Project comment', i % 5 = 0, now() - i * interval '1 hour'
       FROM project p, generate_series(1, 20) AS i`,
    );
  });
  await settle(dataSource);
}

/**
 * VACUUM ANALYZE until the big tables' pages are marked all-visible (an index-only scan then skips their rows, as on a
 * platform whose autovacuum keeps up): a transaction the app's background work holds open at that moment keeps
 * VACUUM from marking the rows written after it began, so it is repeated once that transaction has ended.
 */
async function settle(dataSource: DataSource): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await dataSource.query(`VACUUM ANALYZE ${BIG_TABLES.join(', ')}`);
    const tables = (await dataSource.query(
      `SELECT relname, relpages, relallvisible FROM pg_class WHERE relname = ANY($1)`,
      [BIG_TABLES],
    )) as { relname: string; relpages: number; relallvisible: number }[];
    if (tables.every((table) => table.relallvisible >= table.relpages * 0.95)) return;
    if (attempt === 50) throw new Error(`VACUUM left pages not all-visible: ${JSON.stringify(tables)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
