// Benchmark: the API under load, side by side with its floor. Starts a throw-away PostgreSQL (Debian's), migrates
// and seeds it with the demo data through the built API (`npx nx build api` first), adds projects of 1,000 and of
// 10,000 tasks to the demo provider, and runs autocannon against the API (signed in as the demo admin) and against a bare
// node:http + pg server running the same main query on the same database (tools/bench/lib/floor-server.mjs):
//   task read       GET   /api/tasks/:id          (the 1,000 tasks in turn)
//   status change   PATCH /api/tasks/:id/status   (the 1,000 tasks in turn, alternating statuses)
//   board           GET   /api/tasks/project/:id/board (each column's first page and the counts; the 1,000-task
//                         and the 10,000-task project, at a fixed 100 requests/s, evenly spaced: lib/fixed-rate.mjs)
//   project list    GET   /api/projects
// Each scenario runs three times, API then floor each time; it prints the medians of requests/s, p50 and p99, and
// the ratio to the floor measured in the same run (API req/s ÷ floor req/s; for the fixed-rate board, API p99 ÷
// floor p99). The machine's other work makes absolute figures noisy; the ratio is the figure to compare.
// Usage: node tools/bench/api-load.mjs [--embedded] [--runs=3] [--duration=10] [--connections=20]
//        [--scenarios=read,status,board,board10k,projects] [--profile=<dir>]
//   --embedded  the API on the embedded database (PGlite) instead; the floor stays on PostgreSQL
//   --profile   writes a V8 CPU profile of the API (one file per process) into <dir>
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { fixedRate } from './lib/fixed-rate.mjs';
import { cpuMs, freePort, median, waitForOk } from './lib/net.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { API_MALLOC_ENV } from '../scripts/lib/api-malloc-env.mjs';
import { builtApi, stopAll, stoppedOnExit } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: 'read,status,board,board10k,projects' },
    profile: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const TASKS = 1000;
const LARGE_TASKS = 10_000;
const BOARD_RATE = 100;
/**
 * After the bulk fill: the planner's statistics and the visibility map (index-only scans skip the heap), as
 * autovacuum keeps them on a running platform, instead of measuring whenever autovacuum happens to get there.
 */
const SETTLE_TASKS = 'VACUUM ANALYZE task';
const API_MAIN = builtApi();
const FLOOR_MAIN = resolve(import.meta.dirname, 'lib/floor-server.mjs');

const children = stoppedOnExit();

const postgres = await startPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-api-'));
const apiPort = await freePort();
const apiEnv = {
  ...API_MALLOC_ENV, // as npm start and the API image start it
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
  ...(options.embedded ? {} : { DATABASE_URL: postgres.url }),
};
const base = `http://127.0.0.1:${apiPort}/api`;
let floorTenant;

