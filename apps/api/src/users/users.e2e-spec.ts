import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';

describe('users', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other agency');
  });

  afterAll(async () => {
    await app.close();
  });

  it("lists the agency's users for the team side, filtered by userType", async () => {
    const all = await http().get('/api/users').set(as(tenant.team)).expect(200);
    expect(all.body.map((user: { id: string }) => user.id).sort()).toEqual(
      [tenant.admin.id, tenant.team.id, tenant.clientA.id, tenant.clientB.id].sort(),
    );

    const clients = await http().get('/api/users?userType=client').set(as(tenant.admin)).expect(200);
    expect(clients.body.map((user: { email: string }) => user.email).sort()).toEqual(
      [tenant.clientA.email, tenant.clientB.email].sort(),
    );
    expect(clients.body[0]).toMatchObject({
      userType: 'client',
      clientCompany: { name: expect.stringMatching(/^Company [AB]$/) },
    });

    await http().get('/api/users?userType=root').set(as(tenant.admin)).expect(400);
  });

  it('shows a client only their company and the team working on their visible tasks', async () => {
    const response = await http().get('/api/users').set(as(tenant.clientA)).expect(200);

    expect(response.body.map((user: { id: string }) => user.id).sort()).toEqual(
      [tenant.clientA.id, tenant.team.id].sort(),
    );
    await http().get(`/api/users/${tenant.admin.id}`).set(as(tenant.clientA)).expect(404);
    await http().get(`/api/users/${tenant.clientB.id}`).set(as(tenant.clientA)).expect(404);
  });

  it('answers a user of another agency exactly like a missing one', async () => {
    const foreign = await http().get(`/api/users/${other.admin.id}`).set(as(tenant.admin)).expect(404);
    const missing = await http()
      .get('/api/users/00000000-0000-4000-8000-000000000000')
      .set(as(tenant.admin))
      .expect(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('lists the users of one company', async () => {
    const response = await http().get(`/api/users/company/${tenant.companyA}`).set(as(tenant.team)).expect(200);
    expect(response.body.map((user: { id: string }) => user.id)).toEqual([tenant.clientA.id]);
    await http().get(`/api/users/company/${other.companyA}`).set(as(tenant.team)).expect(404);
  });

  it('creates a client contact (pending without a password) and checks the fields', async () => {
    const email = uniqueEmail('contact');
    const created = await http()
      .post('/api/users')
      .set(as(tenant.team))
      .send({
        firstName: ' Carla ',
        lastName: 'Contact',
        email: ` ${email.toUpperCase()} `,
        phone: '',
        userType: 'client',
        clientCompanyId: tenant.companyA,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      firstName: 'Carla',
      email,
      phone: null,
      userType: 'client',
      status: 'pending',
      clientCompanyId: tenant.companyA,
      clientCompany: { name: 'Company A' },
    });

    const duplicate = await http()
      .post('/api/users')
      .set(as(tenant.admin))
      .send({ firstName: 'A', lastName: 'B', email, userType: 'client', clientCompanyId: tenant.companyA })
      .expect(409);
    expect(duplicate.body.message).toBe('A user with this email address already exists');

    const invalid = await http()
      .post('/api/users')
      .set(as(tenant.admin))
      .send({ firstName: '', lastName: 'B', email: 'nope', userType: 'client' })
      .expect(400);
    expect(invalid.body.fields).toEqual({
      firstName: ['First name is required'],
      email: ['Please enter a valid email address.'],
      clientCompanyId: ['A client needs a customer'],
    });
  });

  it('refuses a team member beyond maxTeamMembers and keeps currentTeamMembers counted', async () => {
    const small = await createTestTenant(app, 'Small team');
    const add = (label: string) =>
      http()
        .post('/api/users')
        .set(as(small.admin))
        .send({ firstName: 'T', lastName: label, email: uniqueEmail(label), userType: 'team' });
    await add('three').expect(201);
    await add('four').expect(201);
    const fifth = await add('five').expect(201);

    const refused = await add('six').expect(403);

    expect(refused.body.message).toBe('Team member limit reached: your plan allows 5 team members');
    await http().delete(`/api/users/${fifth.body.id}`).set(as(small.admin)).expect(204);
    await add('six').expect(201);
    await http()
      .post('/api/users')
      .set(as(small.admin))
      .send({
        firstName: 'C',
        lastName: 'Client',
        email: uniqueEmail('client'),
        userType: 'client',
        clientCompanyId: small.companyA,
      })
      .expect(201);
  });

  it('lets everyone edit their own profile, and only managers edit others', async () => {
    const own = await http()
      .put(`/api/users/${tenant.clientA.id}`)
      .set(as(tenant.clientA))
      .send({ firstName: 'Clara', phone: '+49 1' })
      .expect(200);
    expect(own.body).toMatchObject({
      firstName: 'Clara',
      lastName: 'client',
      email: tenant.clientA.email,
      phone: '+49 1',
      userType: 'client',
    });
    await http().put(`/api/users/${tenant.team.id}`).set(as(tenant.clientA)).send({ firstName: 'Hacked' }).expect(403);
    await http()
      .put(`/api/users/${tenant.team.id}`)
      .set(as(tenant.admin))
      .send({ email: tenant.clientA.email })
      .expect(409);
    const bad = await http()
      .put(`/api/users/${tenant.team.id}`)
      .set(as(tenant.admin))
      .send({ email: 'bad', userType: 'admin' })
      .expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'userType']);
  });

  it('never deletes the caller, and deletes a contact for good', async () => {
    await http().delete(`/api/users/${tenant.admin.id}`).set(as(tenant.admin)).expect(403);
    const contact = await new Fixtures(app, tenant).clientUser();
    await http().delete(`/api/users/${contact}`).set(as(tenant.team)).expect(204);
    await http().get(`/api/users/${contact}`).set(as(tenant.admin)).expect(404);
    await http().delete(`/api/users/${tenant.admin.id}`).set(as(tenant.team)).expect(403);
  });
});
