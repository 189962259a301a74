import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { PlatformAdmins } from '../src/waitlist/platform-admins.service';
import { createTestApp, testAppConfig } from './create-test-app';
import { Fixtures } from './fixtures';
import { fuzzCases, type Baseline, type FuzzCase, type OpenApiDocument } from './fuzz/openapi-cases';
import { createTestTenant, TEST_PASSWORD, tokenFor, uniqueEmail, type TestTenant } from './test-tenant';

/**
 * Every operation of the API's OpenAPI document gets bad input (wrong types, out-of-range numbers, overlong strings,
 * impossible dates, NUL characters, malformed JSON): it answers 4xx in the error shape, and never 5xx.
 */
describe('bad input, from the OpenAPI document', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let document: OpenApiDocument;
  let cases: FuzzCase[];
  let changerToken: string;
  const rows: Record<string, string> = {};
  let address = 0;

  const baseline: Baseline = {
    id(route, name) {
      if (name === 'permissionName') return 'canCreateTasks';
      if (name === 'companyId' || name === 'clientCompanyId') return tenant.companyA;
      if (name === 'projectId') return tenant.projectA;
      if (name === 'taskId') return tenant.visibleTaskA;
      if (name === 'assignedToId' || name === 'userId') return tenant.team.id;
      if (route.startsWith('/api/waitlist/')) return rows.waitlistEntry;
      if (route.startsWith('/api/users/')) return tenant.clientA.id;
      if (route.startsWith('/api/client-companies/')) return tenant.companyA;
      if (route.startsWith('/api/projects/client/')) return tenant.clientA.id;
      if (route.startsWith('/api/projects/')) return tenant.projectA;
      if (route.startsWith('/api/tasks/')) return tenant.visibleTaskA;
      if (route.startsWith('/api/comments/tasks/')) return rows.taskComment;
      if (route.startsWith('/api/comments/projects/')) return rows.projectComment;
      if (route.startsWith('/api/conversations/messages/')) return rows.message;
      if (route.startsWith('/api/conversations/')) return rows.conversation;
      return '6f0b1c1e-8d36-4c55-9b57-0d5c1e2f3a4b';
    },
    text(property) {
      if (property === 'email') return uniqueEmail('fuzz');
      if (property === 'password' || property === 'newPassword') return 'long-enough-1';
      if (property === 'currentPassword') return TEST_PASSWORD;
      if (property === 'token') return `fuzz-${Math.random().toString(36).slice(2)}`;
      if (property === 'tags') return '["fuzz"]';
      if (property === 'emoji') return '👍';
      if (property === 'quietHoursFrom' || property === 'quietHoursTo') return '22:00';
      return undefined;
    },
  };

  /** Client-only routes are called by a client (anyone else is refused before the input is read). */
  const callerToken = (route: string) => {
    if (/\/approval$|\/(read|unread)\/client$/.test(route)) return tenant.clientA.token;
    if (route === '/api/auth/change-password') return changerToken;
    return tenant.admin.token;
  };

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
    tenant = await createTestTenant(app, 'Fuzzed');
    const fixtures = new Fixtures(app, tenant);
    await fixtures.setMaxTeamMembers(10_000);
    await app.get(PlatformAdmins).grant(tenant.admin.email);
    rows.waitlistEntry = await fixtures.waitlistEntry();
    rows.taskComment = await fixtures.taskComment(tenant.admin.id);
    rows.projectComment = await fixtures.projectComment(tenant.admin.id);
    rows.conversation = await fixtures.conversation(tenant.admin.id, [tenant.team.id], 'team_channel');
    rows.message = await fixtures.message(rows.conversation, tenant.admin.id);
    const changer = await createTestTenant(app, 'Password changers');
    changerToken = tokenFor({ id: changer.team.id, serviceProviderId: changer.serviceProviderId, userType: 'team' });
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    cases = fuzzCases(document, baseline);
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (fuzz: FuzzCase) => {
    const url = fuzz.query ? `${fuzz.path}?${fuzz.query}` : fuzz.path;
    const method = fuzz.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const agent = request(app.getHttpServer());
    let call = agent[method](url)
      .set('Authorization', `Bearer ${callerToken(fuzz.route)}`)
      // Each request from its own address (TRUST_PROXY): address throttles must not hide what the input does.
      .set('X-Forwarded-For', `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`);
    if (fuzz.raw !== undefined) return call.set('Content-Type', 'application/json').send(fuzz.raw);
    if (fuzz.body !== undefined) call = call.send(fuzz.body as object);
    return call;
  };

  /** What is wrong with an answer, or null. */
  const problemOf = (fuzz: FuzzCase, response: request.Response): string | null => {
    const { status, body } = response;
    if (status >= 500) return `${status} ${JSON.stringify(body).slice(0, 200)}`;
    if (fuzz.mustRefuse && status < 400) return `accepted with ${status}`;
    if (status < 400) return null;
    const shaped =
      body?.statusCode === status &&
      typeof body.message === 'string' &&
      typeof body.error === 'string' &&
      (body.fields === undefined ||
        Object.values(body.fields as Record<string, unknown>).every(
          (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
        ));
    return shaped ? null : `${status} without the error shape: ${JSON.stringify(body).slice(0, 200)}`;
  };

  it('covers every operation of the document', () => {
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const fuzzed = new Set(cases.map((fuzz) => `${fuzz.method.toUpperCase()} ${fuzz.route}`));
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => !fuzzed.has(operation))).toEqual([]);
  });

  it('answers every bad input with 4xx in the error shape, never 5xx', async () => {
    const problems: string[] = [];
    for (const fuzz of cases) {
      const response = await send(fuzz);
      // A password change that went through signs the changer in anew (its old token is revoked).
      if (fuzz.route === '/api/auth/change-password' && response.status === 200) changerToken = response.body.token;
      const problem = problemOf(fuzz, response);
      if (problem) problems.push(`${fuzz.method.toUpperCase()} ${fuzz.route} — ${fuzz.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('still knows the callers afterwards (no case signed them out, so none passed for the wrong reason)', async () => {
    const statuses: Record<string, number> = {};
    for (const [who, token] of Object.entries({
      admin: tenant.admin.token,
      clientA: tenant.clientA.token,
      changerToken,
    }))
      statuses[who] = (
        await request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`)
      ).status;
    expect(statuses).toEqual({ admin: 200, clientA: 200, changerToken: 200 });
  });
});
