// Benchmark: the API process's resident memory before any load, with an external PostgreSQL (a throw-away one of
// Debian's, migrated and seeded with the demo data) and with `npm start`'s embedded database (PGlite in DATA_DIR,
// demo data as `npm start` seeds them): its first start (creates, migrates and seeds the database in the process)
// and a later one. Starts the built API (`npx nx build api` first) as `npm start` does, waits
// for /api/health, lets start-up settle, and prints VmRSS (and the V8 heap as the API reports it) next to the targets.
// Usage: node tools/bench/api-memory.mjs [--runs=3] [--settle=5] [--databases=external,embedded]
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, median, rssKiB, waitForOk } from './lib/net.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { API_MALLOC_ENV } from '../scripts/lib/api-malloc-env.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    settle: { type: 'string', default: '5' },
    databases: { type: 'string', default: 'external,embedded' },
  },
});
const RUNS = Number(options.runs);
const SETTLE_MS = Number(options.settle) * 1000;
const TARGET_MB = { external: 150, 'embedded-first': 400, embedded: 400 };
const LABELS = {
  external: 'external PostgreSQL',
  'embedded-first': 'embedded, first start',
  embedded: 'embedded, later start',
};
const API_MAIN = resolve(import.meta.dirname, '../../dist/apps/api/main.js');
if (!existsSync(API_MAIN)) {
  console.error(`${API_MAIN} is missing: run \`npx nx build api\` first`);
  process.exit(1);
}

const databases = options.databases
  .split(',')
  .flatMap((name) => (name === 'embedded' ? [`${name}-first`, name] : [name]));
const postgres = databases.includes('external') ? await startPostgres() : undefined;
const results = [];
try {
  for (const database of databases) {
    const figures = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-memory-'));
      try {
        // As npm start and the API image start it.
        const env = {
          ...API_MALLOC_ENV,
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
          JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
          ...(database === 'external' ? { DATABASE_URL: postgres.url } : { DEMO_DATA: 'true' }),
        };
        if (database === 'external' && run === 1) seed(env);
        // The embedded database is created, migrated and seeded on its first start; a later start only opens it.
        if (database === 'embedded') await measure(env, 0);
        figures.push(await measure(env, SETTLE_MS));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      const last = figures.at(-1);
      console.error(`run ${run} ${database}: ${(last.rss / 1024).toFixed(0)} MB resident`);
    }
    results.push({ database, rss: median(figures.map((figure) => figure.rss)) });
  }
} finally {
  postgres?.stop();
}

console.log(
  `\nAPI resident memory before load (VmRSS after /api/health and ${SETTLE_MS / 1000} s), medians of ${RUNS}`,
);
console.log('database                    resident MB   target MB');
for (const { database, rss } of results) {
  console.log(
    `${LABELS[database].padEnd(27)} ${(rss / 1024).toFixed(0).padStart(11)} ${`≤ ${TARGET_MB[database]}`.padStart(11)}`,
  );
}

function seed(env) {
  const seeded = spawnSync(process.execPath, [API_MAIN, 'seed'], { env, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
}

/** Starts the API, waits for health and `settleMs`, reads its resident memory (KiB), stops it. */
async function measure(env, settleMs) {
  const port = await freePort();
  const api = spawn(process.execPath, [API_MAIN], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 180_000);
    await new Promise((done) => setTimeout(done, settleMs));
    const rss = await rssKiB(api.pid);
    const status = await readFile(`/proc/${api.pid}/status`, 'utf8');
    return { rss, status };
  } finally {
    await new Promise((done) => {
      if (api.exitCode !== null) return done();
      api.once('exit', done);
      api.kill('SIGTERM');
    });
  }
}
