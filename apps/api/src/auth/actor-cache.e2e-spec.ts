import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';
import {
  createTestApp,
  TEST_JWT_ACCESS_SECRET,
  TEST_JWT_REFRESH_SECRET,
  TEST_WEB_ORIGIN,
} from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { ActorCache } from './actor-cache';
import { REFRESH_COOKIE_NAME } from './refresh-cookie';

/**
 * The API keeps the Actors of recently seen users in memory (ActorCache). Every check an Actor feeds must still see
 * each committed change on the very next request: here each case first makes a request that fills the cache, then
 * changes what the Actor is made of, then asks again.
 */
describe('actor cache', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const http = () => request(app.getHttpServer());
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = async (email: string) =>
    (await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200)).body as {
      token: string;
      user: { id: string };
    };
  const newMember = async () => {
    const email = uniqueEmail('cached');
    await http()
      .post('/api/users')
      .set(as(tenant.admin.token))
      .send({ firstName: 'Cached', lastName: 'Member', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    return login(email);
  };

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
    await fixtures.setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('holds the Actor of a user after their first request', async () => {
    const member = await newMember();
    await http().get('/api/auth/me').set(as(member.token)).expect(200);
    expect(app.get(ActorCache).get(`${tenant.serviceProviderId}:${member.user.id}`)?.actor.userId).toBe(member.user.id);
  });

  it('applies a revoked per-member permission on the next request', async () => {
    const member = await newMember();
    const edit = () =>
      http().patch(`/api/tasks/${tenant.visibleTaskA}/status`).set(as(member.token)).send({ status: 'in_progress' });
    await edit().expect(200);

    await http()
      .put(`/api/team/members/${member.user.id}/permissions`)
      .set(as(tenant.admin.token))
      .send({ overrides: { canEditTasks: false } })
      .expect(200);

    await edit().expect(403);
  });

  it("applies a change of the agency's team permission set on the next request", async () => {
    const member = await newMember();
    const task = () => http().get(`/api/tasks/${tenant.hiddenTaskA}`).set(as(member.token));
    await task().expect(200);

    await http().put('/api/team-permissions').set(as(tenant.admin.token)).send({ canViewAllTasks: false }).expect(200);
    try {
      // The internal task is the admin's: without canViewAllTasks the member no longer sees it.
      await task().expect(404);
    } finally {
      await http().put('/api/team-permissions').set(as(tenant.admin.token)).send({ canViewAllTasks: true }).expect(200);
    }
    await task().expect(200);
  });

  it('signs a deactivated user out on the next request', async () => {
    const member = await newMember();
    await http().get('/api/auth/me').set(as(member.token)).expect(200);

    await http()
      .put(`/api/users/${member.user.id}`)
      .set(as(tenant.admin.token))
      .send({ status: 'inactive' })
      .expect(200);

    await http().get('/api/auth/me').set(as(member.token)).expect(401);
  });

  it('refuses the access token of a session that logged out on the next request', async () => {
    const email = uniqueEmail('leaving');
    await http()
      .post('/api/users')
      .set(as(tenant.admin.token))
      .send({ firstName: 'Leaving', lastName: 'Member', email, userType: 'team', password: TEST_PASSWORD })
      .expect(201);
    const session = await http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    const token = session.body.token as string;
    await http().get('/api/auth/me').set(as(token)).expect(200);
    const cookie = ([] as string[])
      .concat(session.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith(`${REFRESH_COOKIE_NAME}=`))
      ?.split(';')[0];

    await http()
      .post('/api/auth/logout')
      .set('Cookie', cookie ?? '')
      .expect(204);

    await http().get('/api/auth/me').set(as(token)).expect(401);
  });

  it("closes a client's portal on the next request when the agency turns portal access off, and on again", async () => {
    const email = uniqueEmail('portal');
    await http()
      .post('/api/users')
      .set(as(tenant.admin.token))
      .send({
        firstName: 'Por',
        lastName: 'Tal',
        email,
        userType: 'client',
        clientCompanyId: tenant.companyA,
        password: TEST_PASSWORD,
      })
      .expect(201);
    const client = await login(email);
    await http().get('/api/projects').set(as(client.token)).expect(200);

    await http()
      .put('/api/client-communication-settings')
      .set(as(tenant.admin.token))
      .send({ clientPortalAccess: false })
      .expect(200);
    try {
      await http().get('/api/projects').set(as(client.token)).expect(403);
    } finally {
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin.token))
        .send({ clientPortalAccess: true })
        .expect(200);
    }
    // Open again, it does not revive the session from before: the client signs in anew.
    await http().get('/api/projects').set(as(client.token)).expect(401);
    await http()
      .get('/api/projects')
      .set(as((await login(email)).token))
      .expect(200);
  });
});

