import http from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS, type ServerShutdownPayload } from '@taskflow/contracts';
import { io } from 'socket.io-client';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../api-process';
import { createTestApp, TEST_JWT_ACCESS_SECRET, TEST_JWT_REFRESH_SECRET, TEST_WEB_ORIGIN } from '../create-test-app';
import { createTestTenant, uniqueEmail } from '../test-tenant';
import { eventually } from './http-from';

/**
 * SIGTERM (a deploy, docker stop): the process stops taking connections at once, finishes the requests in flight,
 * tells its live sockets to reconnect (elsewhere) and closes them, then exits 0.
 */
describe('graceful shutdown of an API process', () => {
  let seeder: INestApplication;
  let api: ApiProcess;

  beforeAll(async () => {
    seeder = await createTestApp();
    api = await startApiProcess({
      NODE_ENV: 'test',
      DATABASE_URL: process.env['DATABASE_URL'] ?? '',
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'warn',
    });
  }, 90_000);

  afterAll(async () => {
    if (api) await stopApiProcess(api);
    await seeder?.close();
  });

  it('finishes the request in flight, refuses new connections, closes sockets with a reconnect hint, exits 0', async () => {
    const { team } = await createTestTenant(seeder, 'Shutting down');
    const socket = io(api.url, { auth: { token: team.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const hint = new Promise<ServerShutdownPayload>((resolve) => socket.once(SERVER_EVENTS.serverShutdown, resolve));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // A request in flight: its headers are in (the server said "100 Continue"), its body not yet.
    const body = JSON.stringify({ email: uniqueEmail('in-flight') });
    const inFlight = http.request(`${api.url}/api/waitlist`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Expect: '100-continue',
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      inFlight.on('error', reject);
    });
    await new Promise((resolve) => inFlight.once('continue', resolve));
    const exited = new Promise<number | null>((resolve) => api.process.once('exit', resolve));

    api.process.kill('SIGTERM');

    expect(await hint).toEqual({ reconnect: true, reconnectAfterMs: expect.any(Number) });
    // Not socket.io's own "io server disconnect", after which a client stays away: the transport just closes.
    expect(await closed).toBe('transport close');
    await eventually('the port refuses new connections', () =>
      fetch(`${api.url}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    inFlight.end(body);
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
  }, 60_000);
});
