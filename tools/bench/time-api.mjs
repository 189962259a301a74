// Benchmark: the time tracking reads of an agency of 15 people under load, side by side with their floor. Starts a
// throw-away PostgreSQL (tools/bench/lib/postgres.mjs), migrates and seeds it with the demo data through the built API
// (`npx nx build api` first), then adds with bulk SQL (generate_series, not through the API) an agency of its own: an
// admin and 14 team members, 5 client companies, 12 projects of 8 tasks (project and member rates, an agency rate),
// timesheet weeks (earlier weeks locked, last week submitted) and time entries on weekdays: --month-entries in the
// current month up to today and --year-entries in all over the year up to today (the older ones partly billed).
// Signed in as that agency's admin (who reads everyone's time), autocannon drives:
//   timesheet       GET /api/time/timesheet?weekStart&userId   (the 15 people × the weeks of the month, in turn)
//   report          GET /api/time/reports?from&to              (the year up to today, no other filter)
//   report project  GET /api/time/reports?from&to&projectId    (the year, one project at a time, in turn)
// and the same against a bare node:http + pg server running the API's SQL of each route on the same database
// (tools/bench/lib/floor-server.mjs, the floor). Each scenario runs --runs times (API then floor each time); it prints
// the medians of requests/s, p50 and p99, the CPU time per request of the server and of PostgreSQL, the ratio to the
// floor, and the target: p99 ≤ 100 ms at 20 connections. The machine's load average is printed at the start and end.
// Usage: node tools/bench/time-api.mjs [--runs=3] [--duration=10] [--connections=20]
//        [--scenarios=timesheet,report,report-project] [--month-entries=2000] [--year-entries=50000]
//        [--profile=<dir>] [--api=<main.js>] [--keep]
//   --profile  writes a V8 CPU profile of the API (one file per process) into <dir> (read it with profile-summary.mjs)
//   --api      another build of the API (e.g. of the main branch, for a before/after comparison)
//   --keep     keeps the database and the API running after the report (their addresses printed) until interrupted,
//              to EXPLAIN queries on it
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_MALLOC_ENV } from '../scripts/lib/api-malloc-env.mjs';
import { cpuMs, freePort, median, waitForOk } from './lib/net.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { builtApi, stopAll, stoppedOnExit } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: 'timesheet,report,report-project' },
    'month-entries': { type: 'string', default: '2000' },
    'year-entries': { type: 'string', default: '50000' },
    profile: { type: 'string' },
    api: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const MONTH_ENTRIES = Number(options['month-entries']);
const YEAR_ENTRIES = Number(options['year-entries']);
if (YEAR_ENTRIES < MONTH_ENTRIES)
  throw new Error('--year-entries counts the month too: it cannot be below --month-entries');
const PEOPLE = 15; // the admin and 14 team members
const CLIENTS = 5;
const PROJECTS = 12;
const TASKS_PER_PROJECT = 8;
const TASKS_PER_PERSON = 10; // the tasks a person books on (about two projects)
const P99_TARGET_MS = 100;
const ADMIN_EMAIL = 'time-admin@bench.test';
const PASSWORD = 'taskflow-demo'; // the demo admin's, whose password hash the agency's people share
const API_MAIN = builtApi(options.api ? resolve(options.api) : undefined);
const FLOOR_MAIN = resolve(import.meta.dirname, 'lib/floor-server.mjs');

const children = stoppedOnExit();
const loadAtStart = load1();

