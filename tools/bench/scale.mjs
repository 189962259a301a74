// Benchmark: does an agency's page cost grow with the platform (other agencies' data) or with its own history?
// Starts a throw-away PostgreSQL (tools/bench/lib/postgres.mjs), migrates and seeds it with the demo data through the
// built API (`npx nx build api` first) and measures each tenant-scoped read route, signed in as the demo admin, with
// autocannon at 10 connections. Then it grows the data with SQL (generate_series, not through the API) and measures
// again, twice:
//   (a) neighbours: --agencies other agencies holding --other-tasks tasks and --other-comments task comments in all;
//       target: every route within ±20 % of its req/s on the empty platform;
//   (b) history: --tasks tasks with a comment each inside the demo agency (on top of (a));
//       target: p99 ≤ 100 ms at 10 connections.
// After a warm-up, each phase runs every route --runs times (medians are printed) for --duration seconds. The
// machine's other work makes absolute figures noisy: the ratio to the empty platform, measured in the same run, and the
// CPU time per request (the API's and PostgreSQL's) are the figures to read.
// Usage: node tools/bench/scale.mjs [--runs=3] [--duration=10] [--connections=10] [--agencies=2000]
//        [--other-tasks=1000000] [--other-comments=500000] [--tasks=50000] [--routes=tasks,task,…] [--api=<main.js>]
//        [--keep]
//   --api  another build of the API (e.g. of the main branch, for a before/after comparison)
//   --keep keeps the grown database and the API running after the report (their addresses printed) until interrupted,
//          to EXPLAIN queries on it while iterating
// A quick look: --runs=1 --duration=5 --agencies=200 --other-tasks=100000 --other-comments=50000 --tasks=10000
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, freePort, median, waitForOk } from './lib/net.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { builtApi, stopAll, stoppedOnExit } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    agencies: { type: 'string', default: '2000' },
    'other-tasks': { type: 'string', default: '1000000' },
    'other-comments': { type: 'string', default: '500000' },
    tasks: { type: 'string', default: '50000' },
    routes: { type: 'string' },
    api: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const AGENCIES = Number(options.agencies);
const OTHER_TASKS = Number(options['other-tasks']);
const OTHER_COMMENTS = Number(options['other-comments']);
const OWN_TASKS = Number(options.tasks);
const NEIGHBOUR_TOLERANCE = 0.2;
const HISTORY_P99_MS = 100;
const API_MAIN = builtApi(options.api ? resolve(options.api) : undefined);

const children = stoppedOnExit();

const postgres = await startPostgres({ database: 'taskflow_scale' });
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-scale-'));
const apiPort = await freePort();
const apiEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: postgres.url,
};
const origin = `http://127.0.0.1:${apiPort}`;
const db = new pg.Client({ connectionString: postgres.url });