/**
 * Two built API processes on the run's PostgreSQL: a change made anywhere reaches the other's cache, on PostgreSQL's
 * notification of the commit. That arrives within a few milliseconds (on a busy machine possibly after a request sent
 * right after the change's answer, which is then answered as if it had come a moment earlier): each case waits for the
 * refusal, for at most NOTIFICATION_DEADLINE_MS.
 */
const NOTIFICATION_DEADLINE_MS = 3_000;

/** Calls `request` until it answers `status` (then resolves) or the deadline passes (then answers the last status). */
async function eventually(request: () => Promise<number>, status: number): Promise<number> {
  const deadline = Date.now() + NOTIFICATION_DEADLINE_MS;
  let last = await request();
  while (last !== status && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
    last = await request();
  }
  return last;
}

describe('actor cache across API processes', () => {
  let nodeA: ApiProcess;
  let nodeB: ApiProcess;
  let seeder: INestApplication;
  let tenant: TestTenant;
  const call = (node: ApiProcess, token: string, method: string, path: string, body?: object) =>
    fetch(`${node.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.status);
  const newMember = async () => {
    const email = uniqueEmail('remote');
    const created = await fetch(`${nodeA.url}/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Re', lastName: 'Mote', email, userType: 'team', password: TEST_PASSWORD }),
    });
    expect(created.status).toBe(201);
    const session = await fetch(`${nodeA.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return (await session.json()) as { token: string; user: { id: string } };
  };

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: process.env['DATABASE_URL'] ?? '',
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'warn',
    };
    [nodeA, nodeB] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    seeder = await createTestApp();
    tenant = await createTestTenant(seeder);
    await new Fixtures(seeder, tenant).setMaxTeamMembers(100);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([nodeA, nodeB].filter(Boolean).map(stopApiProcess));
    await seeder?.close();
  });

  it('applies a permission revoked through process A to the next request on process B', async () => {
    const member = await newMember();
    const edit = () =>
      call(nodeB, member.token, 'PATCH', `/api/tasks/${tenant.visibleTaskA}/status`, { status: 'review' });
    expect(await edit()).toBe(200);

    expect(
      await call(nodeA, tenant.admin.token, 'PUT', `/api/team/members/${member.user.id}/permissions`, {
        overrides: { canEditTasks: false },
      }),
    ).toBe(200);

    expect(await eventually(edit, 403)).toBe(403);
  });

  it('signs out on process B a user deactivated through process A', async () => {
    const member = await newMember();
    expect(await call(nodeB, member.token, 'GET', '/api/auth/me')).toBe(200);

    expect(await call(nodeA, tenant.admin.token, 'PUT', `/api/users/${member.user.id}`, { status: 'inactive' })).toBe(
      200,
    );

    expect(await eventually(() => call(nodeB, member.token, 'GET', '/api/auth/me'), 401)).toBe(401);
  });

  it('signs out on process B a user whose sessions were ended straight in the database', async () => {
    const member = await newMember();
    expect(await call(nodeB, member.token, 'GET', '/api/auth/me')).toBe(200);

    const sql = new Client({ connectionString: process.env['DATABASE_URL'] });
    await sql.connect();
    try {
      await sql.query('UPDATE app_user SET session_version = session_version + 1 WHERE id = $1', [member.user.id]);
    } finally {
      await sql.end();
    }

    expect(await eventually(() => call(nodeB, member.token, 'GET', '/api/auth/me'), 401)).toBe(401);
  });

  it('signs out on process B the client contacts of a customer deleted through process A', async () => {
    const customerId = await new Fixtures(seeder, tenant).company();
    const email = uniqueEmail('contact');
    const contact = await fetch(`${nodeA.url}/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tenant.admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Con',
        lastName: 'Tact',
        email,
        userType: 'client',
        clientCompanyId: customerId,
        password: TEST_PASSWORD,
      }),
    });
    expect(contact.status).toBe(201);
    const session = (await (
      await fetch(`${nodeA.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      })
    ).json()) as { token: string };
    // A list (not /auth/me, which reads the user row itself): only the Actor stands between the token and the answer.
    expect(await call(nodeB, session.token, 'GET', '/api/projects')).toBe(200);

    expect(await call(nodeA, tenant.admin.token, 'DELETE', `/api/client-companies/${customerId}`)).toBe(204);

    expect(await eventually(() => call(nodeB, session.token, 'GET', '/api/projects'), 401)).toBe(401);
  });
});
