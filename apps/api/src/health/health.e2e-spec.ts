import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { HealthResponse } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { startRedisServer, stopRedisServer, type RedisServer } from '../../test/redis-server';
import { JobQueue } from '../jobs/job-queue.service';

const WORKSPACE_VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8')) as { version: string }
).version;

describe('GET /api/health', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the database up and the release, without a token', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);

    const body = response.body as HealthResponse;
    expect(body).toEqual({
      status: 'ok',
      database: { status: 'up', embedded: false },
      uptimeSeconds: expect.any(Number),
      instance: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nodeMajor: '24',
      version: WORKSPACE_VERSION,
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 with the database down when it cannot query it', async () => {
    const brokenApp = await createTestApp();
    try {
      await brokenApp.get(DataSource).destroy();

      const response = await request(brokenApp.getHttpServer()).get('/api/health').expect(503);

      expect(response.body).toMatchObject({ status: 'error', database: { status: 'down', embedded: false } });
    } finally {
      await brokenApp.close();
    }
  });

  describe('liveness and readiness', () => {
    it('live: answers while the process runs, whatever its dependencies do', async () => {
      const brokenApp = await createTestApp();
      try {
        await request(brokenApp.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
        await brokenApp.get(DataSource).destroy();
        await request(brokenApp.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
      } finally {
        await brokenApp.close();
      }
    });

    it('ready: 200 with the database and the job queue up (no Redis configured, none asked)', async () => {
      await request(app.getHttpServer())
        .get('/api/health/ready')
        .expect(200, { status: 'ok', checks: { database: 'up', jobQueue: 'up' }, failed: [] });
    });

    it('ready: 503 naming the database (and the job queue on it) once the pool has ended', async () => {
      const brokenApp = await createTestApp();
      try {
        await brokenApp.get(DataSource).destroy();

        const response = await request(brokenApp.getHttpServer()).get('/api/health/ready').expect(503);

        expect(response.body).toEqual({
          status: 'error',
          checks: { database: 'down', jobQueue: 'down' },
          failed: ['database', 'jobQueue'],
        });
      } finally {
        await brokenApp.close();
      }
    });

    it('ready: 503 naming the job queue once it has stopped', async () => {
      const brokenApp = await createTestApp();
      try {
        await brokenApp.get(JobQueue).onModuleDestroy();

        const response = await request(brokenApp.getHttpServer()).get('/api/health/ready').expect(503);

        expect(response.body).toEqual({
          status: 'error',
          checks: { database: 'up', jobQueue: 'down' },
          failed: ['jobQueue'],
        });
      } finally {
        await brokenApp.close();
      }
    });

    describe('with REDIS_URL', () => {
      let redis: RedisServer;
      let redisApp: INestApplication;

      beforeAll(async () => {
        redis = await startRedisServer();
        redisApp = await createTestApp(testAppConfig({ REDIS_URL: redis.url }));
      });

      afterAll(async () => {
        redis.process.kill('SIGCONT');
        await redisApp.close();
        await stopRedisServer(redis);
      });

      it('asks Redis too, and answers 503 naming it while that Redis is stopped', async () => {
        await request(redisApp.getHttpServer())
          .get('/api/health/ready')
          .expect(200, { status: 'ok', checks: { database: 'up', jobQueue: 'up', redis: 'up' }, failed: [] });

        // The Redis process is stopped (SIGSTOP): its connections stay open but nothing answers, the check times out.
        // (A Redis ended for good would leave the live gateway's Redis clients waiting for it at the app's close.)
        redis.process.kill('SIGSTOP');
        const response = await request(redisApp.getHttpServer()).get('/api/health/ready').expect(503);
        expect(response.body).toEqual({
          status: 'error',
          checks: { database: 'up', jobQueue: 'up', redis: 'down' },
          failed: ['redis'],
        });
        await request(redisApp.getHttpServer()).get('/api/health/live').expect(200);

        redis.process.kill('SIGCONT');
        await request(redisApp.getHttpServer()).get('/api/health/ready').expect(200);
      });
    });
  });
});
