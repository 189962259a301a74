import type { INestApplication } from '@nestjs/common';
import { generateSync } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { RecoveryCode } from './recovery-code.entity';
import { TRUSTED_BROWSER_COOKIE_NAME } from './trusted-browser-cookie';
import { TwoFactorFactor } from './two-factor-factor.entity';

/** The code an authenticator app shows `offsetSeconds` from now (the API takes the step before and after too). */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

const cookiesOf = (response: request.Response): string[] =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);

describe('two-factor sign-in', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const login = (email: string, cookies: string[] = []) =>
    http().post('/api/auth/login').set('Cookie', cookies).send({ email, password: TEST_PASSWORD });
  const authed = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A new team member signed in (without two-factor): their email and access token. */
  async function newMember(): Promise<{ email: string; token: string; id: string }> {
    const email = uniqueEmail('twofactor');
    const created = await http()
      .post('/api/users')
      .set(authed(tenant.admin.token))
      .send({ firstName: 'Two', lastName: 'Factor', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    const session = await login(email).expect(200);
    return { email, token: session.body.token, id: created.body.id };
  }

  /** A member with two-factor on: the secret, the recovery codes, the step already used by the confirmation. */
  async function memberWithTwoFactor() {
    const member = await newMember();
    const setup = await http()
      .post('/api/account/two-factor/setup')
      .set(authed(member.token))
      .send({ password: TEST_PASSWORD })
      .expect(200);
    const { secret } = setup.body;
    const confirmed = await http()
      .post('/api/account/two-factor/confirm')
      .set(authed(member.token))
      .send({ code: codeAt(secret, -30) })
      .expect(200);
    return { ...member, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  async function challengeOf(email: string, cookies: string[] = []): Promise<string> {
    const response = await login(email, cookies).expect(200);
    expect(response.body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(cookiesOf(response).some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(false);
    return response.body.challengeToken;
  }

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('set-up in the account', () => {
    it('answers a secret, its otpauth URI and a QR code; the first code turns it on with ten recovery codes', async () => {
      const member = await newMember();
      await http()
        .get('/api/account/two-factor')
        .set(authed(member.token))
        .expect(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

      const setup = await http()
        .post('/api/account/two-factor/setup')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD })
        .expect(200);
      expect(setup.body).toEqual({
        secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
        otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/TaskFlow:.+secret=/),
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
      expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

      const wrong = await http()
        .post('/api/account/two-factor/confirm')
        .set(authed(member.token))
        .send({ code: codeAt(setup.body.secret, 600) })
        .expect(400);
      expect(wrong.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { code: [{ code: 'INVALID_TWO_FACTOR_CODE', message: 'The code is not valid' }] },
      });

      const confirmed = await http()
        .post('/api/account/two-factor/confirm')
        .set(authed(member.token))
        .send({ code: codeAt(setup.body.secret) })
        .expect(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);

      const status = await http().get('/api/account/two-factor').set(authed(member.token)).expect(200);
      expect(status.body).toEqual({
        enabled: true,
        enabledAt: expect.any(String),
        recoveryCodesLeft: 10,
        required: false,
      });
      expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
      // Stored hashed: no plain recovery code is in the database.
      const stored = await app.get(DataSource).manager.find(RecoveryCode, { where: { userId: member.id } });
      expect(stored.map((row) => row.codeHash)).not.toContain(confirmed.body.recoveryCodes[0]);
      // The secret is never handed out again once it is on.
      await http()
        .post('/api/account/two-factor/setup')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD })
        .expect(409)
        .expect((response) => expect(response.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED'));
    });

    it('needs the right password to set up, and a set-up before confirming', async () => {
      const member = await newMember();
      const wrong = await http()
        .post('/api/account/two-factor/setup')
        .set(authed(member.token))
        .send({ password: 'not-my-password' })
        .expect(400);
      expect(wrong.body.fieldErrors.password[0].code).toBe('WRONG_CURRENT_PASSWORD');
      await http()
        .post('/api/account/two-factor/confirm')
        .set(authed(member.token))
        .send({ code: '123456' })
        .expect(409)
        .expect((response) => expect(response.body.code).toBe('TWO_FACTOR_NOT_SET_UP'));
      const malformed = await http()
        .post('/api/account/two-factor/confirm')
        .set(authed(member.token))
        .send({ code: '12ab' })
        .expect(400);
      expect(malformed.body.fields).toEqual({ code: ['The code has 6 digits'] });
    });

    it('is not offered to clients', async () => {
      await http().get('/api/account/two-factor').set(authed(tenant.clientA.token)).expect(403);
      await http()
        .post('/api/account/two-factor/setup')
        .set(authed(tenant.clientA.token))
        .send({ password: TEST_PASSWORD })
        .expect(403);
    });
  });

  describe('signing in', () => {
    it('asks for a code after the password, then signs in with it once (a used code is refused)', async () => {
      const member = await memberWithTwoFactor();
      const challengeToken = await challengeOf(member.email);

      const code = codeAt(member.secret);
      const signedIn = await http().post('/api/auth/two-factor').send({ challengeToken, code }).expect(200);
      // The sign-in's remember-me travels through the challenge (not asked for: false) and is answered back.
      expect(signedIn.body).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ id: member.id }),
        rememberMe: false,
      });
      expect(cookiesOf(signedIn).some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(true);
      await http().get('/api/auth/me').set(authed(signedIn.body.token)).expect(200);

      const replay = await http().post('/api/auth/two-factor').send({ challengeToken, code }).expect(400);
      expect(replay.body.fieldErrors.code[0].code).toBe('INVALID_TWO_FACTOR_CODE');
    });

    it('refuses a wrong code and an unknown or forged challenge', async () => {
      const member = await memberWithTwoFactor();
      const challengeToken = await challengeOf(member.email);
      const wrong = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken, code: codeAt(member.secret, 900) })
        .expect(400);
      expect(wrong.body.fields).toEqual({ code: ['The code is not valid'] });

      const forged = `${challengeToken.split('.')[0]}.bad-signature`;
      const refused = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: forged, code: codeAt(member.secret) })
        .expect(401);
      expect(refused.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    });

    it('takes each recovery code once', async () => {
      const member = await memberWithTwoFactor();
      const [first] = member.recoveryCodes;
      await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: await challengeOf(member.email), recoveryCode: first.toUpperCase() })
        .expect(200);
      const again = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: await challengeOf(member.email), recoveryCode: first })
        .expect(400);
      expect(again.body.fieldErrors.recoveryCode[0].code).toBe('INVALID_TWO_FACTOR_CODE');
      const status = await http().get('/api/account/two-factor').set(authed(member.token)).expect(200);
      expect(status.body.recoveryCodesLeft).toBe(9);
    });

    it('skips the code in a browser trusted for 30 days, until two-factor is turned off and on again', async () => {
      const member = await memberWithTwoFactor();
      const signedIn = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: await challengeOf(member.email), code: codeAt(member.secret), trustBrowser: true })
        .expect(200);
      const trustCookie = ([] as string[])
        .concat(signedIn.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith(`${TRUSTED_BROWSER_COOKIE_NAME}=`));
      expect(trustCookie).toMatch(/HttpOnly/);
      expect(trustCookie).toMatch(/Path=\/api\/auth/);
      const browser = cookiesOf(signedIn);

      const direct = await login(member.email, browser).expect(200);
      expect(direct.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: member.id }) });
      // Another browser still gets the challenge; so does another account in this browser.
      await challengeOf(member.email);

      await http()
        .post('/api/account/two-factor/disable')
        .set(authed(direct.body.token))
        .send({ password: TEST_PASSWORD, code: codeAt(member.secret, 30) })
        .expect(204);
      expect(await app.get(DataSource).manager.count(TwoFactorFactor, { where: { userId: member.id } })).toBe(0);
      const setup = await http()
        .post('/api/account/two-factor/setup')
        .set(authed(direct.body.token))
        .send({ password: TEST_PASSWORD })
        .expect(200);
      await http()
        .post('/api/account/two-factor/confirm')
        .set(authed(direct.body.token))
        .send({ code: codeAt(setup.body.secret) })
        .expect(200);
      await challengeOf(member.email, browser);
    });

    it('throttles wrong codes per challenge (5) and per account (10)', async () => {
      const member = await memberWithTwoFactor();
      const wrongCode = codeAt(member.secret, 3600);
      const first = await challengeOf(member.email);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await http().post('/api/auth/two-factor').send({ challengeToken: first, code: wrongCode }).expect(400);
      const blocked = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: first, code: codeAt(member.secret) })
        .expect(429);
      expect(blocked.body.code).toBe('TOO_MANY_TWO_FACTOR_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const second = await challengeOf(member.email);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await http().post('/api/auth/two-factor').send({ challengeToken: second, code: wrongCode }).expect(400);
      const third = await challengeOf(member.email);
      await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: third, code: codeAt(member.secret) })
        .expect(429);
    });
  });

  describe('turning it off', () => {
    it('needs the password and a current code or a recovery code', async () => {
      const member = await memberWithTwoFactor();
      const wrongPassword = await http()
        .post('/api/account/two-factor/disable')
        .set(authed(member.token))
        .send({ password: 'not-my-password', code: codeAt(member.secret) })
        .expect(400);
      expect(wrongPassword.body.fieldErrors.password[0].code).toBe('WRONG_CURRENT_PASSWORD');
      const noCode = await http()
        .post('/api/account/two-factor/disable')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD })
        .expect(400);
      expect(Object.keys(noCode.body.fields)).toEqual(['code']);
      await http()
        .post('/api/account/two-factor/disable')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD, recoveryCode: member.recoveryCodes[3] })
        .expect(204);
      await http()
        .get('/api/account/two-factor')
        .set(authed(member.token))
        .expect(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
      const session = await login(member.email).expect(200);
      expect(session.body.token).toEqual(expect.any(String));
    });
  });
});
