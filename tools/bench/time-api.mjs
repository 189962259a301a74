// Benchmark: time tracking's two heavy reads at an agency's scale (docs/time-tracking.md). Starts a throw-away
// PostgreSQL (tools/bench/lib/postgres.mjs), seeds the demo data through the built API (`npx nx build api` first),
// then grows the demo agency with SQL to 15 people with --month entries in the current month and --year entries over
// the last year in all, and measures with autocannon at --connections connections, signed in as the demo admin:
//   week    GET /api/time/timesheet?weekStart=…&userId=…  a person's week, rotating over the 15 people and the weeks
//           of this month
//   report  GET /api/time/reports?from=…&to=…              the totals of the whole year (by client, project, person,
//           task, with amounts)
// Target: p99 ≤ 100 ms for each. The floor: the same statements through a bare node:http + pg server on the same
// database (tools/bench/lib/time-floor-server.mjs), measured in the same run. After a warm-up, every scenario runs
// --runs times for --duration seconds; medians are printed, with the CPU time per request of the server and of
// PostgreSQL.
// Usage: node tools/bench/time-api.mjs [--runs=3] [--duration=10] [--connections=20] [--month=2000] [--year=50000]
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
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
    connections: { type: 'string', default: '20' },
    month: { type: 'string', default: '2000' },
    year: { type: 'string', default: '50000' },
  },
});
const RUNS = Number(options.runs);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const MONTH_ENTRIES = Number(options.month);
const YEAR_ENTRIES = Number(options.year);
const PEOPLE = 15;
const P99_TARGET_MS = 100;
const API_MAIN = builtApi();

