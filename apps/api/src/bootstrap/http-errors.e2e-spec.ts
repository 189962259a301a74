import type { INestApplication } from '@nestjs/common';
import { isApiErrorBody } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { PROBE_PATH, ProbeModule } from '../../test/probe.module';
import { INTERNAL_ERROR_MESSAGE } from '../errors/to-api-error-body';

describe('error answers', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp(testAppConfig(), { extraImports: [ProbeModule] });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-route').expect(404);

    expect(response.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/no-such-route',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/waitlist')
      .set('Content-Type', 'application/json')
      .send('{"email": "ada@example.com"')
      .expect(400);

    expect(isApiErrorBody(response.body)).toBe(true);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST' });
  });

  it('answers a too large body with 413 in the error shape', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/waitlist')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(200_000) }))
      .expect(413);

    expect(response.body).toEqual({
      statusCode: 413,
      message: 'request entity too large',
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('lists every invalid field, with nested paths, in `fields` and with the code of each broken rule in `fieldErrors`', async () => {
    const response = await request(app.getHttpServer())
      .post(`${PROBE_PATH}/echo`)
      .send({ quantity: 0, address: { city: 'X' }, admin: true })
      .expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
      code: 'VALIDATION_FAILED',
      fields: {
        quantity: ['quantity must not be less than 1'],
        'address.city': ['city must be longer than or equal to 2 characters'],
        admin: ['property admin should not exist'],
      },
      fieldErrors: {
        quantity: [{ code: 'TOO_SMALL', message: 'quantity must not be less than 1' }],
        'address.city': [{ code: 'TOO_SHORT', message: 'city must be longer than or equal to 2 characters' }],
        admin: [{ code: 'UNKNOWN_FIELD', message: 'property admin should not exist' }],
      },
    });
  });

  it('transforms valid bodies into the DTO', async () => {
    const body = { quantity: 3, address: { city: 'Paris' } };

    await request(app.getHttpServer()).post(`${PROBE_PATH}/echo`).send(body).expect(201, body);
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const response = await request(app.getHttpServer()).get(`${PROBE_PATH}/crash`).expect(500);

    expect(response.body).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
    });
    expect(response.text).not.toContain('hunter2');
  });
});
