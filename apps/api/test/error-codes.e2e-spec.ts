import type { INestApplication } from '@nestjs/common';
import { API_ERROR_CODES, FIELD_ERROR_CODES, fieldErrorCodesOf } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from './create-test-app';
import { Fixtures } from './fixtures';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant, type TestUser } from './test-tenant';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** The codes the web apps choose their texts by, as the real routes answer them. */
describe('error codes of the answers the web apps translate', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  it('names the rule each field of the add-task form broke', async () => {
    const response = await http()
      .post('/api/tasks')
      .set(as(tenant.admin))
      .send({ title: ' ', dueDate: day(-3), estimatedTime: 1.25, tags: '["a","a"]', projectId: 'x' })
      .expect(400);

    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(fieldErrorCodesOf(response.body)).toEqual({
      title: 'REQUIRED',
      description: 'REQUIRED',
      projectId: 'REQUIRED',
      assignedToId: 'REQUIRED',
      dueDate: 'DATE_IN_PAST',
      estimatedTime: 'NOT_HALF_HOUR_STEP',
      tags: 'INVALID_TAGS',
    });
    const tooLong = await http()
      .put(`/api/tasks/${tenant.visibleTaskA}`)
      .set(as(tenant.admin))
      .send({ title: 'x'.repeat(301) })
      .expect(400);
    expect(tooLong.body.fieldErrors).toEqual({
      title: [{ code: 'TOO_LONG', message: 'title must be at most 300 characters' }],
    });
  });

  it("names a service's refusal of a field: the assignee, the approval and the visibility", async () => {
    const newTask = { title: 'T', description: 'D', projectId: tenant.projectA, assignedToId: tenant.clientA.id };
    const client = await http().post('/api/tasks').set(as(tenant.admin)).send(newTask).expect(400);
    expect(fieldErrorCodesOf(client.body)).toEqual({ assignedToId: 'INVALID_ASSIGNEE' });

    const hidden = await fixtures.task({ isClientVisible: false });
    const refused = await http()
      .put(`/api/tasks/${hidden}`)
      .set(as(tenant.admin))
      .send({ requiresClientApproval: true })
      .expect(400);
    expect(fieldErrorCodesOf(refused.body)).toEqual({ requiresClientApproval: 'APPROVAL_NEEDS_CLIENT_VISIBLE' });

    const visible = await fixtures.task({ isClientVisible: true });
    await http().put(`/api/tasks/${visible}`).set(as(tenant.admin)).send({ requiresClientApproval: true }).expect(200);
    const hiding = await http()
      .put(`/api/tasks/${visible}`)
      .set(as(tenant.admin))
      .send({ isClientVisible: false })
      .expect(400);
    expect(fieldErrorCodesOf(hiding.body)).toEqual({ isClientVisible: 'PENDING_APPROVAL_STAYS_VISIBLE' });
  });

  it('names the rules of the project form', async () => {
    const response = await http()
      .post('/api/projects')
      .set(as(tenant.admin))
      .send({ name: 'P', description: 'D', startDate: day(5), endDate: day(5), budget: '12.5' })
      .expect(400);

    expect(fieldErrorCodesOf(response.body)).toEqual({
      clientCompanyId: 'REQUIRED',
      endDate: 'END_BEFORE_START',
      budget: 'NOT_AN_INTEGER',
    });
    const update = await http()
      .put(`/api/projects/${tenant.projectA}`)
      .set(as(tenant.admin))
      .send({ startDate: day(10), endDate: day(2) })
      .expect(400);
    expect(fieldErrorCodesOf(update.body)).toEqual({ endDate: 'END_BEFORE_START' });
  });

  it("answers the team page's refusals with their codes", async () => {
    const own = await http()
      .post(`/api/team/members/${tenant.admin.id}/deactivate`)
      .set(as(tenant.admin))
      .send({})
      .expect(403);
    expect(own.body.code).toBe('OWN_ACCOUNT');

    const taken = await http()
      .post('/api/team/invitations')
      .set(as(tenant.admin))
      .send({ firstName: 'A', lastName: 'B', email: tenant.team.email, role: 'Developer', department: 'development' })
      .expect(409);
    expect(taken.body.code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('answers a wrong current password and a missing one with different field codes', async () => {
    const email = uniqueEmail('new');
    const wrong = await http()
      .put('/api/account')
      .set(as(tenant.team))
      .send({ email, currentPassword: `not-${TEST_PASSWORD}` })
      .expect(400);
    expect(fieldErrorCodesOf(wrong.body)).toEqual({ currentPassword: 'WRONG_CURRENT_PASSWORD' });
    const missing = await http().put('/api/account').set(as(tenant.team)).send({ email }).expect(400);
    expect(fieldErrorCodesOf(missing.body)).toEqual({ currentPassword: 'REQUIRED' });
  });

  it('documents both code lists as enums of the OpenAPI document', async () => {
    const { body } = await http().get('/api/docs-json').expect(200);

    expect(body.components.schemas.ApiErrorCode.enum).toEqual([...API_ERROR_CODES]);
    expect(body.components.schemas.FieldErrorCode.enum).toEqual([...FIELD_ERROR_CODES]);
    expect(body.components.schemas.ApiErrorBodyDto.required).toContain('code');
  });
});
