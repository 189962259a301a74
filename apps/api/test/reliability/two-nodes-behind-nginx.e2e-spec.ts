import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_EVENTS, type HealthResponse } from '@taskflow/contracts';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../api-process';
import { TEST_JWT_ACCESS_SECRET, TEST_JWT_REFRESH_SECRET, TEST_WEB_ORIGIN } from '../create-test-app';
import { findFreeLoopbackPort } from '../free-port';
import { emitWithAck, Inbox } from '../live-client';
import {
  startPostgresProcess,
  startPostgresServer,
  stopPostgresProcess,
  stopPostgresServer,
  type PostgresServer,
} from '../postgres-server';
import { startRedisServer, stopRedisServer, type RedisServer } from '../redis-server';
import { objectKeys, startS3TestServer, stopS3TestServer, type S3TestServer } from '../s3-test-server';
import { uniqueEmail } from '../test-tenant';
import { agentFrom, callJson, eventually, type JsonAnswer } from './http-from';

type Balancer = { stop: () => Promise<void>; errorLog: () => string };
const NGINX_LIB = path.resolve(__dirname, '../../../../tools/scripts/lib/nginx.mjs');

/**
 * The deployment of docker/docker-compose.yml, for real: two API processes behind Debian's nginx with the very
 * configuration of docker/nginx (sessions pinned to a process by the client's address), one PostgreSQL, one Redis.
 * Clients are told apart by their loopback address (127.0.0.x), as nginx tells real clients apart. Each process has a
 * data folder of its own; files are shared through an S3-compatible store (s3rver), not a shared volume.
 */
