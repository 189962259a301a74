// Benchmark: live event delivery. N sockets of one user sit in one conversation room; a sender socket emits M
// typing events one after another; each event's latency is its arrival time at a receiver minus its send time.
// Prints p50/p99/max latency, the API process's resident memory before and after the sockets connect, and this
// process's heap. Runs the built API (`npx nx build api`) with an embedded database in a temp directory on loopback,
// seeded with the demo data; everything stops by itself (bounded loops, a timeout per event).
// Usage: node tools/bench/realtime-delivery.mjs [sockets=200] [events=50]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';

const SOCKETS = Math.min(Math.max(Number(process.argv[2] ?? 200), 1), 5000);
const EVENTS = Math.min(Math.max(Number(process.argv[3] ?? 50), 1), 10000);
const EVENT_TIMEOUT_MS = 5000;
const API = resolve(import.meta.dirname, '../../dist/apps/api/main.js');
const PASSWORD = 'taskflow-demo';

if (!existsSync(API)) {
  console.error(`${API} is missing: run \`npx nx build api\` first`);
  process.exit(1);
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = net.createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-rt-'));
const port = await freePort();
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: String(port),
};
const seeded = spawnSync(process.execPath, [API, 'seed'], { env, encoding: 'utf8', timeout: 120_000 });
if (seeded.status !== 0) {
  console.error(seeded.stdout, seeded.stderr);
  process.exit(1);
}
const api = spawn(process.execPath, [API], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
const sockets = [];

try {
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 300) throw new Error('The API did not start within 30 s');
    await sleep(100);
  }
  const login = async (email) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Login of ${email} failed: ${response.status}`);
    return (await response.json()).token;
  };
  const adminToken = await login('admin@example.com');
  const teamToken = await login('team@example.com');
  const authed = (token) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
  const users = await (await fetch(`${base}/api/users`, { headers: authed(adminToken) })).json();
  const team = users.find((user) => user.email === 'team@example.com');
  const created = await fetch(`${base}/api/conversations`, {
    method: 'POST',
    headers: authed(adminToken),
    body: JSON.stringify({ type: 'team_channel', name: 'Bench', participantIds: [team.id] }),
  });
  const conversationId = (await created.json()).id;

  const connect = async (token) => {
    const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise((done, fail) => {
      socket.once('connect', done);
      socket.once('connect_error', fail);
    });
    const ack = await socket.timeout(EVENT_TIMEOUT_MS).emitWithAck('join:conversation', { conversationId });
    if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
    return socket;
  };

  const rssBefore = rssMiB(api.pid);
  const receivers = [];
  for (let index = 0; index < SOCKETS; index += 1) receivers.push(await connect(adminToken));
  const sender = await connect(teamToken);
  await sleep(500);
  const rssAfter = rssMiB(api.pid);

  const latencies = [];
  let lost = 0;
  for (let event = 0; event < EVENTS; event += 1) {
    const name = event % 2 === 0 ? 'user:typing' : 'user:stopped_typing';
    let pending = receivers.length;
    let sentAt = 0;
    const allArrived = new Promise((done) => {
      for (const socket of receivers) {
        socket.once(name, () => {
          latencies.push(performance.now() - sentAt);
          pending -= 1;
          if (pending === 0) done();
        });
      }
    });
    sentAt = performance.now();
    sender.emit(event % 2 === 0 ? 'typing:start' : 'typing:stop', { conversationId });
    await Promise.race([allArrived, sleep(EVENT_TIMEOUT_MS)]);
    if (pending > 0) {
      lost += pending;
      for (const socket of receivers) socket.off(name);
    }
  }

  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
  console.log(`sockets in the room: ${SOCKETS}, events: ${EVENTS}, deliveries: ${sorted.length} (lost ${lost})`);
  console.log(
    `delivery latency  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1))}`,
  );
  console.log(
    `API resident memory  ${rssBefore.toFixed(1)} MiB before, ${rssAfter.toFixed(1)} MiB with the sockets (${(((rssAfter - rssBefore) * 1024) / SOCKETS).toFixed(1)} KiB per socket)`,
  );
  console.log(`benchmark process heap  ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MiB`);
  if (lost > 0) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.close();
  api.kill('SIGTERM');
  await new Promise((done) => (api.exitCode !== null ? done() : api.once('exit', done)));
  rmSync(dataDir, { recursive: true, force: true });
}
