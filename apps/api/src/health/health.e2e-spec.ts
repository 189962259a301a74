import type { INestApplication } from '@nestjs/common';
import type { HealthResponse } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';

describe('GET /api/health', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the database up, without a token', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);

    const body = response.body as HealthResponse;
    expect(body).toEqual({
      status: 'ok',
      database: { status: 'up', embedded: false },
      uptimeSeconds: expect.any(Number),
      instance: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nodeMajor: '24',
    });
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
});