describe('two API processes behind nginx, one PostgreSQL, one Redis, one object store', () => {
  let postgres: PostgresServer;
  let redis: RedisServer;
  let store: S3TestServer;
  const dataDirs: string[] = [];
  let nodes: ApiProcess[] = [];
  let balancer: Balancer;
  let base: string;
  let admin: { token: string };
  let client: { token: string };
  let taskId: string;
  /** A client address nginx sends to each process (found by asking /api/health which process answers). */
  const addressOf: Record<'first' | 'second', string> = { first: '', second: '' };
  const sockets: Socket[] = [];

  const api = (route: string, options: Parameters<typeof callJson>[1] = {}) => callJson(`${base}${route}`, options);
  const ok = async (answer: Promise<JsonAnswer>, status = 200) => {
    const { status: actual, body } = await answer;
    if (actual !== status) throw new Error(`Expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
    return body as Record<string, unknown>;
  };
  const instanceOf = async (url: string, from?: string) =>
    ((await callJson(`${url}/api/health`, { from })).body as HealthResponse).instance;

  /** A socket of the web app's kind through nginx, leaving from `from`; re-joins the task room on every connect. */
  const connect = (token: string, from: string, transports: string[] = ['polling', 'websocket']) => {
    const socket = io(base, {
      auth: { token },
      transports,
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
      randomizationFactor: 0,
      agent: agentFrom(from) as never,
    });
    sockets.push(socket);
    const inbox = new Inbox(socket, Object.values(SERVER_EVENTS));
    let joins = 0;
    const joined: ((count: number) => void)[] = [];
    socket.on('connect', () => {
      void emitWithAck<{ ok: boolean }>(socket, 'join:task', { taskId }).then((ack) => {
        if (!ack.ok) return;
        joins += 1;
        for (const resolve of joined.splice(0)) resolve(joins);
      });
    });
    /** Resolves once the socket (re)joined the task room `count` times in all. */
    const joinedTimes = (count: number) =>
      joins >= count ? Promise.resolve(joins) : new Promise<number>((resolve) => joined.push(resolve));
    return { socket, inbox, joinedTimes };
  };
  const comment = async (content: string) =>
    (await ok(api('/api/comments/tasks', { method: 'POST', token: admin.token, body: { taskId, content } }), 201))
      .id as string;
  const received = (inbox: Inbox, commentId: string) =>
    inbox.next(
      SERVER_EVENTS.taskCommentCreated,
      (payload: { comment: { id: string } }) => payload.comment.id === commentId,
      10_000,
    );

  beforeAll(async () => {
    postgres = await startPostgresServer({ database: 'taskflow_reliability', durable: true });
    redis = await startRedisServer();
    store = await startS3TestServer();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      ...store.env,
    };
    for (const name of ['first', 'second']) dataDirs.push(mkdtempSync(path.join(tmpdir(), `taskflow-node-${name}-`)));
    nodes = await Promise.all(dataDirs.map((dataDir) => startApiProcess({ ...env, DATA_DIR: dataDir })));
    const { startApiBalancer } = (await import(NGINX_LIB)) as {
      startApiBalancer: (options: { port: number; upstreams: string[] }) => Promise<Balancer>;
    };
    const port = await findFreeLoopbackPort();
    balancer = await startApiBalancer({ port, upstreams: nodes.map((node) => new URL(node.url).host) });
    base = `http://127.0.0.1:${port}`;

    // Signed in through nginx: an agency, a customer with a project, a client-visible task and a client.
    const email = uniqueEmail('owner');
    admin = (await ok(
      api('/api/auth/register', {
        method: 'POST',
        body: { firstName: 'Rel', lastName: 'Iable', email, password: 'long-enough-1', companyName: 'Reliable' },
      }),
      201,
    )) as { token: string };
    const as = { token: admin.token };
    const company = await ok(api('/api/client-companies', { ...as, method: 'POST', body: { name: 'Kunde' } }), 201);
    const project = await ok(
      api('/api/projects', {
        ...as,
        method: 'POST',
        body: { name: 'Launch', description: 'x', startDate: '2026-01-01', clientCompanyId: company.id },
      }),
      201,
    );
    const me = await ok(api('/api/auth/me', as));
    const task = await ok(
      api('/api/tasks', {
        ...as,
        method: 'POST',
        body: { title: 'Go live', description: 'x', projectId: project.id, assignedToId: me.id, isClientVisible: true },
      }),
      201,
    );
    taskId = task.id as string;
    const clientEmail = uniqueEmail('customer');
    await ok(
      api('/api/users', {
        ...as,
        method: 'POST',
        body: {
          firstName: 'Cli',
          lastName: 'Ent',
          email: clientEmail,
          userType: 'client',
          clientCompanyId: company.id,
          password: 'long-enough-1',
        },
      }),
      201,
    );
    client = (await ok(
      api('/api/auth/login', { method: 'POST', body: { email: clientEmail, password: 'long-enough-1' } }),
    )) as { token: string };

    const [first, second] = await Promise.all(nodes.map((node) => instanceOf(node.url)));
    for (let host = 2; host < 200 && !(addressOf.first && addressOf.second); host += 1) {
      const address = `127.0.0.${host}`;
      const instance = await instanceOf(base, address);
      if (instance === first && !addressOf.first) addressOf.first = address;
      if (instance === second && !addressOf.second) addressOf.second = address;
    }
    if (!addressOf.first || !addressOf.second) throw new Error('nginx sent every client address to one process');
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await balancer?.stop();
    await Promise.all(nodes.map(stopApiProcess));
    if (redis) await stopRedisServer(redis);
    if (postgres) await stopPostgresServer(postgres);
    if (store) await stopS3TestServer(store);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in, answers REST calls and delivers live events through nginx, each session pinned to its process', async () => {
    // One client upgrades to WebSocket; the other stays on long polling, whose every request must reach the
    // process holding its session (it would fail with "Session ID unknown" anywhere else).
    const onFirst = connect(client.token, addressOf.first);
    const onSecond = connect(client.token, addressOf.second, ['polling']);
    await Promise.all([onFirst.joinedTimes(1), onSecond.joinedTimes(1)]);

    const commentId = await comment('Through nginx');

    await Promise.all([received(onFirst.inbox, commentId), received(onSecond.inbox, commentId)]);
    expect(await instanceOf(base, addressOf.first)).not.toBe(await instanceOf(base, addressOf.second));
  });

  it('serves a file uploaded to one process from the other, through the object store', async () => {
    const [first, second] = nodes;
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024, 32)]);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'brief.pdf');
    const uploaded = await fetch(`${first.url}/api/files?target=task&parentId=${taskId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { url: string };
    expect(await objectKeys(store)).toHaveLength(1);

    const download = await fetch(`${second.url}${file.url}`, { headers: { Authorization: `Bearer ${client.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), content)).toBe(0);

    const removed = await fetch(`${second.url}${file.url}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(removed.status).toBe(204);
    const gone = await fetch(`${first.url}${file.url}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(gone.status).toBe(404);
  });

  it('answers 503 while PostgreSQL restarts, recovers by itself and loses no write it acknowledged', async () => {
    const answers: JsonAnswer[] = [];
    const acknowledged: string[] = [];
    let writing = true;
    let sequence = 0;
    const writer = async () => {
      while (writing) {
        const answer = await api('/api/comments/tasks', {
          method: 'POST',
          token: admin.token,
          body: { taskId, content: `Write ${(sequence += 1)}` },
        }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }) as JsonAnswer);
        answers.push(answer);
        if (answer.status === 201) acknowledged.push((answer.body as { id: string }).id);
      }
    };
    const writers = [writer(), writer(), writer()];
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;

    await eventually('writes are acknowledged', async () => acknowledged.length >= 10);
    await stopPostgresProcess(postgres);
    await eventually('a write is refused with 503', async () => count(503) > 0);
    const health = await api('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', database: { status: 'down' } });
    const acknowledgedBeforeRestart = acknowledged.length;
    await startPostgresProcess(postgres);
    await eventually(
      'writes are acknowledged again',
      async () => acknowledged.length >= acknowledgedBeforeRestart + 10,
    );
    writing = false;
    await Promise.all(writers);

    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(unexpected).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const database = new Client({ connectionString: postgres.url });
    await database.connect();
    try {
      const { rows } = await database.query<{ id: string }>('SELECT id FROM task_comment WHERE id = ANY($1::uuid[])', [
        acknowledged,
      ]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await database.end();
    }
  }, 90_000);

  it('when one process dies, its clients reconnect through nginx to the other and get their live events again', async () => {
    const onFirst = connect(client.token, addressOf.first);
    const onSecond = connect(client.token, addressOf.second);
    await Promise.all([onFirst.joinedTimes(1), onSecond.joinedTimes(1)]);
    const [first] = nodes;
    const survivor = await instanceOf(nodes[1].url);
    const lost = new Promise((resolve) => onFirst.socket.once('disconnect', resolve));

    first.process.kill('SIGKILL');
    await lost;
    await onFirst.joinedTimes(2);

    expect(await instanceOf(base, addressOf.first)).toBe(survivor);
    const commentId = await comment('After the failover');
    await Promise.all([received(onFirst.inbox, commentId), received(onSecond.inbox, commentId)]);
  }, 60_000);
});
