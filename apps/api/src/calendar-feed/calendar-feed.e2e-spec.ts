import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { hashToken } from '../common/secret-token';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';

/** RFC 5545 folds lines longer than 75 octets: CRLF and a space continue a line. */
const unfolded = (text: string) => text.replace(/\r\n /g, '');

describe('calendar feed', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const feedUrl = async (user: TestUser, regenerate = false) => {
    const response = regenerate
      ? await http().post('/api/calendar-feed').set(as(user)).expect(200)
      : await http().get('/api/calendar-feed').set(as(user)).expect(200);
    return `/api${response.body.feedPath}`;
  };
  /** The SUMMARY lines of the feed at `url`. */
  const summaries = async (url: string) => {
    const response = await http().get(url).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return [...unfolded(response.text).matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]).sort();
  };

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ WEB_APP_URL: 'https://app.example.com' }));
    tenant = await createTestTenant(app, 'Feed studio');
    fixtures = new Fixtures(app, tenant);
    await fixtures.task({ title: 'Feed visible A', dueDate: '2026-12-01', assignedToId: tenant.team.id });
    await fixtures.task({
      title: 'Feed internal A',
      dueDate: '2026-12-02',
      isClientVisible: false,
      assignedToId: tenant.admin.id,
    });
    await fixtures.task({
      title: 'Feed visible B',
      dueDate: '2026-12-03',
      projectId: tenant.projectB,
      assignedToId: tenant.admin.id,
    });
    await fixtures.task({ title: 'Feed undated', assignedToId: tenant.admin.id });
  });

  afterAll(async () => {
    await app.close();
  });

  it('is off until turned on, then answers an RFC 5545 calendar of the due dates', async () => {
    const off = await http().get('/api/calendar-feed').set(as(tenant.admin)).expect(200);
    expect(off.body).toEqual({ feedPath: null, createdAt: null });

    const url = await feedUrl(tenant.admin, true);

    expect(url).toMatch(/^\/api\/calendar-feed\/[\w-]+\.[\w-]+\.ics$/);
    expect(await feedUrl(tenant.admin)).toBe(url);
    const text = unfolded((await http().get(url).expect(200)).text);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(text).toContain(
      `URL;VALUE=URI:https://app.example.com/dashboard/kanban?projectId=${tenant.projectA}&taskId=`,
    );
    expect(await summaries(url)).toEqual(['Feed internal A', 'Feed visible A', 'Feed visible B']);
  });

  it("never holds a task its owner may not see: clients their company's client-visible tasks", async () => {
    expect(await summaries(await feedUrl(tenant.clientA, true))).toEqual(['Feed visible A']);
    expect(await summaries(await feedUrl(tenant.clientB, true))).toEqual(['Feed visible B']);
  });

  it('holds only their own tasks for team members without canViewAllTasks, live with the permission', async () => {
    const url = await feedUrl(tenant.team, true);
    expect(await summaries(url)).toEqual(['Feed internal A', 'Feed visible A', 'Feed visible B']);
    await fixtures.setTeamPermissions(false);
    try {
      expect(await summaries(url)).toEqual(['Feed visible A']);
    } finally {
      await fixtures.setTeamPermissions(true);
    }
  });

  it('stops the old URL at once when regenerated, and every URL when turned off', async () => {
    const old = await feedUrl(tenant.admin, true);
    const current = await feedUrl(tenant.admin, true);

    expect(current).not.toBe(old);
    await http().get(old).expect(404);
    await http().get(current).expect(200);
    await http().delete('/api/calendar-feed').set(as(tenant.admin)).expect(204);
    await http().get(current).expect(404);
    expect((await http().get('/api/calendar-feed').set(as(tenant.admin)).expect(200)).body.feedPath).toBeNull();
  });

  it('answers 404 for an altered secret and for an owner who may no longer sign in', async () => {
    const url = await feedUrl(tenant.clientA, true);
    await http()
      .get(url.replace(/\.[\w-]+\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'))
      .expect(404);
    await http()
      .put('/api/client-communication-settings')
      .set(as(tenant.admin))
      .send({ clientPortalAccess: false })
      .expect(200);
    try {
      await http().get(url).expect(404);
    } finally {
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ clientPortalAccess: true })
        .expect(200);
    }
    await http().get(url).expect(200);
  });

  describe('a new secret URL when sessions end for safety', () => {
    /** A member signed in for real, with the feed turned on; answers its access token and feed URL. */
    const memberWithFeed = async () => {
      const email = uniqueEmail('feed');
      await http()
        .post('/api/users')
        .set(as(tenant.admin))
        .send({ firstName: 'Fe', lastName: 'Ed', email, userType: 'team', password: TEST_PASSWORD })
        .expect(201);
      const { token } = (await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200))
        .body as { token: string };
      const user = { token } as TestUser;
      return { email, user, url: await feedUrl(user, true) };
    };
    const expectRotated = async (token: string, before: string) => {
      await http().get(before).expect(404);
      const now = await feedUrl({ token } as TestUser);
      expect(now).not.toBe(before);
      await http().get(now).expect(200);
    };

    beforeAll(async () => {
      await fixtures.setMaxTeamMembers(100);
    });

    it('after signing out everywhere', async () => {
      const { email, user, url } = await memberWithFeed();

      await http().post('/api/auth/logout-all').set(as(user)).expect(204);

      const again = await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
      await expectRotated(again.body.token, url);
    });

    it('after a password change', async () => {
      const { user, url } = await memberWithFeed();

      const changed = await http()
        .post('/api/auth/change-password')
        .set(as(user))
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'another-password-1' })
        .expect(200);

      await expectRotated(changed.body.token, url);
    });

    it('after a password reset', async () => {
      const { email, url } = await memberWithFeed();
      const user = await app.get(TenantDataAccess).platform().findAcrossTenants(User, { email });
      const link = `feed-reset-${Date.now()}`;
      await app
        .get(TenantDataAccess)
        .platform()
        .insert(PasswordResetToken, {
          userId: user?.id,
          tokenHash: hashToken(link),
          expiresAt: new Date(Date.now() + 60_000),
        });

      await http().post('/api/auth/reset-password').send({ token: link, password: 'reset-password-1' }).expect(204);

      const again = await http().post('/api/auth/login').send({ email, password: 'reset-password-1' }).expect(200);
      await expectRotated(again.body.token, url);
    });

    it('but not after a plain logout, nor for a feed that is off', async () => {
      const { email, user, url } = await memberWithFeed();
      await http().post('/api/auth/logout').set(as(user)).expect(204);
      await http().get(url).expect(200);

      const again = await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
      await http()
        .delete('/api/calendar-feed')
        .set(as({ token: again.body.token } as TestUser))
        .expect(204);
      await http()
        .post('/api/auth/logout-all')
        .set(as({ token: again.body.token } as TestUser))
        .expect(204);
      const last = await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
      const off = await http()
        .get('/api/calendar-feed')
        .set(as({ token: last.body.token } as TestUser))
        .expect(200);
      expect(off.body).toEqual({ feedPath: null, createdAt: null });
    });
  });
});
