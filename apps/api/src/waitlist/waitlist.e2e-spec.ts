import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { INVALID_EMAIL_MESSAGE } from './join-waitlist.dto';

describe('POST /api/waitlist', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const join = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/waitlist')
      .send(body as object);
  const uniqueEmail = () => `someone-${randomUUID()}@example.com`;

  it('adds a new email (201), trimmed and lower-cased, without a token', async () => {
    const email = uniqueEmail();

    const response = await join({ email: `  ${email.toUpperCase()} ` }).expect(201);

    expect(response.body).toEqual({ id: expect.any(String), email, status: 'pending', alreadyExists: false });
  });

  it('answers 200 with alreadyExists for an email already listed', async () => {
    const email = uniqueEmail();
    const first = await join({ email }).expect(201);

    const second = await join({ email: email.toUpperCase() }).expect(200);

    expect(second.body).toEqual({ ...first.body, alreadyExists: true });
  });

  it('adds an email once when joins race', async () => {
    const email = uniqueEmail();

    const responses = await Promise.all([join({ email }), join({ email }), join({ email })]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }],
    ['a blank email', { email: '   ' }],
    ['no email', {}],
  ])('refuses %s with 400 and the field message', async (_case, body) => {
    const response = await join(body).expect(400);

    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fields: { email: expect.arrayContaining([INVALID_EMAIL_MESSAGE]) },
    });
  });

  it('refuses unknown properties', async () => {
    const response = await join({ email: uniqueEmail(), status: 'approved' }).expect(400);

    expect(response.body.fields).toEqual({ status: ['property status should not exist'] });
  });
});