try {
  const seeded = spawnSync(process.execPath, [API_MAIN, 'seed'], { env: apiEnv, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const api = spawn(process.execPath, [API_MAIN], { env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(api);
  await waitForOk(`${origin}/api/health`);
  await db.connect();

  const admin = await login();
  const tenant = admin.user.serviceProviderId;
  const { rows: demoTasks } = await db.query(
    `SELECT id, project_id FROM task WHERE service_provider_id = $1 ORDER BY created_at, id LIMIT 1`,
    [tenant],
  );
  if (demoTasks.length === 0) throw new Error('The demo agency has no task');
  const [{ id: taskId, project_id: projectId }] = demoTasks;

  const routes = [
    { key: 'tasks', label: 'task list, first page', path: '/api/tasks?limit=50' },
    { key: 'task', label: 'a single task', path: `/api/tasks/${taskId}` },
    { key: 'project-tasks', label: "a project's tasks", path: `/api/tasks/project/${projectId}?limit=50` },
    { key: 'projects', label: 'projects', path: '/api/projects' },
    { key: 'customers', label: 'client companies', path: '/api/client-companies' },
    { key: 'dashboard', label: 'dashboard', path: '/api/dashboard' },
    { key: 'activity', label: 'dashboard activity', path: '/api/dashboard/activity' },
    { key: 'progress', label: 'project progress', path: '/api/dashboard/project-progress' },
    { key: 'overview', label: 'comments overview', path: '/api/comments/overview' },
    { key: 'unread', label: 'unread comments count', path: '/api/comments/unread-count' },
    { key: 'conversations', label: 'messages: conversations', path: '/api/conversations' },
  ].filter((route) => !options.routes || options.routes.split(',').includes(route.key));

  // Warm-up (not measured): the API's first requests of a route compile its code paths.
  const { token: warmupToken } = await login();
  for (const route of routes) await load(route.path, warmupToken, api.pid, 2);

  const phases = [];
  phases.push({ name: 'empty platform', results: await measure(api.pid) });

  await timed(`growing: ${AGENCIES} other agencies, ${OTHER_TASKS} tasks, ${OTHER_COMMENTS} comments`, () =>
    growNeighbours(),
  );
  phases.push({ name: `(a) +${AGENCIES} agencies`, results: await measure(api.pid) });

  await timed(`growing: ${OWN_TASKS} tasks with a comment each in the demo agency`, () => growHistory(tenant));
  phases.push({ name: `(b) +${OWN_TASKS} own tasks`, results: await measure(api.pid) });

  report(routes, phases);
  if (options.keep) {
    console.log(`kept until interrupted: DATABASE_URL=${postgres.url} API ${origin} (pid ${process.pid})`);
    await new Promise((resolveNever) => process.once('SIGTERM', resolveNever));
  }

  async function measure(pid) {
    const results = new Map(routes.map((route) => [route.key, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      const { token } = await login(); // access tokens live 15 minutes
      for (const route of routes) {
        const result = await load(route.path, token, pid);
        results.get(route.key).push(result);
        console.error(
          `  run ${run} ${route.label}: ${result.rps.toFixed(0)} req/s p99 ${result.p99} ms ` +
            `API ${result.cpu.toFixed(2)} + DB ${result.db.toFixed(2)} CPU ms/req${result.errors ? ` ${result.errors} errors` : ''} (load ${load1()})`,
        );
      }
    }
    return new Map(
      [...results].map(([key, runs]) => [
        key,
        {
          rps: median(runs.map((r) => r.rps)),
          p99: median(runs.map((r) => r.p99)),
          cpu: median(runs.map((r) => r.cpu)),
          db: median(runs.map((r) => r.db)),
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
        },
      ]),
    );
  }
} finally {
  stopAll(children);
  await db.end().catch(() => undefined);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function load1() {
  return loadavg()[0].toFixed(1);
}

async function timed(label, work) {
  const started = Date.now();
  console.error(`${label} …`);
  await work();
  console.error(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Other agencies, each with an admin, a team member, a client company with a client, 5 projects, its share of the
 * tasks (spread over columns, assignees and due dates) and of the task comments. Bulk SQL in one transaction.
 */
async function growNeighbours() {
  const tasksEach = Math.ceil(OTHER_TASKS / AGENCIES);
  const commentsEach = Math.ceil(OTHER_COMMENTS / AGENCIES);
  await db.query('BEGIN');
  await db.query(
    `CREATE TEMP TABLE grown ON COMMIT DROP AS
     SELECT gen_random_uuid() AS provider, gen_random_uuid() AS company, gen_random_uuid() AS admin_id,
            gen_random_uuid() AS team_id, a FROM generate_series(1, $1::int) AS a`,
    [AGENCIES],
  );
  await db.query(
    `INSERT INTO service_provider (id, company_name, license_status) SELECT provider, 'Agency ' || a, 'active' FROM grown`,
  );
  await db.query(
    `INSERT INTO client_company (id, service_provider_id, name) SELECT company, provider, 'Customer ' || a FROM grown`,
  );
  await db.query(
    `INSERT INTO app_user (id, service_provider_id, client_company_id, first_name, last_name, email, user_type)
     SELECT admin_id, provider, NULL::uuid, 'Admin', 'Agency ' || a, 'admin-' || a || '@scale.test', 'admin' FROM grown
     UNION ALL
     SELECT team_id, provider, NULL::uuid, 'Team', 'Agency ' || a, 'team-' || a || '@scale.test', 'team' FROM grown
     UNION ALL
     SELECT gen_random_uuid(), provider, company, 'Client', 'Agency ' || a, 'client-' || a || '@scale.test', 'client'
     FROM grown`,
  );
  await db.query(
    `INSERT INTO project (service_provider_id, client_company_id, name, start_date, status)
     SELECT provider, company, 'Project ' || p, current_date - 400, 'active' FROM grown, generate_series(1, 5) AS p`,
  );
  await insertTasks(
    `SELECT p.service_provider_id AS provider, p.id AS project,
            CASE WHEN i % 2 = 0 THEN g.admin_id ELSE g.team_id END AS assignee, i
     FROM grown g JOIN project p ON p.service_provider_id = g.provider,
          generate_series(1, ceil($1::numeric / 5)::int) AS i`,
    [tasksEach],
  );
  await insertComments(
    `SELECT t.service_provider_id AS provider, t.id AS task, g.admin_id AS author, t.n AS i
     FROM grown g JOIN LATERAL (
       SELECT id, service_provider_id, row_number() OVER () AS n FROM task
       WHERE service_provider_id = g.provider LIMIT $1) t ON true`,
    [commentsEach],
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE'); // as autovacuum would: statistics, and index-only scans skip the rows
}

/** The demo agency's history: tasks over its projects and members, over years, a comment on each. */
async function growHistory(tenant) {
  await db.query('BEGIN');
  await db.query(
    `CREATE TEMP TABLE own_projects ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM project WHERE service_provider_id = $1`,
    [tenant],
  );
  await db.query(
    `CREATE TEMP TABLE own_members ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM app_user
     WHERE service_provider_id = $1 AND user_type IN ('admin', 'team')`,
    [tenant],
  );
  await insertTasks(
    `SELECT $2::uuid AS provider, p.id AS project, m.id AS assignee, i
     FROM generate_series(1, $1::int) AS i
     JOIN own_projects p ON p.n = i % (SELECT count(*) FROM own_projects)
     JOIN own_members m ON m.n = i % (SELECT count(*) FROM own_members)`,
    [OWN_TASKS, tenant],
  );
  await insertComments(
    `SELECT t.service_provider_id AS provider, t.id AS task, t.assigned_to_id AS author,
            row_number() OVER () AS i
     FROM task t WHERE t.service_provider_id = $2 AND t.title LIKE 'Scale task %'
     LIMIT $1`,
    [OWN_TASKS, tenant],
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE'); // as autovacuum would: statistics, and index-only scans skip the rows
}

/** Tasks from `source` (provider, project, assignee, i): columns, priorities, due dates and ages vary with i. */
function insertTasks(source, params) {
  return db.query(
    `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, priority, tags,
                       due_date, is_client_visible, completed_at, created_at, updated_at)
     SELECT s.provider, s.project, s.assignee, 'Scale task ' || s.i, 'Grown by tools/bench/scale.mjs',
            (ARRAY['todo','in_progress','review','completed'])[1 + s.i % 4],
            (ARRAY['low','medium','high','urgent'])[1 + s.i % 4],
            CASE WHEN s.i % 3 = 1 THEN '["scale"]' ELSE '[]' END,
            CASE WHEN s.i % 5 = 0 THEN NULL ELSE current_date - 1000 + (s.i % 1100)::int END,
            s.i % 2 = 0,
            CASE WHEN s.i % 4 = 3 THEN now() - (s.i % 1000) * interval '1 day' END,
            now() - (s.i % 1000) * interval '1 day' - s.i * interval '1 second',
            now() - (s.i % 1000) * interval '1 day'
     FROM (${source}) s`,
    params,
  );
}

/** Task comments from `source` (provider, task, author, i); some internal, most read, ages vary with i. */
function insertComments(source, params) {
  return db.query(
    `INSERT INTO task_comment (service_provider_id, task_id, user_id, content, is_internal, is_read_by_team,
                               is_read_by_client, created_at, updated_at)
     SELECT s.provider, s.task, s.author, 'Scale comment ' || s.i, s.i % 5 = 0, s.i % 10 <> 0, s.i % 7 <> 0,
            now() - (s.i % 1000) * interval '1 day' - s.i * interval '1 second',
            now() - (s.i % 1000) * interval '1 day'
     FROM (${source}) s`,
    params,
  );
}

async function login() {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'taskflow-demo' }),
  });
  if (!response.ok) throw new Error(`Login: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One autocannon run of GET `path`, with the API process's CPU time per request. */
async function load(path, token, pid, duration = DURATION) {
  const cpuBefore = await cpuMs(pid);
  const dbBefore = postgres.cpuMs();
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpu = ((await cpuMs(pid)) - cpuBefore) / Math.max(1, result.requests.total);
  const db = (postgres.cpuMs() - dbBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors, cpu, db };
}

function report(routes, phases) {
  const [empty, neighbours, history] = phases;
  console.log(
    `\nScale, PostgreSQL 15 (throw-away), ${CONNECTIONS} connections, ${DURATION} s per run, medians of ${RUNS} ` +
      `runs, demo admin; (a) ${AGENCIES} other agencies with ${OTHER_TASKS} tasks and ${OTHER_COMMENTS} comments, ` +
      `(b) then ${OWN_TASKS} tasks with a comment each in the demo agency; load average ${load1()}`,
  );
  console.log(
    'route                     empty req/s  p99 ms | (a) req/s  p99 ms   ratio target ±20% | (b) req/s  p99 ms  target p99 ≤ 100 ms',
  );
  let failed = 0;
  for (const route of routes) {
    const e = empty.results.get(route.key);
    const a = neighbours.results.get(route.key);
    const b = history.results.get(route.key);
    const ratio = a.rps / e.rps;
    const neighboursOk = Math.abs(ratio - 1) <= NEIGHBOUR_TOLERANCE;
    const historyOk = b.p99 <= HISTORY_P99_MS;
    failed += Number(!neighboursOk) + Number(!historyOk);
    const errors = e.errors + a.errors + b.errors;
    console.log(
      [
        route.label.padEnd(25),
        e.rps.toFixed(0).padStart(11),
        String(e.p99).padStart(7),
        ' |',
        a.rps.toFixed(0).padStart(9),
        String(a.p99).padStart(7),
        ratio.toFixed(2).padStart(7),
        (neighboursOk ? 'ok' : 'MISSED').padStart(11),
        '|',
        b.rps.toFixed(0).padStart(9),
        String(b.p99).padStart(7),
        (historyOk ? 'ok' : 'MISSED').padStart(10),
        errors ? `  ${errors} errors` : '',
      ].join(' '),
    );
  }
  console.log('CPU ms per request, API + PostgreSQL (less swayed by the other work on the machine than req/s):');
  for (const route of routes) {
    const figures = [empty, neighbours, history].map((phase) => {
      const { cpu, db } = phase.results.get(route.key);
      return `${cpu.toFixed(2)} + ${db.toFixed(2)}`;
    });
    console.log(`  ${route.label.padEnd(25)} empty ${figures[0]}   (a) ${figures[1]}   (b) ${figures[2]}`);
  }
  console.log(failed === 0 ? 'every target met' : `${failed} target(s) missed`);
}
