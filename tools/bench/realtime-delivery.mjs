// Benchmark: live event delivery and the memory each socket costs. N sockets of one user sit in one conversation
// room; a sender socket emits M typing events one after another; each event's latency is its arrival time at a
// receiver minus its send time. The receivers are spread over worker threads (--clients, default 4), so the
// benchmark's own decoding of N copies of each event does not queue up in one thread and count as delivery time. Runs the built API (`npx nx build api`) on a throw-away PostgreSQL (Debian's), so
// the database's memory is not the API process's (`--embedded`: on the embedded PGlite instead), seeded with the
// demo data, and beside it a bare socket.io server with the same room flow (tools/bench/lib/socket-floor-server.mjs,
// the floor). Per run and server: resident memory before and after the sockets connect, the difference per socket,
// and p50/p99/max delivery latency. Prints the medians of the runs; everything stops by itself.
// Usage: node tools/bench/realtime-delivery.mjs [--sockets=3000] [--events=50] [--runs=3] [--clients=4] [--embedded]
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { io } from 'socket.io-client';
import { freePort, median, rssKiB, waitForOk } from './lib/net.mjs';
import { startPostgres } from './lib/postgres.mjs';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '3000' },
    events: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    clients: { type: 'string', default: '4' },
    embedded: { type: 'boolean', default: false },
  },
});
const SOCKETS = Math.min(Math.max(Number(options.sockets), 1), 5000);
const EVENTS = Math.min(Math.max(Number(options.events), 1), 10000);
const RUNS = Math.max(Number(options.runs), 1);
const CLIENTS = Math.min(Math.max(Number(options.clients), 1), 16);
const RECEIVERS = resolve(import.meta.dirname, 'lib/socket-receivers.mjs');
const EVENT_TIMEOUT_MS = 5000;
const API = resolve(import.meta.dirname, '../../dist/apps/api/main.js');
const FLOOR = resolve(import.meta.dirname, 'lib/socket-floor-server.mjs');
const PASSWORD = 'taskflow-demo';

if (!existsSync(API)) {
  console.error(`${API} is missing: run \`npx nx build api\` first`);
  process.exit(1);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const stop = (child) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });

