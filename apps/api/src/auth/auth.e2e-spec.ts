import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { Agency } from '../tenancy/agency.entity';
import { User } from '../users/user.entity';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, TOO_MANY_LOGINS_MESSAGE } from './auth.exception';
import { REFRESH_COOKIE_NAME } from './refresh-cookie';

const invalidCredentials = {
  statusCode: 401,
  message: INVALID_CREDENTIALS_MESSAGE,
  error: 'Unauthorized',
  code: 'INVALID_CREDENTIALS',
};

describe('accounts and sessions', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const login = (email: string, password = TEST_PASSWORD) => http().post('/api/auth/login').send({ email, password });
  const refreshCookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? '';
  const cookiePair = (setCookie: string) => setCookie.split(';')[0];
  const refresh = (setCookie: string) => http().post('/api/auth/refresh').set('Cookie', cookiePair(setCookie));

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/auth/login', () => {
    it('answers {token, user} and sets the HttpOnly refresh cookie scoped to /api/auth', async () => {
      const response = await login(tenant.team.email.toUpperCase()).expect(200);

      expect(response.body).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({
          id: tenant.team.id,
          email: tenant.team.email,
          userType: 'team',
          status: 'active',
          serviceProviderId: tenant.serviceProviderId,
        }),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
      expect(refreshCookieOf(response)).toMatch(/HttpOnly/);
      expect(refreshCookieOf(response)).toMatch(/SameSite=Lax/);
      expect(refreshCookieOf(response)).toMatch(/Path=\/api\/auth/);
      const me = await http().get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`).expect(200);
      expect(me.body).toMatchObject({
        id: tenant.team.id,
        firstName: 'Test',
        lastName: 'team',
        email: tenant.team.email,
      });
      expect(me.body.lastLoginAt).not.toBeNull();
    });

    it('gives the same 401 for an unknown email and a wrong password', async () => {
      await login(uniqueEmail('nobody')).expect(401, invalidCredentials);
      await login(tenant.admin.email, 'wrong-password').expect(401, invalidCredentials);
    });

    it('refuses an inactive account with 403 once the password is right', async () => {
      const email = uniqueEmail('inactive');
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'In', lastName: 'Active', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      await app.get(DataSource).manager.update(User, { email }, { status: 'inactive' });

      await login(email).expect(403, {
        statusCode: 403,
        message: ACCOUNT_NOT_ACTIVATED_MESSAGE,
        error: 'Forbidden',
        code: 'ACCOUNT_NOT_ACTIVATED',
      });
      await login(email, 'wrong-password').expect(401, invalidCredentials);
    });

    it('refuses with 429 after repeated failures for one account, even with the right password', async () => {
      const email = uniqueEmail('target');
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'Tar', lastName: 'Get', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      for (let attempt = 0; attempt < 5; attempt += 1) await login(email, `guess-${attempt}-password`).expect(401);

      const blocked = await login(email).expect(429);

      expect(blocked.body).toEqual({
        statusCode: 429,
        message: TOO_MANY_LOGINS_MESSAGE,
        error: 'Too Many Requests',
        code: 'TOO_MANY_LOGIN_ATTEMPTS',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('checks the fields (400 with field messages)', async () => {
      const response = await http().post('/api/auth/login').send({ email: 'not-an-email', password: '' }).expect(400);
      expect(response.body.fields).toEqual({
        email: ['Please enter a valid email address.'],
        password: ['Password is required'],
      });
    });

    it('refuses clients while the client portal is turned off', async () => {
      const scope = app.get(DataSource).manager;
      await scope.update(
        ClientCommunicationSettings,
        { serviceProviderId: tenant.serviceProviderId },
        { clientPortalAccess: false },
      );
      try {
        const response = await login(tenant.clientA.email).expect(403);
        expect(response.body.message).toBe('Client portal access is disabled. Please contact your agency.');
        await http().get('/api/projects').set('Authorization', `Bearer ${tenant.clientA.token}`).expect(403);
        await login(tenant.team.email).expect(200);
      } finally {
        await scope.update(
          ClientCommunicationSettings,
          { serviceProviderId: tenant.serviceProviderId },
          { clientPortalAccess: true },
        );
      }
    });
  });

  describe('refresh, logout and the token chain', () => {
    it('rotates the refresh token and answers a new access token', async () => {
      const first = refreshCookieOf(await login(tenant.admin.email).expect(200));

      const response = await refresh(first).expect(200);

      expect(response.body).toEqual({ token: expect.any(String) });
      expect(refreshCookieOf(response)).not.toBe('');
      expect(cookiePair(refreshCookieOf(response))).not.toBe(cookiePair(first));
      await http().get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`).expect(200);
    });

    it('revokes the whole chain when an old refresh token is used again', async () => {
      // Reuse also ends the user's access tokens: not the admin's, which later tests use.
      const email = uniqueEmail('reused');
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'Re', lastName: 'Used', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      const first = refreshCookieOf(await login(email).expect(200));
      const second = refreshCookieOf(await refresh(first).expect(200));

      await refresh(first).expect(401);

      await refresh(second).expect(401);
    });

    it('answers 401 without a cookie', async () => {
      await http().post('/api/auth/refresh').expect(401);
    });

    it('logout revokes the refresh token and clears the cookie', async () => {
      // Logout also refuses the user's access tokens issued so far: not the admin's, which later tests use.
      const cookie = refreshCookieOf(await login(tenant.clientB.email).expect(200));

      const response = await http().post('/api/auth/logout').set('Cookie', cookiePair(cookie)).expect(204);

      expect(refreshCookieOf(response)).toMatch(/Expires=Thu, 01 Jan 1970/);
      await refresh(cookie).expect(401);
    });

    it('signs a deleted user out at once', async () => {
      const email = uniqueEmail('leaving');
      const created = await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'Lea', lastName: 'Ving', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      const session = await login(email).expect(200);

      await http()
        .delete(`/api/users/${created.body.id}`)
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .expect(204);

      await http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`).expect(401);
      await refresh(refreshCookieOf(session)).expect(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password, revokes other sessions and keeps this one', async () => {
      const email = uniqueEmail('changer');
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'Cha', lastName: 'Nger', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      const otherSession = await login(email).expect(200);
      const session = await login(email).expect(200);

      const response = await http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${session.body.token}`)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' })
        .expect(200);

      expect(response.body).toEqual({ token: expect.any(String) });
      await refresh(refreshCookieOf(otherSession)).expect(401);
      await refresh(refreshCookieOf(response)).expect(200);
      await login(email).expect(401);
      await login(email, 'a-brand-new-password').expect(200);
    });

    it('refuses with 429 after repeated wrong current passwords', async () => {
      const email = uniqueEmail('stolen');
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'Sto', lastName: 'Len', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      const { token } = (await login(email).expect(200)).body;
      const attempt = (currentPassword: string) =>
        http()
          .post('/api/auth/change-password')
          .set('Authorization', `Bearer ${token}`)
          .send({ currentPassword, newPassword: 'taken-over-password' });
      for (let index = 0; index < 5; index += 1) await attempt(`guess-${index}-password`).expect(400);

      await attempt(TEST_PASSWORD).expect(429);
    });

    it('refuses a wrong current password or a short new one with field messages', async () => {
      const auth = { Authorization: `Bearer ${tenant.team.token}` };
      const wrong = await http()
        .post('/api/auth/change-password')
        .set(auth)
        .send({ currentPassword: 'not-my-password', newPassword: 'long-enough-pass' })
        .expect(400);
      expect(wrong.body.fields).toEqual({ currentPassword: ['The current password is not correct'] });
      const short = await http()
        .post('/api/auth/change-password')
        .set(auth)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'short' })
        .expect(400);
      expect(short.body.fields).toEqual({ newPassword: ['Password must be at least 8 characters long'] });
    });
  });

  describe('POST /api/auth/register', () => {
    const registration = (email: string) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'analytical-engine',
      companyName: 'Engines Ltd',
    });

    it('creates a trial agency with its first active admin and signs in', async () => {
      const email = uniqueEmail('founder');

      const response = await http().post('/api/auth/register').send(registration(email)).expect(201);

      expect(response.body).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ email, userType: 'admin', status: 'active', firstName: 'Ada' }),
      });
      expect(refreshCookieOf(response)).toMatch(/HttpOnly/);
      const agency = await app
        .get(DataSource)
        .manager.findOneByOrFail(Agency, { id: response.body.user.serviceProviderId });
      expect(agency).toMatchObject({
        companyName: 'Engines Ltd',
        licenseStatus: 'trial',
        maxTeamMembers: 5,
        currentTeamMembers: 1,
      });
      const permissions = await http()
        .get('/api/team-permissions')
        .set('Authorization', `Bearer ${response.body.token}`)
        .expect(200);
      expect(permissions.body.serviceProviderId).toBe(agency.id);
      await login(email, 'analytical-engine').expect(200);
    });

    it('answers 409 for an email already registered and creates nothing', async () => {
      const companyName = `Duplicate ${uniqueEmail('company')}`;

      const response = await http()
        .post('/api/auth/register')
        .send({ ...registration(tenant.team.email.toUpperCase()), companyName })
        .expect(409);

      expect(response.body).toEqual({
        statusCode: 409,
        message: 'A user with this email address already exists',
        error: 'Conflict',
        code: 'EMAIL_ALREADY_REGISTERED',
      });
      expect(await app.get(DataSource).manager.countBy(Agency, { companyName })).toBe(0);
    });

    it('checks every field', async () => {
      const response = await http()
        .post('/api/auth/register')
        .send({ firstName: ' ', email: 'x@y', password: 'short' })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual([
        'companyName',
        'email',
        'firstName',
        'lastName',
        'password',
      ]);
    });
  });

  describe('the two-step registration: POST /api/service-providers, then POST /api/users', () => {
    const agency = {
      companyName: 'Sequence GmbH',
      website: 'https://sequence.example',
      industry: 'Consulting',
      licenseStatus: 'active',
      maxTeamMembers: 99,
      currentTeamMembers: 1,
    };

    it('creates the agency on a trial, then exactly one first admin with its one-time token', async () => {
      const created = await http().post('/api/service-providers').send(agency).expect(201);
      expect(created.body).toMatchObject({
        companyName: 'Sequence GmbH',
        licenseStatus: 'trial',
        maxTeamMembers: 5,
        currentTeamMembers: 0,
        registrationToken: expect.any(String),
      });
      const email = uniqueEmail('sequence');
      const admin = {
        firstName: 'Se',
        lastName: 'Quence',
        email,
        userType: 'admin',
        password: 'sequence-password',
        status: 'active',
        registrationToken: created.body.registrationToken,
      };

      const user = await http().post('/api/users').send(admin).expect(201);

      expect(user.body).toMatchObject({
        email,
        userType: 'admin',
        status: 'active',
        serviceProviderId: created.body.id,
      });
      await login(email, 'sequence-password').expect(200);
      await http()
        .post('/api/users')
        .send({ ...admin, email: uniqueEmail('intruder') })
        .expect(403);
      expect(await app.get(DataSource).manager.findOneByOrFail(Agency, { id: created.body.id })).toMatchObject({
        currentTeamMembers: 1,
      });
    });

    it('never lets a registration token add anything but the first admin, nor a caller without any credential', async () => {
      const created = await http().post('/api/service-providers').send(agency).expect(201);
      const base = { firstName: 'X', lastName: 'Y', email: uniqueEmail('x'), password: 'long-enough-pass' };

      await http()
        .post('/api/users')
        .send({ ...base, userType: 'team', registrationToken: created.body.registrationToken })
        .expect(403);
      await http()
        .post('/api/users')
        .send({ ...base, userType: 'admin', registrationToken: 'forged' })
        .expect(403);
      await http()
        .post('/api/users')
        .send({ ...base, userType: 'admin' })
        .expect(401);
    });

    it('lets the token act only without a bearer token, and only on POST /users', async () => {
      const created = await http().post('/api/service-providers').send(agency).expect(201);
      const { registrationToken } = created.body;
      const admin = {
        firstName: 'X',
        lastName: 'Y',
        userType: 'admin',
        password: 'long-enough-pass',
        registrationToken,
      };

      // A signed-in client stays a client: the access rule of POST /users applies, whatever the body says.
      await http()
        .post('/api/users')
        .set('Authorization', `Bearer ${tenant.clientA.token}`)
        .send({ ...admin, email: uniqueEmail('client-sent') })
        .expect(403);
      await http().post('/api/client-companies').send({ name: 'No way in', registrationToken }).expect(401);

      // The token is still unused, so it completes the registration.
      await http()
        .post('/api/users')
        .send({ ...admin, email: uniqueEmail('completes') })
        .expect(201);
    });
  });

  it('documents the session calls in the OpenAPI document', async () => {
    const { body } = await http().get('/api/docs-json').expect(200);
    expect(body.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginResponseDto',
    });
    expect(Object.keys(body.components.schemas.UserDto.properties)).toEqual(
      expect.arrayContaining(['id', 'email', 'userType', 'serviceProviderId']),
    );
    for (const path of [
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/register',
      '/api/auth/demo-accounts',
      '/api/tasks/{id}/approval',
    ]) {
      expect(body.paths[path]).toBeDefined();
    }
  });

  it('GET /api/auth/demo-accounts answers 404 when the server runs without demo data', async () => {
    await http().get('/api/auth/demo-accounts').expect(404, {
      statusCode: 404,
      message: 'Demo accounts are not available',
      error: 'Not Found',
      code: 'DEMO_ACCOUNTS_UNAVAILABLE',
    });
  });
});
