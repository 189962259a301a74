import type { INestApplication } from '@nestjs/common';
import type { CurrentAgencyView } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { connectLive, disconnection, listenOnLoopback, pause, refusal } from '../../test/live-client';
import { createTestTenant, TEST_PASSWORD, type TestTenant, type TestUser } from '../../test/test-tenant';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';

const PORTAL_OFF = 'Client portal access is disabled. Please contact your agency.';

/** The client portal as the agency runs it: whose portal it is, and turning it off ends the clients' sessions for good. */
describe('client portal', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let other: TestTenant;
  const sockets: Socket[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const open = async (user: TestUser) => {
    const socket = await connectLive(url, user.token);
    sockets.push(socket);
    return socket;
  };
  const login = (email: string) => http().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  const cookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))
      ?.split(';')[0] ?? '';
  const setPortal = (agency: TestTenant, clientPortalAccess: boolean) =>
    http().put('/api/client-communication-settings').set(as(agency.admin)).send({ clientPortalAccess }).expect(200);

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app, 'Pixel Studio');
    other = await createTestTenant(app, 'Other Studio');
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
  });

  it("names the caller's own agency, for its team and its clients alike", async () => {
    for (const user of [tenant.admin, tenant.team, tenant.clientA]) {
      const answer = await http().get('/api/service-providers/current').set(as(user)).expect(200);
      expect(answer.body).toEqual({
        id: tenant.serviceProviderId,
        companyName: 'Pixel Studio',
      } satisfies CurrentAgencyView);
    }
    const foreign = await http().get('/api/service-providers/current').set(as(other.clientA)).expect(200);
    expect(foreign.body).toEqual({ id: other.serviceProviderId, companyName: 'Other Studio' });
    await http().get('/api/service-providers/current').expect(401);
  });

  it("closes every open socket of the agency's clients when the portal is turned off, and refuses them until it is on", async () => {
    const session = await login(tenant.clientA.email);
    const clientA = await open(tenant.clientA);
    const clientB = await open(tenant.clientB);
    const team = await open(tenant.team);
    const foreignClient = await open(other.clientA);
    const closedA = disconnection(clientA);
    const closedB = disconnection(clientB);

    await setPortal(tenant, false);
    try {
      expect(await closedA).toBe('io server disconnect');
      expect(await closedB).toBe('io server disconnect');
      expect(await refusal(url, tenant.clientA.token)).toBe('Unauthorized');
      const refused = await http().get('/api/auth/me').set(as(tenant.clientA)).expect(403);
      expect(refused.body.message).toBe(PORTAL_OFF);
      await pause(300);
      expect(team.connected).toBe(true);
      expect(foreignClient.connected).toBe(true);

      // Saving other settings while it is off closes nothing more (the team stays connected).
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ clientPortalAccess: false, allowClientComments: true })
        .expect(200);
      await pause(300);
      expect(team.connected).toBe(true);
    } finally {
      await setPortal(tenant, true);
    }
    // Opening it again does not revive the sessions from before: the client signs in anew.
    expect(await refusal(url, tenant.clientA.token)).toBe('Unauthorized');
    await http().get('/api/auth/me').set(as(tenant.clientA)).expect(401);
    await http().post('/api/auth/refresh').set('Cookie', cookieOf(session)).expect(401);
    const next = await login(tenant.clientA.email);
    const again = await connectLive(url, next.body.token);
    sockets.push(again);
    expect(again.connected).toBe(true);
    await http().get('/api/auth/me').set('Authorization', `Bearer ${next.body.token}`).expect(200);
    await http().post('/api/auth/refresh').set('Cookie', cookieOf(next)).expect(200);
    // Other agencies' clients keep their sessions.
    await http().get('/api/auth/me').set(as(other.clientA)).expect(200);
  });
});
