import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import {
  INVALID_RESET_TOKEN_MESSAGE,
  PasswordResetService,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from './password-reset.service';
import { REFRESH_COOKIE_NAME } from './refresh-cookie';
import { hashToken } from '../common/secret-token';

const WEB_APP_URL = 'https://app.example.com';
const invalidToken = {
  statusCode: 400,
  message: INVALID_RESET_TOKEN_MESSAGE,
  error: 'Bad Request',
  code: 'VALIDATION_FAILED',
  fields: { token: [INVALID_RESET_TOKEN_MESSAGE] },
  fieldErrors: { token: [{ code: 'INVALID_TOKEN', message: INVALID_RESET_TOKEN_MESSAGE }] },
};

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

describe('password reset by emailed link', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-password-reset-'));
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const login = (email: string, password = TEST_PASSWORD) => http().post('/api/auth/login').send({ email, password });
  const refreshCookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))
      ?.split(';')[0] ?? '';
  const mails = (): OutboxMail[] => {
    const file = path.join(dataDir, 'outbox.jsonl');
    return existsSync(file)
      ? readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxMail)
      : [];
  };
  const mailsTo = (email: string) => mails().filter((mail) => mail.to === email);
  /** Asks for a link; the token and mail are made after the answer, so wait for that work. */
  const forgot = async (email: string, expected = 204) => {
    const response = await http().post('/api/auth/forgot-password').send({ email }).expect(expected);
    await app.get(PasswordResetService).whenIdle();
    return response;
  };
  const tokenOf = (mail: OutboxMail) => {
    const match = /https:\/\/app\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  };
  const reset = (token: string, password: string) => http().post('/api/auth/reset-password').send({ token, password });
  const newMember = async (label: string) => {
    const email = uniqueEmail(label);
    await http()
      .post('/api/users')
      .set('Authorization', `Bearer ${tenant.admin.token}`)
      .send({ firstName: 'Rita', lastName: 'Reset', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    return email;
  };

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, WEB_APP_URL }));
    tenant = await createTestTenant(app);
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers an unknown email exactly like a known one and mails nobody', async () => {
    const unknown = uniqueEmail('nobody');
    const known = await newMember('known');

    const unknownAnswer = await forgot(unknown);
    const knownAnswer = await forgot(known);

    expect(unknownAnswer.status).toBe(knownAnswer.status);
    expect(unknownAnswer.text).toBe(knownAnswer.text);
    expect(mailsTo(unknown)).toEqual([]);
    expect(mailsTo(known)).toHaveLength(1);
  });

  it('mails a bilingual link whose token sets the new password once; the old password then fails', async () => {
    const email = await newMember('forgetful');

    await forgot(email.toUpperCase());

    const [mail] = mailsTo(email);
    expect(mail.subject).toMatch(/Reset your TaskFlow password/);
    expect(mail.text).toContain('Hello Rita');
    expect(mail.text).toContain('Hallo Rita');
    const token = tokenOf(mail);
    const stored = await app
      .get(DataSource)
      .manager.findOneByOrFail(PasswordResetToken, { tokenHash: hashToken(token) });
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(JSON.stringify(stored)).not.toContain(token);

    await reset(token, 'a-fresh-password').expect(204);

    await login(email).expect(401);
    await login(email, 'a-fresh-password').expect(200);
    await reset(token, 'another-password').expect(400, invalidToken);
    await login(email, 'a-fresh-password').expect(200);
  });

  it('signs every session of the user out', async () => {
    const email = await newMember('signed-in');
    const first = await login(email).expect(200);
    const second = await login(email).expect(200);
    await forgot(email);

    await reset(tokenOf(mailsTo(email)[0]), 'a-fresh-password').expect(204);

    for (const session of [first, second])
      await http().post('/api/auth/refresh').set('Cookie', refreshCookieOf(session)).expect(401);
  });

  it('refuses an unknown, expired or superseded token with 400 and the token field', async () => {
    const email = await newMember('expired');
    await forgot(email);
    await forgot(email);
    const [older, newer] = mailsTo(email).map(tokenOf);

    await reset('not-a-real-token', 'a-fresh-password').expect(400, invalidToken);
    await reset(older, 'a-fresh-password').expect(400, invalidToken);
    await app
      .get(DataSource)
      .manager.update(PasswordResetToken, { tokenHash: hashToken(newer) }, { expiresAt: new Date(Date.now() - 1000) });
    await reset(newer, 'a-fresh-password').expect(400, invalidToken);
    await login(email).expect(200);
  });

  it('checks the fields like registration', async () => {
    const short = await reset('some-token', 'short').expect(400);
    expect(short.body.fields).toEqual({ password: ['Password must be at least 8 characters long'] });
    const missing = await http().post('/api/auth/reset-password').send({}).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['password', 'token']);
    const invalidEmail = await http().post('/api/auth/forgot-password').send({ email: 'not-an-email' }).expect(400);
    expect(invalidEmail.body.fields).toEqual({ email: ['Please enter a valid email address.'] });
  });

  it('mails no link to an inactive account', async () => {
    const email = await newMember('inactive');
    await app.get(DataSource).manager.update(User, { email }, { status: 'inactive' });

    await forgot(email);

    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses with 429 after five requests for one email within 15 minutes', async () => {
    const email = uniqueEmail('spammed');
    for (let attempt = 0; attempt < 5; attempt += 1) await forgot(email);

    const blocked = await forgot(email, 429);

    expect(blocked.body).toEqual({
      statusCode: 429,
      message: TOO_MANY_RESET_REQUESTS_MESSAGE,
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
