import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, TEST_WEB_ORIGIN } from '../../test/create-test-app';

describe('CORS', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('allows a configured origin, with credentials', async () => {
    const response = await request(app.getHttpServer())
      .options('/api/waitlist')
      .set('Origin', TEST_WEB_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization')
      .expect(204);

    expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow another origin', async () => {
    const preflight = await request(app.getHttpServer())
      .options('/api/waitlist')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    const simple = await request(app.getHttpServer())
      .get('/api/health')
      .set('Origin', 'https://evil.example')
      .expect(200);

    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});
