import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './create-test-app';
import { Fixtures } from './fixtures';
import { createTestTenant, type TestTenant } from './test-tenant';

/** The inputs the security review answered with 500: each is now a 400 naming the field (the fuzz test covers all). */
describe('bad input the review found answered with 500', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let conversationId: string;
  const as = () => ({ Authorization: `Bearer ${tenant.admin.token}` });
  const http = () => request(app.getHttpServer());
  const fieldsOf = (response: request.Response) => Object.keys(response.body.fields ?? {});

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    conversationId = await new Fixtures(app, tenant).conversation(tenant.admin.id, [tenant.team.id]);
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31T08:00:00Z', '0000-01-01'])(
    'refuses the impossible day %s for a project and a task',
    async (day) => {
      const project = { name: 'P', description: 'x', clientCompanyId: tenant.companyA, startDate: day };
      expect(fieldsOf(await http().post('/api/projects').set(as()).send(project).expect(400))).toEqual(['startDate']);
      const update = http().put(`/api/projects/${tenant.projectA}`).set(as()).send({ endDate: day });
      expect(fieldsOf(await update.expect(400))).toEqual(['endDate']);
      const task = http().put(`/api/tasks/${tenant.visibleTaskA}`).set(as()).send({ dueDate: day });
      expect(fieldsOf(await task.expect(400))).toEqual(['dueDate']);
    },
  );

  it('accepts 29 February of a leap year', async () => {
    await http().put(`/api/projects/${tenant.projectA}`).set(as()).send({ endDate: '2028-02-29' }).expect(200);
  });

  it.each([2 ** 31, 1e20, -1, 12.5])(
    'refuses the budget %s, beyond what the column holds or not whole',
    async (budget) => {
      const response = await http().put(`/api/projects/${tenant.projectA}`).set(as()).send({ budget }).expect(400);
      expect(fieldsOf(response)).toEqual(['budget']);
    },
  );

  it.each([2 ** 31, 1e20, -1])('refuses the file size %s', async (fileSize) => {
    const message = { messageType: 'file', fileUrl: 'https://files.example/a.pdf', fileName: 'a.pdf', fileSize };
    const response = await http().post(`/api/conversations/${conversationId}/messages`).set(as()).send(message);
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['fileSize']);
  });

  it.each(['1e20', '2147483648', '-1', ''])('refuses the offset %j of a message page and a list', async (offset) => {
    await http().get(`/api/conversations/${conversationId}/messages?offset=${offset}`).set(as()).expect(400);
    await http().get(`/api/tasks?offset=${offset}`).set(as()).expect(400);
  });

  it('refuses text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate), naming the field', async () => {
    const nul = await http().post('/api/client-companies').set(as()).send({ name: 'A\u0000B' }).expect(400);
    expect(fieldsOf(nul)).toEqual(['name']);
    const surrogate = await http().post('/api/waitlist').send({ email: '\ud800@example.com' }).expect(400);
    expect(fieldsOf(surrogate)).toEqual(['email']);
  });

  it('refuses null for a field that cannot be empty instead of failing on the column', async () => {
    const response = await http()
      .put(`/api/users/${tenant.clientA.id}`)
      .set(as())
      .send({ firstName: null })
      .expect(400);
    expect(fieldsOf(response)).toEqual(['firstName']);
    await http().put('/api/notifications/preferences').set(as()).send({ frequency: null }).expect(400);
  });
});
