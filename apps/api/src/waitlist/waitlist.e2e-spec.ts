import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { WaitlistEntry } from './waitlist-entry.entity';
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

    expect(response.body).toEqual({ alreadyExists: false });
    const listed = await app.get(TenantDataAccess).platform().findOne(WaitlistEntry, { email });
    expect(listed).toMatchObject({ email, status: 'pending' });
  });

  it('answers 200 with only alreadyExists for an email already listed (nothing of the entry)', async () => {
    const email = uniqueEmail();
    await join({ email }).expect(201);

    const second = await join({ email: email.toUpperCase() }).expect(200);

    expect(second.body).toEqual({ alreadyExists: true });
  });

  it('adds an email once when joins race', async () => {
    const email = uniqueEmail();

    const responses = await Promise.all([join({ email }), join({ email }), join({ email })]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await app.get(TenantDataAccess).platform().find(WaitlistEntry, { where: { email } })).toHaveLength(1);
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

  it('takes 20 sign-ups per address in 15 minutes, then answers 429 with Retry-After; other addresses go on', async () => {
    const proxied = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
    try {
      const from = (address: string) =>
        request(proxied.getHttpServer()).post('/api/waitlist').set('X-Forwarded-For', address);
      for (let attempt = 0; attempt < 20; attempt += 1)
        await from('203.0.113.20').send({ email: uniqueEmail() }).expect(201);

      const refused = await from('203.0.113.20').send({ email: uniqueEmail() }).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await from('203.0.113.21').send({ email: uniqueEmail() }).expect(201);
    } finally {
      await proxied.close();
    }
  });
});
