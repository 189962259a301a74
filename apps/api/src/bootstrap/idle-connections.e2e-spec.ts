import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { IDLE_CONNECTION_TIMEOUT_MS } from './idle-connections';

describe('idle keep-alive connections', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('stay open longer than clients and proxies keep theirs, so a reused connection is never reset under a request', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').set('Connection', 'keep-alive').expect(200);

    expect(response.headers['keep-alive']).toBe(`timeout=${IDLE_CONNECTION_TIMEOUT_MS / 1000}`);
    expect(IDLE_CONNECTION_TIMEOUT_MS).toBeGreaterThan(60_000);
  });
});