const postgres = await startPostgres({ database: 'taskflow_time' });
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-time-'));
const apiPort = await freePort();
const apiEnv = {
  ...API_MALLOC_ENV, // as npm start and the API image start it
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
  // Migrations and the demo data (the benchmark's agency has the demo agency as a neighbour).
  const seeded = spawnSync(process.execPath, [API_MAIN, 'seed'], { env: apiEnv, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  await db.connect();

  const today = isoDay(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const yearFrom = addDays(addYears(today, -1), 1); // a year up to today, both inclusive
  const agency = await timed(
    `seeding: ${PEOPLE} people, ${MONTH_ENTRIES} entries in ${monthStart}…${today}, ${YEAR_ENTRIES} in ${yearFrom}…${today}`,
    () => seedAgency({ today, monthStart, yearFrom }),
  );

  const api = startApi();
  await waitForOk(`${origin}/api/health`);
  const floorPort = await freePort();
  const floor = spawn(process.execPath, [FLOOR_MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: postgres.url,
      PORT: String(floorPort),
      SERVICE_PROVIDER_ID: agency.id,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(floor);
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  await waitForOk(`${floorOrigin}/health`);

  const weeks = mondaysOf(monthStart, today);
  const timesheetQueries = weeks.flatMap((weekStart) =>
    agency.people.map((userId) => `weekStart=${weekStart}&userId=${userId}`),
  );
  const yearRange = `from=${yearFrom}&to=${today}`;
  const scenarios = [
    {
      key: 'timesheet',
      label: 'timesheet week',
      api: timesheetQueries.map((query) => `/api/time/timesheet?${query}`),
      floor: timesheetQueries.map((query) => `/time/timesheet?${query}`),
    },
    {
      key: 'report',
      label: 'report, a year',
      api: [`/api/time/reports?${yearRange}`],
      floor: [`/time/reports?${yearRange}`],
    },
    {
      key: 'report-project',
      label: 'report, a year, 1 project',
      api: agency.projects.map((id) => `/api/time/reports?${yearRange}&projectId=${id}`),
      floor: agency.projects.map((id) => `/time/reports?${yearRange}&projectId=${id}`),
    },
  ].filter((scenario) => options.scenarios.split(',').includes(scenario.key));

  // The answers are the same (a check of the floor, and of the seed): one request of each kind, compared.
  const { token: checkToken } = await login();
  for (const scenario of scenarios) await compareAnswers(scenario, checkToken, floorOrigin);

  // Warm-up (not measured): the API's first requests of a route compile its code paths.
  for (const scenario of scenarios) {
    await load(origin, scenario.api, checkToken, api.pid, 2);
    await load(floorOrigin, scenario.floor, undefined, floor.pid, 2);
  }

  const results = new Map(scenarios.map((scenario) => [scenario.key, { api: [], floor: [], ratio: [] }]));
  for (let run = 1; run <= RUNS; run += 1) {
    const { token } = await login(); // access tokens live 15 minutes
    for (const scenario of scenarios) {
      const apiResult = await load(origin, scenario.api, token, api.pid);
      const floorResult = await load(floorOrigin, scenario.floor, undefined, floor.pid);
      const entry = results.get(scenario.key);
      entry.api.push(apiResult);
      entry.floor.push(floorResult);
      entry.ratio.push(apiResult.rps / floorResult.rps);
      console.error(
        `run ${run} ${scenario.label}: API ${describe(apiResult)}, floor ${describe(floorResult)} (load ${load1()})`,
      );
    }
  }
  report(scenarios, results, { agency, weeks, today, yearFrom });

  if (options.keep) {
    console.log(`kept until interrupted: DATABASE_URL=${postgres.url} API ${origin} floor ${floorOrigin}`);
    console.log(`sign in as ${ADMIN_EMAIL} / ${PASSWORD}; the agency is ${agency.id}`);
    await new Promise((resolveNever) => process.once('SIGTERM', resolveNever));
  }
} finally {
  stopAll(children);
  await db.end().catch(() => undefined);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function startApi() {
  const args = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`, API_MAIN] : [API_MAIN];
  const child = spawn(process.execPath, args, { env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/**
 * The benchmark's agency, in bulk SQL in one transaction, then `VACUUM ANALYZE` (as autovacuum would: statistics, and
 * index-only scans skip the rows). Every row carries the agency; the people sign in with the demo admin's password.
 * Entries: whole minutes (15–180), on weekdays, each person on their own ten tasks (about two projects), one in six
 * on the project without a task, one in five not billable, one in four from a timer (start and end); entries before
 * last month billed for one in three (rate and invoice reference); weeks before this month locked, last week submitted.
 */
async function seedAgency({ today, monthStart, yearFrom }) {
  await db.query('BEGIN');
  const {
    rows: [{ id }],
  } = await db.query(
    `INSERT INTO service_provider (company_name, license_status, max_team_members, current_team_members,
                                   default_hourly_rate_cents)
     VALUES ('Time benchmark agency', 'active', $1::int, $1::int, 9000) RETURNING id`,
    [PEOPLE],
  );
  await db.query(`INSERT INTO team_permission_set (service_provider_id) VALUES ($1)`, [id]);
  await db.query(
    `INSERT INTO client_company (service_provider_id, name)
     SELECT $1, 'Client ' || c FROM generate_series(1, $2::int) AS c`,
    [id, CLIENTS],
  );
  const { rows: people } = await db.query(
    `INSERT INTO app_user (service_provider_id, first_name, last_name, email, user_type, status, password_hash)
     SELECT $1, 'Person', lpad(n::text, 2, '0'),
            CASE WHEN n = 1 THEN $3 ELSE 'time-team-' || n || '@bench.test' END,
            CASE WHEN n = 1 THEN 'admin' ELSE 'team' END, 'active',
            (SELECT password_hash FROM app_user WHERE email = 'admin@example.com')
     FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [id, PEOPLE, ADMIN_EMAIL],
  );
  const { rows: projects } = await db.query(
    `INSERT INTO project (service_provider_id, client_company_id, name, start_date, status, hourly_rate_cents,
                          budget_hours)
     SELECT $1, c.id, 'Project ' || lpad(p::text, 2, '0'), $3::date, 'active',
            CASE WHEN p % 2 = 0 THEN 10000 + p * 500 END, CASE WHEN p % 3 = 0 THEN 2000 END
     FROM generate_series(1, $2::int) AS p
     JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM client_company WHERE service_provider_id = $1) c
       ON c.n = (p - 1) % ${CLIENTS}
     RETURNING id`,
    [id, PROJECTS, yearFrom],
  );
  await db.query(
    `CREATE TEMP TABLE bench_people ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM app_user WHERE service_provider_id = $1`,
    [id],
  );
  await db.query(
    `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, status, priority, is_client_visible)
     SELECT $1, p.id, m.id, 'P' || lpad((p.n + 1)::text, 2, '0') || ' task ' || t, (ARRAY['todo','in_progress','review','completed'])[1 + t % 4],
            (ARRAY['low','medium','high','urgent'])[1 + t % 4], t % 2 = 0
     FROM (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM project WHERE service_provider_id = $1) p
     CROSS JOIN generate_series(1, $2::int) AS t
     JOIN bench_people m ON m.n = (p.n * 2 + t) % ${PEOPLE}`,
    [id, TASKS_PER_PROJECT],
  );
  await db.query(
    `CREATE TEMP TABLE bench_tasks ON COMMIT DROP AS
     SELECT t.id, t.project_id, row_number() OVER (ORDER BY p.name, t.title) - 1 AS n
     FROM task t JOIN project p ON p.id = t.project_id WHERE t.service_provider_id = $1`,
    [id],
  );
  // Member rates: three people on each project.
  await db.query(
    `INSERT INTO project_member_rate (project_id, user_id, service_provider_id, hourly_rate_cents)
     SELECT p.id, m.id, $1, 7000 + m.n * 250
     FROM (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM project WHERE service_provider_id = $1) p
     JOIN bench_people m ON m.n IN (p.n % ${PEOPLE}, (p.n + 5) % ${PEOPLE}, (p.n + 10) % ${PEOPLE})`,
    [id],
  );
  // Entries: the month's, then the rest of the year's before the month.
  const lastMonthStart = addMonths(monthStart, -1);
  await insertEntries(id, monthStart, today, MONTH_ENTRIES, lastMonthStart);
  if (monthStart > yearFrom)
    await insertEntries(id, yearFrom, addDays(monthStart, -1), YEAR_ENTRIES - MONTH_ENTRIES, lastMonthStart);
  // Timesheet weeks: every week of the year before this month's first Monday locked by the admin, last week submitted.
  const thisWeek = mondayOf(today);
  const {
    rows: [admin],
  } = await db.query(`SELECT id FROM app_user WHERE email = $1`, [ADMIN_EMAIL]);
  await db.query(
    `INSERT INTO timesheet_week (user_id, week_start, service_provider_id, submitted_at, locked_at, locked_by_id)
     SELECT m.id, w::date, $1, w + interval '4 days 17 hours',
            CASE WHEN w::date < $4::date THEN w + interval '8 days' END,
            CASE WHEN w::date < $4::date THEN $5::uuid END
     FROM bench_people m, generate_series($2::date, $3::date, interval '7 days') AS w`,
    [id, mondayOf(yearFrom), addDays(thisWeek, -7), mondayOf(monthStart), admin.id],
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE');
  const { rows: counted } = await db.query(
    `SELECT count(*) FILTER (WHERE work_date >= $2)::int AS month, count(*)::int AS year
     FROM time_entry WHERE service_provider_id = $1 AND work_date BETWEEN $3 AND $4`,
    [id, monthStart, yearFrom, today],
  );
  if (counted[0].month !== MONTH_ENTRIES || counted[0].year !== YEAR_ENTRIES)
    throw new Error(`Seeded ${JSON.stringify(counted[0])} entries, expected ${MONTH_ENTRIES} and ${YEAR_ENTRIES}`);
  return { id, people: people.map((row) => row.id), projects: projects.map((row) => row.id) };
}

/**
 * `count` entries on the weekdays of from…to (inclusive), spread evenly over the days and the people; their minutes
 * (15-minute steps) average about 8 hours a person's day whatever the density.
 */
function insertEntries(tenant, from, to, count, billedBefore) {
  const weekdays = mondaysOf(from, to).length * 5; // about
  const averageMinutes = (8 * 60 * weekdays * PEOPLE) / count;
  const steps = Math.min(12, Math.max(1, Math.round((2 * averageMinutes) / 15 - 1)));
  return db.query(
    `WITH days AS (
       SELECT d::date AS day, row_number() OVER (ORDER BY d) - 1 AS n
       FROM generate_series($2::date, $3::date, interval '1 day') AS d WHERE extract(isodow FROM d) < 6),
     numbered AS (
       SELECT i, (SELECT count(*) FROM days) AS days FROM generate_series(0, $4::int - 1) AS i),
     planned AS (
       SELECT i, i % days AS day_n, (i / days) % ${PEOPLE} AS person_n,
              15 * (1 + (i * 7) % ${steps}) AS minutes FROM numbered)
     INSERT INTO time_entry (service_provider_id, user_id, project_id, task_id, work_date, minutes, note, billable,
                             started_at, ended_at, billed_at, invoice_reference, billed_rate_cents, created_at,
                             updated_at)
     SELECT $1, m.id, t.project_id, CASE WHEN x.i % 6 = 5 THEN NULL ELSE t.id END, d.day, x.minutes,
            'Benchmark entry ' || x.i, x.i % 5 <> 0,
            CASE WHEN x.i % 4 = 0 THEN d.day + interval '9 hours' END,
            CASE WHEN x.i % 4 = 0 THEN d.day + interval '9 hours' + x.minutes * interval '1 minute' END,
            CASE WHEN d.day < $5::date AND x.i % 3 = 0 AND x.i % 5 <> 0 THEN date_trunc('month', d.day) + interval '1 month 3 days' END,
            CASE WHEN d.day < $5::date AND x.i % 3 = 0 AND x.i % 5 <> 0 THEN 'INV-' || to_char(d.day, 'YYYY-MM') END,
            CASE WHEN d.day < $5::date AND x.i % 3 = 0 AND x.i % 5 <> 0 THEN 8500 END,
            d.day + interval '18 hours' + x.i * interval '1 second', d.day + interval '18 hours' + x.i * interval '1 second'
     FROM planned x
     JOIN days d ON d.n = x.day_n
     JOIN bench_people m ON m.n = x.person_n
     JOIN bench_tasks t ON t.n = (x.person_n * 6 + (x.i * 7) % ${TASKS_PER_PERSON}) % ${PROJECTS * TASKS_PER_PROJECT}`,
    [tenant, from, to, count, billedBefore],
  );
}

/** One request of the scenario to the API and to the floor: the same JSON, or the benchmark stops. */
async function compareAnswers(scenario, token, floorOrigin) {
  const [apiAnswer, floorAnswer] = await Promise.all([
    getJson(`${origin}${scenario.api[0]}`, token),
    getJson(`${floorOrigin}${scenario.floor[0]}`),
  ]);
  // The API writes an answer's keys in its own order: compared with the keys sorted.
  const a = JSON.stringify(apiAnswer, sortedKeys);
  const b = JSON.stringify(floorAnswer, sortedKeys);
  if (a !== b)
    throw new Error(
      `${scenario.label}: the floor answers differently\nAPI:   ${a.slice(0, 2000)}\nfloor: ${b.slice(0, 2000)}`,
    );
  console.error(`${scenario.label}: API and floor answer the same ${(Buffer.byteLength(a) / 1024).toFixed(0)} KiB`);
}

function sortedKeys(_key, value) {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function login() {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * One autocannon run of GET over `paths` in turn, with the CPU time per request of the server process (`pid`) and of
 * PostgreSQL: less swayed by the machine's other work than req/s.
 */
async function load(target, paths, token, pid, duration = DURATION) {
  const cpuBefore = await cpuMs(pid);
  const dbBefore = postgres.cpuMs();
  let next = 0;
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'GET',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: ((await cpuMs(pid)) - cpuBefore) / total,
    db: (postgres.cpuMs() - dbBefore) / total,
    bytes: result.throughput.total / total,
  };
}

function describe(result) {
  return (
    `${result.rps.toFixed(0)} req/s p99 ${Math.round(result.p99)} ms ${result.cpu.toFixed(2)} CPU ms/req ` +
    `(PostgreSQL ${result.db.toFixed(2)}) answer ${(result.bytes / 1024).toFixed(1)} KiB` +
    (result.errors ? ` ${result.errors} errors` : '')
  );
}

function report(scenarios, results, { agency, weeks, today, yearFrom }) {
  console.log(
    `\nTime tracking API, PostgreSQL 15 (throw-away), ${CONNECTIONS} connections, ${DURATION} s per run, medians of ` +
      `${RUNS} runs, signed in as the agency's admin; ${agency.people.length} people, ${MONTH_ENTRIES} entries this ` +
      `month (timesheet: ${weeks.length} weeks × ${agency.people.length} people), ${YEAR_ENTRIES} in ${yearFrom}…${today} ` +
      `(report); load average ${loadAtStart} at the start, ${load1()} at the end`,
  );
  console.log(
    'scenario                    server   req/s   p50 ms   p99 ms   errors  CPU ms/req  PostgreSQL   vs floor            target p99 ≤ 100 ms',
  );
  let missed = 0;
  for (const scenario of scenarios) {
    const entry = results.get(scenario.key);
    for (const side of ['api', 'floor']) {
      const runs = entry[side];
      const p99 = median(runs.map((r) => r.p99));
      const row = [
        (side === 'api' ? scenario.label : '').padEnd(27),
        (side === 'api' ? 'API' : 'floor').padEnd(6),
        median(runs.map((r) => r.rps))
          .toFixed(0)
          .padStart(7),
        String(Math.round(median(runs.map((r) => r.p50)))).padStart(8),
        String(Math.round(p99)).padStart(8),
        String(runs.reduce((sum, r) => sum + r.errors, 0)).padStart(8),
        median(runs.map((r) => r.cpu))
          .toFixed(2)
          .padStart(11),
        median(runs.map((r) => r.db))
          .toFixed(2)
          .padStart(11),
      ];
      if (side === 'api') {
        const ratio = median(entry.ratio);
        const met = p99 <= P99_TARGET_MS;
        missed += Number(!met);
        row.push(`   ${ratio.toFixed(2)} (1/${(1 / ratio).toFixed(1)}) req/s`.padEnd(22));
        row.push(`${met ? 'met' : 'MISSED'} (runs ${runs.map((r) => Math.round(r.p99)).join(', ')} ms)`);
      }
      console.log(row.join(' '));
    }
  }
  console.log(missed === 0 ? 'every target met' : `${missed} target(s) missed`);
}

async function timed(label, work) {
  const started = Date.now();
  console.error(`${label} …`);
  const result = await work();
  console.error(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function load1() {
  return loadavg()[0].toFixed(1);
}

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

function addMonths(day, months) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDay(date);
}

function addYears(day, years) {
  return addMonths(day, years * 12);
}

function mondayOf(day) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** The Mondays of the weeks that hold a day of from…to. */
function mondaysOf(from, to) {
  const mondays = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
}