try {
  // Migrations and demo data in both databases (the floor always reads PostgreSQL).
  seedDemoData({ ...apiEnv, DATABASE_URL: postgres.url });
  if (options.embedded) seedDemoData(apiEnv);

  let api = startApi();
  await waitForOk(`${base}/health`);
  const admin = await login();
  const company = await call('POST', '/client-companies', admin.token, { name: 'Benchmark GmbH' });
  const project = await call('POST', '/projects', admin.token, {
    name: `Benchmark ${TASKS} tasks`,
    description: `A project with ${TASKS} tasks`,
    startDate: '2026-01-01',
    clientCompanyId: company.id,
  });
  const largeProject = await call('POST', '/projects', admin.token, {
    name: `Benchmark ${LARGE_TASKS} tasks`,
    description: `A project with ${LARGE_TASKS} tasks`,
    startDate: '2026-01-01',
    clientCompanyId: company.id,
  });
  const tenant = admin.user.serviceProviderId;
  let taskIds;
  if (options.embedded) {
    // PGlite is single-process: stop the API, fill the project, start it again.
    await stop(api);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm'); // the API's search indexes need it
    const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pgcrypto, pg_trgm } });
    taskIds = await fillProject((sql, params) => db.query(sql, params), project.id, admin.user.id);
    await fillProject((sql, params) => db.query(sql, params), largeProject.id, admin.user.id, LARGE_TASKS);
    await db.query(SETTLE_TASKS);
    await db.close();
    api = startApi();
    await waitForOk(`${base}/health`);
  } else {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    taskIds = await fillProject((sql, params) => client.query(sql, params), project.id, admin.user.id);
    await fillProject((sql, params) => client.query(sql, params), largeProject.id, admin.user.id, LARGE_TASKS);
    await client.query(SETTLE_TASKS);
    await client.end();
  }
  // The floor's database: with --embedded a PostgreSQL copy of the same demo data and project.
  let floorProjectId = project.id;
  let floorLargeProjectId = largeProject.id;
  let floorTaskIds = taskIds;
  if (options.embedded) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query(
      `INSERT INTO client_company (service_provider_id, name) SELECT id, 'Benchmark GmbH' FROM service_provider
       LIMIT 1 RETURNING id, service_provider_id`,
    );
    const floorProject = await client.query(
      `INSERT INTO project (service_provider_id, client_company_id, name, description, start_date)
       VALUES ($1, $2, 'Benchmark', 'Benchmark', '2026-01-01') RETURNING id`,
      [rows[0].service_provider_id, rows[0].id],
    );
    floorProjectId = floorProject.rows[0].id;
    const owner = await client.query(`SELECT id FROM app_user WHERE service_provider_id = $1 AND user_type = 'admin'`, [
      rows[0].service_provider_id,
    ]);
    floorTaskIds = await fillProject((sql, params) => client.query(sql, params), floorProjectId, owner.rows[0].id);
    const floorLarge = await client.query(
      `INSERT INTO project (service_provider_id, client_company_id, name, description, start_date)
       VALUES ($1, $2, 'Benchmark large', 'Benchmark', '2026-01-01') RETURNING id`,
      [rows[0].service_provider_id, rows[0].id],
    );
    floorLargeProjectId = floorLarge.rows[0].id;
    await fillProject((sql, params) => client.query(sql, params), floorLargeProjectId, owner.rows[0].id, LARGE_TASKS);
    await client.query(SETTLE_TASKS);
    floorTenant = rows[0].service_provider_id;
    await client.end();
  } else {
    floorTenant = tenant;
  }

  const floorPort = await freePort();
  const floor = spawn(process.execPath, [FLOOR_MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: postgres.url,
      PORT: String(floorPort),
      SERVICE_PROVIDER_ID: floorTenant,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(floor);
  const floorBase = `http://127.0.0.1:${floorPort}`;
  await waitForOk(`${floorBase}/health`);

  const scenarios = [
    {
      key: 'read',
      label: 'task read',
      api: () => ({ method: 'GET', paths: taskIds.map((id) => `/api/tasks/${id}`) }),
      floor: () => ({ method: 'GET', paths: floorTaskIds.map((id) => `/tasks/${id}`) }),
    },
    {
      key: 'status',
      label: 'status change',
      api: () => ({ method: 'PATCH', paths: taskIds.map((id) => `/api/tasks/${id}/status`), statusBody: true }),
      floor: () => ({ method: 'PATCH', paths: floorTaskIds.map((id) => `/tasks/${id}/status`), statusBody: true }),
    },
    {
      key: 'board',
      label: `board (${TASKS} tasks)`,
      rate: BOARD_RATE,
      api: () => ({ method: 'GET', paths: [`/api/tasks/project/${project.id}/board`] }),
      floor: () => ({ method: 'GET', paths: [`/board-columns/${floorProjectId}`] }),
    },
    {
      key: 'board10k',
      label: `board (${LARGE_TASKS} tasks)`,
      rate: BOARD_RATE,
      api: () => ({ method: 'GET', paths: [`/api/tasks/project/${largeProject.id}/board`] }),
      floor: () => ({ method: 'GET', paths: [`/board-columns/${floorLargeProjectId}`] }),
    },
    {
      key: 'projects',
      label: 'project list',
      api: () => ({ method: 'GET', paths: ['/api/projects'] }),
      floor: () => ({ method: 'GET', paths: ['/projects'] }),
    },
  ].filter((scenario) => options.scenarios.split(',').includes(scenario.key));

  const results = new Map(scenarios.map((scenario) => [scenario.key, { api: [], floor: [], ratio: [] }]));
  for (let run = 1; run <= RUNS; run += 1) {
    const { token } = await login(); // access tokens live 15 minutes
    for (const scenario of scenarios) {
      const apiResult = await load(`http://127.0.0.1:${apiPort}`, scenario.api(), scenario.rate, token, api.pid);
      const floorResult = await load(floorBase, scenario.floor(), scenario.rate, undefined, floor.pid);
      const entry = results.get(scenario.key);
      entry.api.push(apiResult);
      entry.floor.push(floorResult);
      entry.ratio.push(scenario.rate ? apiResult.p99 / floorResult.p99 : apiResult.rps / floorResult.rps);
      console.error(`run ${run} ${scenario.label}: API ${describe(apiResult)}, floor ${describe(floorResult)}`);
    }
  }

  const database = options.embedded ? 'embedded PGlite (floor on PostgreSQL 15)' : 'PostgreSQL (throw-away)';
  console.log(
    `\nAPI load, ${database}, ${CONNECTIONS} connections, ${DURATION} s per run, medians of ${RUNS} runs, signed in as the demo admin`,
  );
  console.log('scenario              server   req/s   p50 ms   p99 ms   errors  CPU ms/req  PostgreSQL   vs floor');
  for (const scenario of scenarios) {
    const entry = results.get(scenario.key);
    for (const side of ['api', 'floor']) {
      const runs = entry[side];
      const row = [
        (side === 'api' ? scenario.label + (scenario.rate ? ` @${scenario.rate}/s` : '') : '').padEnd(21),
        (side === 'api' ? 'API' : 'floor').padEnd(6),
        median(runs.map((r) => r.rps))
          .toFixed(0)
          .padStart(7),
        String(Math.round(median(runs.map((r) => r.p50)))).padStart(8),
        String(Math.round(median(runs.map((r) => r.p99)))).padStart(8),
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
        row.push(
          scenario.rate
            ? `   p99 ${ratio.toFixed(1)}× the floor's`
            : `   ${ratio.toFixed(2)} (1/${(1 / ratio).toFixed(1)}) of the floor's req/s`,
        );
      }
      console.log(row.join(' '));
    }
  }
  console.log(
    'targets: task read and status change ≥ 1/3 of the floor, p99 ≤ 50 ms; board p99 ≤ 50 ms at 100 req/s (1,000 and 10,000 tasks)',
  );
  await stop(api);
  await stop(floor);
} finally {
  stopAll(children);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function seedDemoData(env) {
  const seeded = spawnSync(process.execPath, [API_MAIN, 'seed'], { env, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
}

function startApi() {
  const args = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`, API_MAIN] : [API_MAIN];
  const child = spawn(process.execPath, args, { env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A run's figures for the progress log; a fixed-rate run also names its answer's size. */
function describe(result) {
  const size = result.bytes ? ` answer ${(result.bytes / 1024).toFixed(0)} KiB` : '';
  return `${result.rps.toFixed(0)} req/s p99 ${Math.round(result.p99)} ms ${result.cpu.toFixed(2)} CPU ms/req (PostgreSQL ${result.db.toFixed(2)})${size}`;
}

function login() {
  return call('POST', '/auth/login', null, { email: 'admin@example.com', password: 'taskflow-demo' });
}

/** Adds `count` tasks to the project, spread over the four columns; returns their ids. */
async function fillProject(query, projectId, assigneeId, count = TASKS) {
  const { rows } = await query(
    `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, priority, tags,
                       due_date, is_client_visible)
     SELECT p.service_provider_id, p.id, $2, 'Task ' || i, 'Benchmark task',
            (ARRAY['todo','in_progress','review','completed'])[1 + (i - 1) % 4],
            (ARRAY['low','medium','high','urgent'])[1 + (i - 1) % 4],
            CASE WHEN i % 3 = 1 THEN '["bench"]' ELSE '[]' END,
            current_date + ((i % 40) - 5), i % 2 = 0
     FROM project p, generate_series(1, $3::int) AS i WHERE p.id = $1
     RETURNING id`,
    [projectId, assigneeId, count],
  );
  return rows.map((row) => row.id);
}

/**
 * One autocannon run (with a rate: lib/fixed-rate.mjs's evenly spaced requests instead); the paths are requested in
 * turn, status changes alternate between two columns. Also answers the CPU time the server process (`pid`) used per
 * request: less swayed by the machine's other work than req/s.
 */
async function load(origin, { method, paths, statusBody }, rate, token, pid) {
  const cpuBefore = await cpuMs(pid);
  const dbBefore = postgres.cpuMs();
  let next = 0;
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (rate) {
    const paced = await fixedRate({
      origin,
      rate,
      durationS: DURATION,
      connections: CONNECTIONS,
      request: (index) => ({ method, path: paths[index % paths.length], headers }),
    });
    const cpu = ((await cpuMs(pid)) - cpuBefore) / Math.max(1, paced.total);
    const db = (postgres.cpuMs() - dbBefore) / Math.max(1, paced.total);
    return { rps: paced.rps, p50: paced.p50, p99: paced.p99, errors: paced.errors, cpu, db, bytes: paced.bytes };
  }
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method,
        headers,
        setupRequest: (request) => {
          const index = next++;
          const path = paths[index % paths.length];
          const status = Math.floor(index / paths.length) % 2 === 0 ? 'in_progress' : 'review';
          return { ...request, path, ...(statusBody ? { body: JSON.stringify({ status }) } : {}) };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpu = ((await cpuMs(pid)) - cpuBefore) / Math.max(1, result.requests.total);
  const db = (postgres.cpuMs() - dbBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cpu, db };
}