const children = stoppedOnExit();
const postgres = await startPostgres({ database: 'taskflow_time' });
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-time-'));
const [apiPort, floorPort] = [await freePort(), await freePort()];
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
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const floorOrigin = `http://127.0.0.1:${floorPort}`;
const db = new pg.Client({ connectionString: postgres.url });
const day = (date) => date.toISOString().slice(0, 10);
const addDays = (iso, days) => day(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
const mondayOf = (iso) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

try {
  const seeded = spawnSync(process.execPath, [API_MAIN, 'seed'], { env: apiEnv, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const api = spawn(process.execPath, [API_MAIN], { env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(api);
  await waitForOk(`${apiOrigin}/api/health`);
  await db.connect();

  const admin = await login();
  const tenant = admin.user.serviceProviderId;
  // Berlin's day, as the demo people's entries are: a week of today never lies in the future there.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const yearFrom = addDays(today, -364);
  await timed(`growing: ${PEOPLE} people, ${MONTH_ENTRIES} entries this month, ${YEAR_ENTRIES} over the year`, () =>
    grow(tenant, today, monthStart, yearFrom),
  );
  const people = (
    await db.query(
      `SELECT id FROM app_user WHERE service_provider_id = $1 AND user_type IN ('admin', 'team') ORDER BY email`,
      [tenant],
    )
  ).rows.map((row) => row.id);
  const weeks = [];
  for (let monday = mondayOf(monthStart); monday <= today; monday = addDays(monday, 7)) weeks.push(monday);
  const weekPaths = people.flatMap((userId) => weeks.map((weekStart) => ({ userId, weekStart })));
  const counted = await db.query(
    `SELECT count(*) FILTER (WHERE work_date >= $2) AS month, count(*) FILTER (WHERE work_date >= $3) AS year
     FROM time_entry WHERE service_provider_id = $1`,
    [tenant, monthStart, yearFrom],
  );

  const floor = spawn(process.execPath, [join(import.meta.dirname, 'lib/time-floor-server.mjs')], {
    env: { ...apiEnv, PORT: String(floorPort), SERVICE_PROVIDER_ID: tenant },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(floor);
  await waitForOk(`${floorOrigin}/report?from=${yearFrom}&to=${today}`);

  const scenarios = [
    {
      key: 'week',
      label: 'timesheet week',
      api: (n) => {
        const { userId, weekStart } = weekPaths[n % weekPaths.length];
        return `/api/time/timesheet?weekStart=${weekStart}&userId=${userId}`;
      },
      floor: (n) => {
        const { userId, weekStart } = weekPaths[n % weekPaths.length];
        return `/week?weekStart=${weekStart}&userId=${userId}`;
      },
    },
    {
      key: 'report',
      label: 'report, a year',
      api: () => `/api/time/reports?from=${yearFrom}&to=${today}`,
      floor: () => `/report?from=${yearFrom}&to=${today}`,
    },
  ];
  // Every answer is checked once before measuring: a scenario that errs would measure nothing.
  for (const scenario of scenarios) {
    const response = await fetch(`${apiOrigin}${scenario.api(0)}`, { headers: bearer(admin.token) });
    if (!response.ok) throw new Error(`${scenario.label}: ${response.status} ${await response.text()}`);
    const body = await response.json();
    if (scenario.key === 'report')
      console.error(`  report of the year: ${body.total.minutes} minutes, ${body.byTask.length} tasks`);
  }

  const { token: warmup } = await login();
  for (const scenario of scenarios) {
    await load(apiOrigin, scenario.api, warmup, api.pid, 2);
    await load(floorOrigin, scenario.floor, null, floor.pid, 2);
  }
  const results = new Map(scenarios.map((scenario) => [scenario.key, { api: [], floor: [] }]));
  for (let run = 1; run <= RUNS; run += 1) {
    const { token } = await login(); // access tokens live 15 minutes
    for (const scenario of scenarios) {
      const apiRun = await load(apiOrigin, scenario.api, token, api.pid);
      const floorRun = await load(floorOrigin, scenario.floor, null, floor.pid);
      results.get(scenario.key).api.push(apiRun);
      results.get(scenario.key).floor.push(floorRun);
      console.error(
        `  run ${run} ${scenario.label}: API ${apiRun.rps.toFixed(0)} req/s p99 ${apiRun.p99} ms, floor ` +
          `${floorRun.rps.toFixed(0)} req/s p99 ${floorRun.p99} ms${apiRun.errors ? ` ${apiRun.errors} errors` : ''} ` +
          `(load ${loadavg()[0].toFixed(1)})`,
      );
    }
  }
  report(scenarios, results, counted.rows[0], weekPaths.length);
} finally {
  stopAll(children);
  await db.end().catch(() => undefined);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The demo agency grown to PEOPLE people (the demo's three and team members), and entries over its projects and their
 * tasks: MONTH_ENTRIES in this month up to today, the rest of YEAR_ENTRIES over the eleven months before; durations,
 * billable and billed vary with the entry's number. Bulk SQL in one transaction.
 */
async function grow(tenant, today, monthStart, yearFrom) {
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO app_user (service_provider_id, first_name, last_name, email, user_type, status)
     SELECT $1, 'Person', 'Bench ' || n, 'bench-' || n || '@time.test', 'team', 'active'
     FROM generate_series(1, $2::int - (SELECT count(*) FROM app_user
       WHERE service_provider_id = $1 AND user_type IN ('admin', 'team'))::int) AS n`,
    [tenant, PEOPLE],
  );
  await db.query(
    `CREATE TEMP TABLE bench_people ON COMMIT DROP AS SELECT id, row_number() OVER (ORDER BY email) - 1 AS n
     FROM app_user WHERE service_provider_id = $1 AND user_type IN ('admin', 'team')`,
    [tenant],
  );
  await db.query(
    `CREATE TEMP TABLE bench_projects ON COMMIT DROP AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS n
     FROM project WHERE service_provider_id = $1`,
    [tenant],
  );
  await db.query(
    `CREATE TEMP TABLE bench_tasks ON COMMIT DROP AS SELECT id, project_id,
       row_number() OVER (PARTITION BY project_id ORDER BY id) - 1 AS n, count(*) OVER (PARTITION BY project_id) AS c
     FROM task WHERE service_provider_id = $1`,
    [tenant],
  );
  const days = (from, to) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);
  const insert = (count, from, spanDays) =>
    db.query(
      `INSERT INTO time_entry (service_provider_id, user_id, project_id, task_id, work_date, minutes, note, billable,
                               billed_at, invoice_reference, billed_rate_cents)
       SELECT $1, pe.id, pr.id, t.id, e.work_date, 15 + (i * 37) % 466, 'Bench entry ' || i, i % 4 <> 0,
              CASE WHEN billed THEN e.work_date + 30 END, CASE WHEN billed THEN 'RE-BENCH-' || (i % 12) END,
              CASE WHEN billed THEN 9000 END
       FROM generate_series(1, $2::int) AS i
       CROSS JOIN LATERAL (SELECT $3::date + (i % $4::int) AS work_date,
                                  i % 4 <> 0 AND i % 3 = 0 AND $5::boolean AS billed) e
       JOIN bench_people pe ON pe.n = i % (SELECT count(*) FROM bench_people)
       JOIN bench_projects pr ON pr.n = (i / 7) % (SELECT count(*) FROM bench_projects)
       LEFT JOIN bench_tasks t ON t.project_id = pr.id AND t.n = i % t.c`,
      [tenant, count, from, spanDays, from < monthStart],
    );
  await insert(MONTH_ENTRIES, monthStart, days(monthStart, today));
  await insert(YEAR_ENTRIES - MONTH_ENTRIES, yearFrom, days(yearFrom, addDays(monthStart, -1)));
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE'); // as autovacuum would: statistics, and index-only scans skip the rows
}

async function timed(label, work) {
  const started = Date.now();
  console.error(`${label} …`);
  await work();
  console.error(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function bearer(token) {
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function login() {
  const response = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'taskflow-demo' }),
  });
  if (!response.ok) throw new Error(`Login: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One autocannon run against `origin`, each request's path from `pathOf(n)`, with the server's and PostgreSQL's CPU. */
async function load(origin, pathOf, token, pid, duration = DURATION) {
  const cpuBefore = await cpuMs(pid);
  const dbBefore = postgres.cpuMs();
  let sent = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers: bearer(token),
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(sent++) }) }],
  });
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: ((await cpuMs(pid)) - cpuBefore) / total,
    db: (postgres.cpuMs() - dbBefore) / total,
  };
}

function report(scenarios, results, counted, weekCount) {
  console.log(
    `\nTime tracking, PostgreSQL 15 (throw-away), ${PEOPLE} people, ${counted.month} entries this month, ` +
      `${counted.year} over the last year; ${CONNECTIONS} connections, ${DURATION} s per run, medians of ${RUNS} runs, ` +
      `demo admin; ${weekCount} weeks rotated; load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log('scenario          API req/s  p99 ms  target   | floor req/s  p99 ms | CPU ms/req API + DB | floor');
  let missed = 0;
  for (const scenario of scenarios) {
    const { api, floor } = results.get(scenario.key);
    const pick = (runs, key) => median(runs.map((run) => run[key]));
    const p99 = pick(api, 'p99');
    const met = p99 <= P99_TARGET_MS;
    missed += Number(!met);
    const errors = api.reduce((sum, run) => sum + run.errors, 0);
    console.log(
      [
        scenario.label.padEnd(17),
        pick(api, 'rps').toFixed(0).padStart(9),
        String(p99).padStart(7),
        (met ? 'met' : 'MISSED').padStart(7),
        '  |',
        pick(floor, 'rps').toFixed(0).padStart(11),
        String(pick(floor, 'p99')).padStart(7),
        '|',
        `${pick(api, 'cpu').toFixed(2)} + ${pick(api, 'db').toFixed(2)}`.padStart(19),
        '|',
        `${pick(floor, 'cpu').toFixed(2)} + ${pick(floor, 'db').toFixed(2)}`,
        errors ? `  ${errors} errors` : '',
      ].join(' '),
    );
  }
  console.log(`target p99 ≤ ${P99_TARGET_MS} ms: ${missed === 0 ? 'every target met' : `${missed} missed`}`);
}
