import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, disconnection, listenOnLoopback } from '../../test/live-client';
import { createTestTenant, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { OUTBOX_FILE } from '../mail/mail.service';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('customers: details, contacts with portal access, activity', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-customers-'));
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const http = () => request(app.getHttpServer());
  const mailsTo = (email: string): Mail[] =>
    readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Mail)
      .filter((mail) => mail.to === email);
  const linkIn = (mail: Mail) => mail.text.match(/https:\/\/portal\.example\/accept-invitation\?token=\S+/)?.[0] ?? '';
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const accept = (link: string, password = 'contact-password-1') =>
    http()
      .post('/api/team/invitations/accept')
      .send({ token: tokenOf(link), password });
  const refreshCookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))
      ?.split(';')[0] ?? '';
  const refresh = (cookie: string) => http().post('/api/auth/refresh').set('Cookie', cookie);

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, WEB_APP_URL: 'https://portal.example' }));
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app, 'Customer studio');
    fixtures = new Fixtures(app, tenant);
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates a customer with its details and contacts, each invited to the portal in their language', async () => {
    const german = uniqueEmail('kontakt');
    const english = uniqueEmail('contact');
    const created = await http()
      .post('/api/client-companies')
      .set(as(tenant.team))
      .send({
        name: ' Schule am See ',
        website: 'https://schule.example',
        industry: 'Bildung',
        address: 'Seeweg 1, 12345 Seestadt',
        phone: '+49 30 123',
        description: 'Private Schule',
        contacts: [
          { firstName: 'Sara', lastName: 'See', email: german, language: 'de' },
          { firstName: 'Sam', lastName: 'Shore', email: english, phone: '+49 170 1', language: 'en' },
        ],
      })
      .expect(201);

    expect(created.body).toMatchObject({
      name: 'Schule am See',
      industry: 'Bildung',
      address: 'Seeweg 1, 12345 Seestadt',
      phone: '+49 30 123',
      description: 'Private Schule',
      contacts: [
        { firstName: 'Sara', email: german, status: 'pending', invitationSentAt: expect.any(String) },
        { firstName: 'Sam', email: english, phone: '+49 170 1', status: 'pending' },
      ],
    });
    const [germanMail] = mailsTo(german);
    expect(germanMail.subject).toBe('Customer studio lädt Sie ins Kundenportal ein');
    expect(germanMail.text).toContain('Hallo Sara');
    expect(germanMail.text).toContain('für Schule am See');
    expect(mailsTo(english)[0].subject).toBe('Customer studio invites you to the client portal');

    const stored = await http().get(`/api/client-companies/${created.body.id}`).set(as(tenant.admin)).expect(200);
    expect(stored.body).toMatchObject({ address: 'Seeweg 1, 12345 Seestadt', description: 'Private Schule' });
  });

  it('leaves nothing behind when a contact email is taken, and names the problem', async () => {
    const name = `Half ${Date.now()}`;
    const fresh = uniqueEmail('fresh');
    const refused = await http()
      .post('/api/client-companies')
      .set(as(tenant.admin))
      .send({
        name,
        contacts: [
          { firstName: 'New', lastName: 'Person', email: fresh },
          { firstName: 'Taken', lastName: 'Person', email: tenant.clientB.email },
        ],
      })
      .expect(409);

    expect(refused.body.message).toBe('A user with this email address already exists');
    const companies = await http().get('/api/client-companies').set(as(tenant.admin)).expect(200);
    expect(companies.body.map((company: { name: string }) => company.name)).not.toContain(name);
    const users = await http().get('/api/users?userType=client').set(as(tenant.admin)).expect(200);
    expect(users.body.map((user: { email: string }) => user.email)).not.toContain(fresh);
    expect(() => mailsTo(fresh)).not.toThrow();
    expect(mailsTo(fresh)).toEqual([]);
  });

  it('checks the company, its industry and every contact', async () => {
    const invalid = await http()
      .post('/api/client-companies')
      .set(as(tenant.admin))
      .send({ name: '', industry: 'Raumfahrt', contacts: [{ firstName: 'A', lastName: '', email: 'nope' }] })
      .expect(400);
    expect(invalid.body.fields).toEqual({
      name: ['Company name is required'],
      industry: ['Please choose one of the listed industries'],
      'contacts.0.lastName': ['Last name is required'],
      'contacts.0.email': ['Please enter a valid email address.'],
    });
    const none = await http().post('/api/client-companies').set(as(tenant.admin)).send({ name: 'X', contacts: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ contacts: ['Add at least one contact'] });
  });

  it('gives an invited contact the client portal of their company: password, sign-in, own projects only', async () => {
    const email = uniqueEmail('portal');
    await http()
      .post(`/api/client-companies/${tenant.companyA}/contacts`)
      .set(as(tenant.admin))
      .send({ firstName: 'Pia', lastName: 'Portal', email })
      .expect(201);
    await http().post('/api/auth/login').send({ email, password: 'contact-password-1' }).expect(401);

    const session = await accept(linkIn(mailsTo(email)[0])).expect(200);

    expect(session.body.user).toMatchObject({
      email,
      userType: 'client',
      status: 'active',
      clientCompanyId: tenant.companyA,
    });
    const login = await http().post('/api/auth/login').send({ email, password: 'contact-password-1' }).expect(200);
    const projects = await http().get('/api/projects').set(bearer(login.body.token)).expect(200);
    expect(projects.body.map((project: { id: string }) => project.id)).toEqual([tenant.projectA]);
    const customer = await http().get(`/api/client-companies/${tenant.companyA}`).set(as(tenant.admin)).expect(200);
    expect(customer.body.contacts).toContainEqual(
      expect.objectContaining({ email, status: 'active', invitationSentAt: null, lastLoginAt: expect.any(String) }),
    );
  });

  it('resends an invitation with a new link (the old one stops working)', async () => {
    const email = uniqueEmail('resend');
    const added = await http()
      .post(`/api/client-companies/${tenant.companyB}/contacts`)
      .set(as(tenant.team))
      .send({ firstName: 'Rita', lastName: 'Resend', email, language: 'en' })
      .expect(201);
    const contact = added.body.contacts.find((candidate: { email: string }) => candidate.email === email);
    const firstLink = linkIn(mailsTo(email)[0]);

    await http()
      .post(`/api/client-companies/${tenant.companyB}/contacts/${contact.id}/invitation`)
      .set(as(tenant.team))
      .expect(201);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Customer studio invites you to the client portal');
    await accept(firstLink).expect(404);
    await accept(linkIn(mails[1])).expect(200);
    await http()
      .post(`/api/client-companies/${tenant.companyB}/contacts/${contact.id}/invitation`)
      .set(as(tenant.team))
      .expect(409);
    await http()
      .post(`/api/client-companies/${tenant.companyA}/contacts/${contact.id}/invitation`)
      .set(as(tenant.team))
      .expect(404);
  });

  it('removes a contact by deactivating the account: sessions and sockets end, comments stay, never the last one', async () => {
    const customerId = await fixtures.company();
    const keep = uniqueEmail('keep');
    const leave = uniqueEmail('leave');
    const projectId = await fixtures.project(customerId);
    const created = await http()
      .post(`/api/client-companies/${customerId}/contacts`)
      .set(as(tenant.admin))
      .send({ firstName: 'Kim', lastName: 'Keep', email: keep })
      .expect(201);
    const keeper = created.body.contacts[0];
    await http()
      .post(`/api/client-companies/${customerId}/contacts`)
      .set(as(tenant.admin))
      .send({ firstName: 'Lou', lastName: 'Leave', email: leave })
      .expect(201);
    const session = await accept(linkIn(mailsTo(leave)[0])).expect(200);
    const leaver = session.body.user;
    await http()
      .post('/api/comments/projects')
      .set(bearer(session.body.token))
      .send({ projectId, content: 'Danke für alles' })
      .expect(201);
    const socket = await connectLive(url, session.body.token);
    const closed = disconnection(socket);

    const after = await http()
      .delete(`/api/client-companies/${customerId}/contacts/${leaver.id}`)
      .set(as(tenant.team))
      .expect(200);

    expect(after.body.contacts.map((contact: { email: string }) => contact.email)).toEqual([keep]);
    expect(await closed).toBe('io server disconnect');
    await http().get('/api/auth/me').set(bearer(session.body.token)).expect(401);
    await http().post('/api/auth/login').send({ email: leave, password: 'contact-password-1' }).expect(403);
    const comments = await http().get(`/api/comments/projects/${projectId}`).set(as(tenant.admin)).expect(200);
    expect(comments.body).toContainEqual(
      expect.objectContaining({ content: 'Danke für alles', user: expect.objectContaining({ id: leaver.id }) }),
    );
    const last = await http()
      .delete(`/api/client-companies/${customerId}/contacts/${keeper.id}`)
      .set(as(tenant.team))
      .expect(409);
    expect(last.body.message).toBe('A customer keeps at least one contact');

    const back = await http()
      .post(`/api/client-companies/${customerId}/contacts`)
      .set(as(tenant.admin))
      .send({ firstName: 'Lou', lastName: 'Back', email: leave })
      .expect(201);
    expect(back.body.contacts).toContainEqual(
      expect.objectContaining({ id: leaver.id, lastName: 'Back', status: 'pending' }),
    );
    const returned = await accept(linkIn(mailsTo(leave).at(-1) as Mail), 'new-password-22').expect(200);
    // Back in, but only with the new session: nothing from before the removal works again.
    await http().get('/api/auth/me').set(bearer(session.body.token)).expect(401);
    await refresh(refreshCookieOf(session)).expect(401);
    await refresh(refreshCookieOf(returned)).expect(200);
  });

  it('shows the recent client-visible comments and approvals, never internal ones or hidden tasks', async () => {
    const customerId = await fixtures.company();
    const projectId = await fixtures.project(customerId);
    const visibleTask = await fixtures.task({ projectId, title: 'Visible work' });
    const hiddenTask = await fixtures.task({ projectId, title: 'Hidden work', isClientVisible: false });
    await fixtures.taskComment(tenant.team.id, visibleTask, { content: 'Public task note' });
    await fixtures.taskComment(tenant.team.id, visibleTask, { content: 'Internal task note', isInternal: true });
    await fixtures.taskComment(tenant.team.id, hiddenTask, { content: 'Note on hidden task' });
    await fixtures.projectComment(tenant.admin.id, projectId, { content: 'Public project note' });
    await fixtures.projectComment(tenant.admin.id, projectId, { content: 'Internal project note', isInternal: true });
    await http()
      .post(`/api/tasks/${visibleTask}/approval-request`)
      .set(as(tenant.admin))
      .send({ comment: 'Bitte freigeben' })
      .expect(200);

    const activity = await http().get(`/api/client-companies/${customerId}/activity`).set(as(tenant.team)).expect(200);

    expect(activity.body.map((item: { content: string }) => item.content).sort()).toEqual(
      ['Bitte freigeben', 'Public project note', 'Public task note'].sort(),
    );
    expect(activity.body).toContainEqual(
      expect.objectContaining({
        type: 'approval',
        approvalStatus: 'pending',
        task: { id: visibleTask, title: 'Visible work' },
        project: expect.objectContaining({ id: projectId }),
      }),
    );
    await http().get(`/api/client-companies/${customerId}/activity`).set(as(tenant.clientA)).expect(404);
  });

  it('stores address, phone and description on update', async () => {
    const updated = await http()
      .put(`/api/client-companies/${tenant.companyB}`)
      .set(as(tenant.admin))
      .send({ address: 'Hafenstraße 5', phone: '+49 40 55', description: 'Reederei', industry: 'Logistik' })
      .expect(200);
    expect(updated.body).toMatchObject({ address: 'Hafenstraße 5', phone: '+49 40 55', description: 'Reederei' });
    const cleared = await http()
      .put(`/api/client-companies/${tenant.companyB}`)
      .set(as(tenant.admin))
      .send({ address: '', description: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ address: null, phone: '+49 40 55', description: null, industry: 'Logistik' });
  });
});