const postgres = options.embedded ? null : await startPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-rt-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
};
const children = new Set();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/** Starts a server process on a free port; answers it and its origin once its health URL answers. */
async function startServer(script, args, healthPath) {
  const port = await freePort();
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}${healthPath}`);
  return { child, origin };
}

/** A worker thread holding some of the receiver sockets (lib/socket-receivers.mjs); answers its message port. */
function startReceivers(workerData) {
  const worker = new Worker(RECEIVERS, { workerData });
  const replies = [];
  let waiting = null;
  worker.on('message', (message) => (waiting ? waiting(message) : replies.push(message)));
  worker.on('error', (error) => waiting?.({ error: error.message }));
  const next = () =>
    replies.length > 0
      ? Promise.resolve(replies.shift())
      : new Promise((done) => {
          waiting = (message) => {
            waiting = null;
            done(message);
          };
        });
  const ask = async (message) => {
    worker.postMessage(message);
    const reply = await next();
    if (reply.error) throw new Error(reply.error);
    return reply;
  };
  return { worker, next, ask };
}

/** Connects the sockets, measures memory, sends the events; answers the figures of one run against one server. */
async function measure({ pid, origin, receiverAuth, senderAuth, conversationId }) {
  const workers = [];
  let sender;
  try {
    await sleep(1000);
    const before = await rssKiB(pid);
    // One thread at a time connects its share, so the server sees the connections arrive as before.
    for (let index = 0; index < CLIENTS; index += 1) {
      const share = Math.floor(SOCKETS / CLIENTS) + (index < SOCKETS % CLIENTS ? 1 : 0);
      const receivers = startReceivers({ origin, auth: receiverAuth, conversationId, count: share });
      workers.push(receivers);
      const ready = await receivers.next();
      if (ready.error) throw new Error(ready.error);
    }
    sender = io(origin, { auth: senderAuth, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise((done, fail) => {
      sender.once('connect', done);
      sender.once('connect_error', fail);
    });
    const ack = await sender.timeout(EVENT_TIMEOUT_MS).emitWithAck('join:conversation', { conversationId });
    if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
    await sleep(1000);
    const after = await rssKiB(pid);

    const latencies = [];
    let lost = 0;
    for (let event = 0; event < EVENTS; event += 1) {
      const name = event % 2 === 0 ? 'user:typing' : 'user:stopped_typing';
      const armed = workers.map((receivers) => receivers.ask({ arm: name }));
      await Promise.all(armed);
      // Arrival times are read in each thread as performance.timeOrigin + performance.now(): one clock for all.
      const sentAt = performance.timeOrigin + performance.now();
      sender.emit(event % 2 === 0 ? 'typing:start' : 'typing:stop', { conversationId });
      const results = await Promise.all(workers.map((receivers) => receivers.next()));
      for (const result of results) {
        if (result.error) throw new Error(result.error);
        for (const arrivedAt of result.arrivals) latencies.push(arrivedAt - sentAt);
        lost += result.missing;
      }
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      beforeMiB: before / 1024,
      afterMiB: after / 1024,
      kibPerSocket: (after - before) / SOCKETS,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      lost,
    };
  } finally {
    sender?.close();
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }
}

const api = { runs: [] };
const floor = { runs: [] };
try {
  const seeded = spawnSync(process.execPath, [API, 'seed'], { env, encoding: 'utf8', timeout: 180_000 });
  if (seeded.status !== 0) throw new Error(`Seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);

  for (let run = 1; run <= RUNS; run += 1) {
    const server = await startServer(API, [], '/api/health');
    const call = async (method, path, token, body) => {
      const response = await fetch(`${server.origin}/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const login = async (email) => (await call('POST', '/auth/login', null, { email, password: PASSWORD })).token;
    const adminToken = await login('admin@example.com');
    const teamToken = await login('team@example.com');
    const team = (await call('GET', '/users', adminToken)).find((user) => user.email === 'team@example.com');
    const conversation = await call('POST', '/conversations', adminToken, {
      type: 'team_channel',
      name: `Bench ${run}`,
      participantIds: [team.id],
    });
    api.runs.push(
      await measure({
        pid: server.child.pid,
        origin: server.origin,
        receiverAuth: { token: adminToken },
        senderAuth: { token: teamToken },
        conversationId: conversation.id,
      }),
    );
    await stop(server.child);

    const bare = await startServer(FLOOR, [], '/');
    floor.runs.push(
      await measure({
        pid: bare.child.pid,
        origin: bare.origin,
        receiverAuth: {},
        senderAuth: {},
        conversationId: 'bench',
      }),
    );
    await stop(bare.child);
    const [a, f] = [api.runs.at(-1), floor.runs.at(-1)];
    console.error(
      `run ${run}: API ${a.kibPerSocket.toFixed(1)} KiB/socket p99 ${a.p99.toFixed(0)} ms; floor ${f.kibPerSocket.toFixed(1)} KiB/socket p99 ${f.p99.toFixed(0)} ms`,
    );
  }

  const database = options.embedded ? 'embedded PGlite (in the API process)' : 'PostgreSQL (its own process)';
  console.log(
    `\nLive delivery: ${SOCKETS} sockets in one room, ${EVENTS} events, API on ${database}, medians of ${RUNS} runs`,
  );
  console.log('server   RSS before MiB   RSS with sockets MiB   KiB per socket   p50 ms   p99 ms   max ms   lost');
  for (const [label, side] of [
    ['API', api],
    ['floor', floor],
  ]) {
    const pick = (read) => median(side.runs.map(read));
    console.log(
      [
        label.padEnd(6),
        pick((r) => r.beforeMiB)
          .toFixed(1)
          .padStart(16),
        pick((r) => r.afterMiB)
          .toFixed(1)
          .padStart(22),
        pick((r) => r.kibPerSocket)
          .toFixed(1)
          .padStart(16),
        pick((r) => r.p50)
          .toFixed(1)
          .padStart(8),
        pick((r) => r.p99)
          .toFixed(1)
          .padStart(8),
        pick((r) => r.max)
          .toFixed(1)
          .padStart(8),
        String(side.runs.reduce((sum, r) => sum + r.lost, 0)).padStart(6),
      ].join(' '),
    );
  }
  const ratio = median(api.runs.map((r, index) => r.kibPerSocket / floor.runs[index].kibPerSocket));
  console.log(`API memory per socket: ${ratio.toFixed(1)}× the floor's (target ≤ 60 KiB per socket, p99 ≤ 250 ms)`);
  if ([...api.runs, ...floor.runs].some((r) => r.lost > 0)) process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
