import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

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
});
