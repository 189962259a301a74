import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { listenOnLoopback, refusal } from '../../test/live-client';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { hashToken } from '../common/secret-token';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { REFRESH_COOKIE_NAME } from './refresh-cookie';

/** An access token lives 15 minutes; logout, a password change or reset and deactivation end it at once. */
describe('access tokens issued before a revocation', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const login = (email: string, password = TEST_PASSWORD) =>
    http().post('/api/auth/login').send({ email, password }).expect(200);
  const me = (token: string) => http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const cookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))
      ?.split(';')[0] ?? '';
  const newMember = async () => {
    const email = uniqueEmail('member');
    const created = await http()
      .post('/api/users')
      .set('Authorization', `Bearer ${tenant.admin.token}`)
      .send({ firstName: 'Mem', lastName: 'Ber', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    return { email, id: created.body.id as string };
  };

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app);
    await new Fixtures(app, tenant).setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses the access token of a session that logged out, over HTTP and for a live socket', async () => {
    const { email } = await newMember();
    const session = await login(email);
    await me(session.body.token).expect(200);

    await http().post('/api/auth/logout').set('Cookie', cookieOf(session)).expect(204);

    await me(session.body.token).expect(401);
    expect(await refusal(url, session.body.token)).toBe('Unauthorized');
    const next = await login(email);
    await me(next.body.token).expect(200);
  });

  it('ends the session of the bearer token when logout comes without the refresh cookie', async () => {
    const { email } = await newMember();
    const session = await login(email);

    await http().post('/api/auth/logout').set('Authorization', `Bearer ${session.body.token}`).expect(204);

    await me(session.body.token).expect(401);
    expect(await refusal(url, session.body.token)).toBe('Unauthorized');
    // Its refresh cookie, wherever it is, starts nothing either.
    await http().post('/api/auth/refresh').set('Cookie', cookieOf(session)).expect(401);
    await me((await login(email)).body.token).expect(200);
  });

  it('ends the newest access token of a refresh chain at once when a used refresh token comes back', async () => {
    const { email } = await newMember();
    const session = await login(email);
    const stolen = cookieOf(session);
    const rotated = await http().post('/api/auth/refresh').set('Cookie', stolen).expect(200);
    await me(rotated.body.token).expect(200);

    await http().post('/api/auth/refresh').set('Cookie', stolen).expect(401);

    await me(rotated.body.token).expect(401);
    expect(await refusal(url, rotated.body.token)).toBe('Unauthorized');
    await http().post('/api/auth/refresh').set('Cookie', cookieOf(rotated)).expect(401);
  });

  it('refuses tokens issued before a password change, and accepts the one the change answers', async () => {
    const { email } = await newMember();
    const other = await login(email);
    const session = await login(email);

    const changed = await http()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${session.body.token}`)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' })
      .expect(200);

    await me(other.body.token).expect(401);
    await me(session.body.token).expect(401);
    await me(changed.body.token).expect(200);
  });

  it('refuses tokens issued before a password reset', async () => {
    const { email, id } = await newMember();
    const session = await login(email);
    const token = `reset-${Date.now()}`;
    await app
      .get(TenantDataAccess)
      .platform()
      .insert(PasswordResetToken, {
        userId: id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      });

    await http().post('/api/auth/reset-password').send({ token, password: 'a-fresh-password' }).expect(204);

    await me(session.body.token).expect(401);
    await me((await login(email, 'a-fresh-password')).body.token).expect(200);
  });

  const admin = () => ({ Authorization: `Bearer ${tenant.admin.token}` });
  const refresh = (cookie: string) => http().post('/api/auth/refresh').set('Cookie', cookie);
  /** Each way the team or user admin takes an account away, each followed by a way to give it back. */
  const deactivations: [string, (id: string) => Promise<unknown>, (id: string) => Promise<unknown>][] = [
    [
      'user admin (PUT /api/users/:id)',
      (id) => http().put(`/api/users/${id}`).set(admin()).send({ status: 'inactive' }).expect(200),
      (id) => http().put(`/api/users/${id}`).set(admin()).send({ status: 'active' }).expect(200),
    ],
    [
      'team page status (PUT /api/team/members/:id)',
      (id) => http().put(`/api/team/members/${id}`).set(admin()).send({ status: 'inactive' }).expect(200),
      (id) => http().put(`/api/team/members/${id}`).set(admin()).send({ status: 'active' }).expect(200),
    ],
    [
      'team offboarding (POST /api/team/members/:id/deactivate)',
      (id) => http().post(`/api/team/members/${id}/deactivate`).set(admin()).send({}).expect(200),
      (id) => http().put(`/api/users/${id}`).set(admin()).send({ status: 'active' }).expect(200),
    ],
  ];

  it.each(deactivations)(
    'keeps refusing the sessions from before a deactivation by the %s after the account is active again',
    async (_path, deactivate, reactivate) => {
      const { email, id } = await newMember();
      const session = await login(email);
      const cookie = cookieOf(session);

      await deactivate(id);
      await reactivate(id);

      await me(session.body.token).expect(401);
      await refresh(cookie).expect(401);
      const next = await login(email);
      await me(next.body.token).expect(200);
      const refreshed = await refresh(cookieOf(next)).expect(200);
      await me(refreshed.body.token).expect(200);
    },
  );
});
