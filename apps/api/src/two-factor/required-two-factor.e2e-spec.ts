import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { generateSync } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { OUTBOX_FILE } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SETUP_TTL_MS, SignInTokens } from './sign-in-tokens';
import { TRUSTED_BROWSER_COOKIE_NAME } from './trusted-browser-cookie';
import { TwoFactorFactor } from './two-factor-factor.entity';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The code an authenticator app shows `offsetSeconds` from now (the API takes the step before and after too). */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

const cookiesOf = (response: request.Response): string[] =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);

describe('two-factor required by the agency, and an admin’s reset', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-required-2fa-'));
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  const http = () => request(app.getHttpServer());
  const authed = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, extra: object = {}, cookies: string[] = []) =>
    http()
      .post('/api/auth/login')
      .set('Cookie', cookies)
      .send({ email, password: TEST_PASSWORD, ...extra });
  const mailsTo = (email: string): Mail[] => {
    const file = path.join(dataDir, OUTBOX_FILE);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Mail)
      .filter((mail) => mail.to === email);
  };
  const requireTwoFactor = (required: boolean, token = tenant.admin.token) =>
    http().put('/api/service-providers/current/two-factor').set(authed(token)).send({ requireTwoFactor: required });

  /** A new team member (without two-factor), created while nothing is required: email, id and access token. */
  async function newMember(): Promise<{ email: string; token: string; id: string }> {
    const email = uniqueEmail('required');
    const created = await http()
      .post('/api/users')
      .set(authed(tenant.admin.token))
      .send({ firstName: 'Req', lastName: 'Uired', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    const session = await login(email).expect(200);
    return { email, token: session.body.token, id: created.body.id };
  }

  /** A member with two-factor on (set up in the account): their secret besides. */
  async function memberWithTwoFactor() {
    const member = await newMember();
    const setup = await http()
      .post('/api/account/two-factor/setup')
      .set(authed(member.token))
      .send({ password: TEST_PASSWORD })
      .expect(200);
    await http()
      .post('/api/account/two-factor/confirm')
      .set(authed(member.token))
      .send({ code: codeAt(setup.body.secret, -30) })
      .expect(200);
    return { ...member, secret: setup.body.secret as string };
  }

  async function setupTokenOf(email: string, extra: object = {}): Promise<string> {
    const response = await login(email, extra).expect(200);
    expect(response.body).toEqual({ twoFactorSetupRequired: true, setupToken: expect.any(String) });
    expect(cookiesOf(response).some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(false);
    return response.body.setupToken;
  }

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir }));
    tenant = await createTestTenant(app, 'Required studio');
    other = await createTestTenant(app, 'Other studio');
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterEach(async () => {
    await requireTwoFactor(false).expect(200);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the agency setting', () => {
    it('is read by admins and team members, changed by admins only, and shows in every member’s status', async () => {
      await http()
        .get('/api/service-providers/current/two-factor')
        .set(authed(tenant.team.token))
        .expect(200, { requireTwoFactor: false });
      const refused = await requireTwoFactor(true, tenant.team.token).expect(403);
      expect(refused.body.code).toBe('ACCESS_DENIED');
      await http().get('/api/service-providers/current/two-factor').set(authed(tenant.clientA.token)).expect(403);

      await requireTwoFactor(true).expect(200, { requireTwoFactor: true });
      await http()
        .get('/api/service-providers/current/two-factor')
        .set(authed(tenant.team.token))
        .expect(200, { requireTwoFactor: true });
      const status = await http().get('/api/account/two-factor').set(authed(tenant.team.token)).expect(200);
      expect(status.body.required).toBe(true);
      // Another agency is not touched.
      await http()
        .get('/api/service-providers/current/two-factor')
        .set(authed(other.admin.token))
        .expect(200, { requireTwoFactor: false });

      const bad = await requireTwoFactor('yes' as unknown as boolean).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(bad.body.fields)).toEqual(['requireTwoFactor']);
    });
  });

  describe('set-up at sign-in', () => {
    it('answers a set-up instead of a session; the token sets up without a password and signs in once', async () => {
      const member = await newMember();
      await requireTwoFactor(true).expect(200);
      const setupToken = await setupTokenOf(member.email, { rememberMe: true });
      // Clients are never asked.
      const client = await login(tenant.clientA.email).expect(200);
      expect(client.body.token).toEqual(expect.any(String));

      const secret = await http().post('/api/auth/two-factor/setup').send({ setupToken }).expect(200);
      expect(secret.body).toEqual({
        secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
        otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/TaskFlow:.+secret=/),
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });

      const wrong = await http()
        .post('/api/auth/two-factor/setup/confirm')
        .send({ setupToken, code: codeAt(secret.body.secret, 600) })
        .expect(400);
      expect(wrong.body.fieldErrors.code[0].code).toBe('INVALID_TWO_FACTOR_CODE');
      const malformed = await http()
        .post('/api/auth/two-factor/setup/confirm')
        .send({ setupToken, code: '12ab' })
        .expect(400);
      expect(Object.keys(malformed.body.fields)).toEqual(['code']);

      const done = await http()
        .post('/api/auth/two-factor/setup/confirm')
        .send({ setupToken, code: codeAt(secret.body.secret) })
        .expect(200);
      expect(done.body).toMatchObject({
        token: expect.any(String),
        user: { id: member.id, email: member.email },
        rememberMe: true,
      });
      expect(done.body.recoveryCodes).toHaveLength(10);
      expect(cookiesOf(done).some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(true);
      const factor = await app.get(DataSource).manager.findOneByOrFail(TwoFactorFactor, { userId: member.id });
      expect(factor.enabledAt).toBeInstanceOf(Date);
      expect(await app.get(DataSource).manager.countBy(RecoveryCode, { userId: member.id })).toBe(10);
      const status = await http().get('/api/account/two-factor').set(authed(done.body.token)).expect(200);
      expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: true });

      // Works once: the set-up is finished, the token is refused on both routes.
      const again = [
        await http().post('/api/auth/two-factor/setup').send({ setupToken }),
        await http()
          .post('/api/auth/two-factor/setup/confirm')
          .send({ setupToken, code: codeAt(secret.body.secret, 30) }),
      ];
      expect(again.map((answer) => [answer.status, answer.body.code])).toEqual([
        [401, 'TWO_FACTOR_SETUP_INVALID'],
        [401, 'TWO_FACTOR_SETUP_INVALID'],
      ]);
      // The next sign-in asks for a code.
      const next = await login(member.email).expect(200);
      expect(next.body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    });

    it('refuses forged, expired and misused tokens, and a confirmation before a secret', async () => {
      const member = await newMember();
      await requireTwoFactor(true).expect(200);
      const setupToken = await setupTokenOf(member.email);
      const tokens = app.get(SignInTokens);
      const expired = tokens.issue('setup', member.id, false, Date.now() - SETUP_TTL_MS - 1000);
      const challenge = tokens.issue('challenge', member.id, false);
      for (const bad of [expired, challenge, `${setupToken}x`, 'e30.bad-signature']) {
        const refused = await http().post('/api/auth/two-factor/setup').send({ setupToken: bad }).expect(401);
        expect(refused.body.code).toBe('TWO_FACTOR_SETUP_INVALID');
      }
      // A set-up token is no challenge token either.
      await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: setupToken, code: '123456' })
        .expect(401)
        .expect((response) => expect(response.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID'));
      const noSecret = await http()
        .post('/api/auth/two-factor/setup/confirm')
        .send({ setupToken, code: '123456' })
        .expect(409);
      expect(noSecret.body.code).toBe('TWO_FACTOR_NOT_SET_UP');
      const missing = await http().post('/api/auth/two-factor/setup').send({}).expect(400);
      expect(Object.keys(missing.body.fields)).toEqual(['setupToken']);
      // A deactivated member's token is refused.
      await app.get(DataSource).manager.update(User, { id: member.id }, { status: 'inactive' });
      await http().post('/api/auth/two-factor/setup').send({ setupToken }).expect(401);
    });
  });

  describe('turning it off while required', () => {
    it('is refused with a code, before the password or code is looked at', async () => {
      const member = await memberWithTwoFactor();
      await requireTwoFactor(true).expect(200);
      const refused = await http()
        .post('/api/account/two-factor/disable')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD, code: codeAt(member.secret, 30) })
        .expect(403);
      expect(refused.body.code).toBe('TWO_FACTOR_REQUIRED_BY_AGENCY');
      expect(await app.get(DataSource).manager.countBy(TwoFactorFactor, { userId: member.id })).toBe(1);
      // Once it is no longer required, the same code still works.
      await requireTwoFactor(false).expect(200);
      await http()
        .post('/api/account/two-factor/disable')
        .set(authed(member.token))
        .send({ password: TEST_PASSWORD, code: codeAt(member.secret, 30) })
        .expect(204);
    });
  });

  describe('an admin’s reset', () => {
    it('removes the factor, recovery codes and trusted browsers and tells the member by mail', async () => {
      const member = await memberWithTwoFactor();
      await app.get(DataSource).manager.update(User, { id: member.id }, { language: 'de' });
      // A browser trusted for the member.
      const challenge = await login(member.email).expect(200);
      const trusted = await http()
        .post('/api/auth/two-factor')
        .send({ challengeToken: challenge.body.challengeToken, code: codeAt(member.secret, 30), trustBrowser: true })
        .expect(200);
      const trustCookie = cookiesOf(trusted).filter((cookie) => cookie.startsWith(`${TRUSTED_BROWSER_COOKIE_NAME}=`));
      expect(trustCookie).toHaveLength(1);

      await http().delete(`/api/users/${member.id}/two-factor`).set(authed(tenant.admin.token)).expect(204);

      const manager = app.get(DataSource).manager;
      expect(await manager.countBy(TwoFactorFactor, { userId: member.id })).toBe(0);
      expect(await manager.countBy(RecoveryCode, { userId: member.id })).toBe(0);
      const [mail] = mailsTo(member.email);
      expect(mail.subject).toBe('Ihr zweiter Faktor wurde zurückgesetzt');
      expect(mail.text).toContain('Hallo Req,');
      expect(mail.text).toContain('Kontoeinstellungen');
      // Nothing asks for a code any more, not even in the trusted browser; with the requirement on, a set-up.
      const after = await login(member.email, {}, trustCookie).expect(200);
      expect(after.body.token).toEqual(expect.any(String));
      await requireTwoFactor(true).expect(200);
      await setupTokenOf(member.email);
      // Nothing left to reset.
      const again = await http().delete(`/api/users/${member.id}/two-factor`).set(authed(tenant.admin.token));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('TWO_FACTOR_NOT_SET_UP');
    });

    it('is an admin’s alone, never on oneself, and only within the agency', async () => {
      const member = await memberWithTwoFactor();
      const manager = app.get(DataSource).manager;
      // A team member, even one who manages the team, gets 403.
      const byTeam = await http().delete(`/api/users/${member.id}/two-factor`).set(authed(tenant.team.token));
      expect(byTeam.status).toBe(403);
      expect(byTeam.body.code).toBe('ACCESS_DENIED');
      await http().delete(`/api/users/${member.id}/two-factor`).set(authed(tenant.clientA.token)).expect(403);
      await http().delete(`/api/users/${member.id}/two-factor`).expect(401);
      // Another agency's admin does not find the member.
      const foreign = await http().delete(`/api/users/${member.id}/two-factor`).set(authed(other.admin.token));
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('USER_NOT_FOUND');
      // One's own factor is turned off in the account, with password and code.
      const own = await http()
        .delete(`/api/users/${tenant.admin.id}/two-factor`)
        .set(authed(tenant.admin.token))
        .expect(403);
      expect(own.body.code).toBe('CANNOT_RESET_OWN_TWO_FACTOR');
      await http().delete('/api/users/not-a-uuid/two-factor').set(authed(tenant.admin.token)).expect(400);
      expect(await manager.countBy(TwoFactorFactor, { userId: member.id })).toBe(1);
      expect(mailsTo(member.email)).toEqual([]);
    });
  });
});
