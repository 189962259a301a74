import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { PasswordResetService } from '../auth/password-reset.service';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { OUTBOX_FILE } from '../mail/mail.service';

describe('account settings', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-account-'));
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password = TEST_PASSWORD) => http().post('/api/auth/login').send({ email, password });
  const refreshCookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? '';
  const refresh = (setCookie: string) => http().post('/api/auth/refresh').set('Cookie', setCookie.split(';')[0]);
  const mailsTo = (email: string): { to: string; subject: string; text: string }[] =>
    readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((mail) => mail.to === email);

  /** A new team member with a password, so sessions can be started and ended without touching other tests. */
  const newMember = async (label: string) => {
    const email = uniqueEmail(label);
    await http()
      .post('/api/users')
      .set(bearer(tenant.admin.token))
      .send({ firstName: 'Emma', lastName: 'Member', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    return email;
  };

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir }));
    tenant = await createTestTenant(app, 'Account studio');
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('PUT /api/account', () => {
    it('saves the own profile and language, which /auth/me and the next login answer', async () => {
      const email = await newMember('profile');
      const { token } = (await login(email).expect(200)).body;

      const saved = await http()
        .put('/api/account')
        .set(bearer(token))
        .send({ firstName: ' Erika ', lastName: 'Muster', phone: '', language: 'de' })
        .expect(200);

      expect(saved.body).toEqual({
        user: expect.objectContaining({ firstName: 'Erika', lastName: 'Muster', phone: null, language: 'de', email }),
      });
      const me = await http().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body).toMatchObject({ firstName: 'Erika', language: 'de' });
      expect((await login(email).expect(200)).body.user.language).toBe('de');
    });

    it('refuses empty names, an unknown language and a bad email with field messages', async () => {
      const response = await http()
        .put('/api/account')
        .set(bearer(tenant.team.token))
        .send({ firstName: '', lastName: null, language: 'fr', email: 'nope' })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'firstName', 'language', 'lastName']);
    });

    it('changes the email only with the current password', async () => {
      const email = await newMember('guarded');
      const { token } = (await login(email).expect(200)).body;
      const newEmail = uniqueEmail('guarded-new');

      const missing = await http().put('/api/account').set(bearer(token)).send({ email: newEmail }).expect(400);
      expect(missing.body.fields).toEqual({
        currentPassword: ['Enter your current password to change your email address'],
      });
      const wrong = await http()
        .put('/api/account')
        .set(bearer(token))
        .send({ email: newEmail, currentPassword: 'not-my-password' })
        .expect(400);
      expect(wrong.body.fields).toEqual({ currentPassword: ['The current password is not correct'] });
      await login(email).expect(200);
      await login(newEmail).expect(401);
      // The same email again is no change and needs no password.
      await http().put('/api/account').set(bearer(token)).send({ email }).expect(200);
    });

    it('refuses an email another account uses', async () => {
      const email = await newMember('taken');
      const { token } = (await login(email).expect(200)).body;
      await http()
        .put('/api/account')
        .set(bearer(token))
        .send({ email: tenant.clientA.email, currentPassword: TEST_PASSWORD })
        .expect(409);
    });

    it('after an email change tells the old address, ends every other session and keeps this one', async () => {
      const email = await newMember('mover');
      const other = await login(email).expect(200);
      const current = await login(email).expect(200);
      await http().put('/api/account').set(bearer(current.body.token)).send({ language: 'en' }).expect(200);
      const newEmail = uniqueEmail('moved');

      const response = await http()
        .put('/api/account')
        .set(bearer(current.body.token))
        .send({ email: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD })
        .expect(200);

      expect(response.body).toEqual({
        user: expect.objectContaining({ email: newEmail }),
        token: expect.any(String),
      });
      // Every earlier token and refresh cookie is dead at once; the answer's token and cookie work.
      await http().get('/api/auth/me').set(bearer(other.body.token)).expect(401);
      await http().get('/api/auth/me').set(bearer(current.body.token)).expect(401);
      await refresh(refreshCookieOf(other)).expect(401);
      await http().get('/api/auth/me').set(bearer(response.body.token)).expect(200);
      await refresh(refreshCookieOf(response)).expect(200);
      await login(email).expect(401);
      await login(newEmail).expect(200);
      const notice = mailsTo(email);
      expect(notice).toHaveLength(1);
      expect(notice[0].subject).toBe('Your TaskFlow email address was changed');
      expect(notice[0].text).toContain(newEmail);
    });

    it("writes the old address's notice in German for a German user", async () => {
      const email = await newMember('deutsch');
      const { token } = (await login(email).expect(200)).body;
      await http()
        .put('/api/account')
        .set(bearer(token))
        .send({ language: 'de', email: uniqueEmail('deutsch-neu'), currentPassword: TEST_PASSWORD })
        .expect(200);
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Ihre E-Mail-Adresse bei TaskFlow wurde geändert']);
    });

    it('no longer lets PUT /api/users/{id} change the own email without the password', async () => {
      const response = await http()
        .put(`/api/users/${tenant.team.id}`)
        .set(bearer(tenant.team.token))
        .send({ email: uniqueEmail('sneaky') })
        .expect(400);
      expect(response.body.fields.email).toEqual([
        'Change your own email address in your account settings, confirmed with your current password',
      ]);
    });
  });

  describe('mails in the user language', () => {
    it('sends the password reset link in the chosen language, or in both while none is chosen', async () => {
      const email = await newMember('reset');
      const { token } = (await login(email).expect(200)).body;
      const resets = app.get(PasswordResetService);
      await http().post('/api/auth/forgot-password').send({ email }).expect(204);
      await resets.whenIdle();
      await http().put('/api/account').set(bearer(token)).send({ language: 'de' }).expect(200);
      await http().post('/api/auth/forgot-password').send({ email }).expect(204);
      await resets.whenIdle();

      expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
        'Reset your TaskFlow password / TaskFlow-Passwort zurücksetzen',
        'TaskFlow-Passwort zurücksetzen',
      ]);
    });
  });

  describe('POST /api/auth/logout-all', () => {
    it('ends every session of the user at once, this one included', async () => {
      const email = await newMember('everywhere');
      const first = await login(email).expect(200);
      const second = await login(email).expect(200);

      const response = await http().post('/api/auth/logout-all').set(bearer(second.body.token)).expect(204);

      expect(refreshCookieOf(response)).toMatch(/Expires=Thu, 01 Jan 1970/);
      for (const session of [first, second]) {
        await http().get('/api/auth/me').set(bearer(session.body.token)).expect(401);
        await refresh(refreshCookieOf(session)).expect(401);
      }
      await http()
        .get('/api/auth/me')
        .set(bearer((await login(email).expect(200)).body.token))
        .expect(200);
    });
  });
});
