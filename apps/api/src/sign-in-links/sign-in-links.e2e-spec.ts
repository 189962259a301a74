import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { REFRESH_TOKEN_TTL_MS } from '../auth/refresh-token.service';
import { hashToken } from '../common/secret-token';
import { OUTBOX_FILE } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { SignInLink } from './sign-in-link.entity';
import { SIGN_IN_LINK_INVALID_MESSAGE } from './sign-in-links.exception';
import { SignInLinksService } from './sign-in-links.service';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const invalidLink = {
  statusCode: 400,
  code: 'SIGN_IN_LINK_INVALID',
  message: SIGN_IN_LINK_INVALID_MESSAGE,
  error: 'Bad Request',
};

describe('passwordless sign-in links', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-sign-in-links-'));
  let app: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  let addressCount = 0;
  /** Each test speaks from addresses of its own (TRUST_PROXY), so one test's counts never reach another. */
  const newAddress = () => `203.0.113.${++addressCount}`;
  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const mailsTo = (email: string): Mail[] => {
    const file = path.join(dataDir, OUTBOX_FILE);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Mail)
      .filter((mail) => mail.to === email);
  };
  const tokenOf = (mail: Mail) => {
    const match = /https:\/\/app\.example\.com\/login\/link\?token=([\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no sign-in link in: ${mail.text}`);
    return match[1];
  };
  /** Asks for a link; the link and its mail are made after the answer, so wait for that work. */
  const ask = async (body: object, address = newAddress()) => {
    const response = await http().post('/api/auth/sign-in-link').set('X-Forwarded-For', address).send(body);
    await app.get(SignInLinksService).whenIdle();
    return response;
  };
  const latestToken = (email: string) => tokenOf(mailsTo(email).at(-1) as Mail);
  const consume = (token: string, address = newAddress()) =>
    http().post('/api/auth/sign-in-link/consume').set('X-Forwarded-For', address).send({ token });
  const refreshCookieOf = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? '';
  const emailOf = async (userId: string) =>
    (await app.get(DataSource).manager.findOneByOrFail(User, { id: userId })).email;
  const setTeamLinks = (allowed: boolean) =>
    http()
      .put('/api/service-providers/current/sign-in-links')
      .set(as(tenant.admin))
      .send({ teamMembersMayUseLinks: allowed })
      .expect(200);

  beforeAll(async () => {
    app = await createTestApp(
      testAppConfig({ DATA_DIR: dataDir, WEB_APP_URL: 'https://app.example.com', TRUST_PROXY: 'loopback' }),
    );
    tenant = await createTestTenant(app, 'Link studio');
    fixtures = new Fixtures(app, tenant);
    await fixtures.setMaxTeamMembers(100);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails a client a link valid 15 minutes that signs them in once, like a password sign-in', async () => {
    const email = await emailOf(await fixtures.clientUser());

    const answer = await ask({ email: email.toUpperCase(), rememberMe: true, lng: 'de' });

    expect(answer.status).toBe(204);
    const [mail] = mailsTo(email);
    // The account chose no language: the sign-in page's one (lng) writes the mail.
    expect(mail.subject).toBe('Ihr TaskFlow-Anmeldelink');
    const token = tokenOf(mail);
    const stored = await app.get(DataSource).manager.findOneByOrFail(SignInLink, { tokenHash: hashToken(token) });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const session = await consume(token).expect(200);
    expect(session.body).toMatchObject({ user: { email, userType: 'client' }, rememberMe: true });
    await http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`).expect(200);
    expect(refreshCookieOf(session)).toMatch(/HttpOnly/);

    expect((await consume(token).expect(400)).body).toMatchObject(invalidLink);
  });

  it('refuses an expired link, an unknown one and one replaced by a newer link', async () => {
    const email = await emailOf(await fixtures.clientUser());
    await ask({ email });
    const expired = latestToken(email);
    await app
      .get(DataSource)
      .manager.update(SignInLink, { tokenHash: hashToken(expired) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await consume(expired).expect(400)).body).toMatchObject(invalidLink);

    await ask({ email });
    const replaced = latestToken(email);
    await ask({ email });
    const newest = latestToken(email);
    expect((await consume(replaced).expect(400)).body).toMatchObject(invalidLink);
    expect((await consume('not-a-real-token').expect(400)).body).toMatchObject(invalidLink);
    await consume(newest).expect(200);
  });

  it('answers an unknown address, a team member and a client exactly alike; only the client gets a mail', async () => {
    const client = await emailOf(await fixtures.clientUser());
    const member = await emailOf(await fixtures.teamMember());
    const unknown = uniqueEmail('nobody');

    const answers = [await ask({ email: unknown }), await ask({ email: member }), await ask({ email: client })];

    for (const answer of answers) {
      expect(answer.status).toBe(204);
      expect(answer.text).toBe(answers[0].text);
    }
    expect(mailsTo(unknown)).toEqual([]);
    expect(mailsTo(member)).toEqual([]);
    expect(mailsTo(client)).toHaveLength(1);
  });

  it("keeps the remember-me choice of the request and the password sign-in's refresh cookie lifetime", async () => {
    const email = await emailOf(await fixtures.clientUser());
    await ask({ email, rememberMe: false });

    const session = await consume(latestToken(email)).expect(200);

    expect(session.body.rememberMe).toBe(false);
    const expires = /Expires=([^;]+)/.exec(refreshCookieOf(session))?.[1] ?? '';
    const lifetime = new Date(expires).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(REFRESH_TOKEN_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(REFRESH_TOKEN_TTL_MS);
  });

  it('throttles requests per account (5) and per address (20) with 429 and Retry-After', async () => {
    const email = await emailOf(await fixtures.clientUser());
    for (let attempt = 0; attempt < 5; attempt++) expect((await ask({ email })).status).toBe(204);
    const blocked = await ask({ email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(mailsTo(email)).toHaveLength(5);

    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await ask({ email: uniqueEmail('x') }, address)).status).toBe(204);
    expect((await ask({ email: uniqueEmail('x') }, address)).status).toBe(429);
    expect((await ask({ email: uniqueEmail('x') })).status).toBe(204);
  });

  it('throttles tries of links per token (5) and per address (20) with 429, before looking the token up', async () => {
    const email = await emailOf(await fixtures.clientUser());
    await ask({ email });
    const token = latestToken(email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await consume(`${token}x`)).status).toBe(400);
    const blocked = await consume(`${token}x`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);

    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await consume(`guess-${attempt}`, address)).status).toBe(400);
    expect((await consume(token, address)).status).toBe(429);
    // The real link still works from elsewhere: the guesses spent nothing of it.
    await consume(token).expect(200);
  });

  it('refuses a deactivated account', async () => {
    const userId = await fixtures.clientUser();
    const email = await emailOf(userId);
    await ask({ email });
    await app.get(DataSource).manager.update(User, { id: userId }, { status: 'inactive' });

    const refused = await consume(latestToken(email)).expect(403);

    expect(refused.body.code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(refreshCookieOf(refused)).toBe('');
  });

  it('lets team members sign in by link only while the agency allows it (admins change it)', async () => {
    const member = await emailOf(await fixtures.teamMember());
    expect(
      (await http().get('/api/service-providers/current/sign-in-links').set(as(tenant.team)).expect(200)).body,
    ).toEqual({ teamMembersMayUseLinks: false });
    await http()
      .put('/api/service-providers/current/sign-in-links')
      .set(as(tenant.team))
      .send({ teamMembersMayUseLinks: true })
      .expect(403);
    await http()
      .put('/api/service-providers/current/sign-in-links')
      .set(as(tenant.admin))
      .send({ teamMembersMayUseLinks: 'yes' })
      .expect(400);

    await setTeamLinks(true);
    await ask({ email: member });
    const first = latestToken(member);
    const session = await consume(first).expect(200);
    expect(session.body.user).toMatchObject({ email: member, userType: 'team' });

    await ask({ email: member });
    const second = latestToken(member);
    await setTeamLinks(false);
    expect((await consume(second).expect(400)).body).toMatchObject(invalidLink);
    await ask({ email: member });
    expect(mailsTo(member)).toHaveLength(2);
  });

  it("puts a link into a client contact's invitation that activates and signs them in without a password", async () => {
    const email = uniqueEmail('invited');
    await http()
      .post(`/api/client-companies/${tenant.companyA}/contacts`)
      .set(as(tenant.team))
      .send({ firstName: 'Ina', lastName: 'Invited', email, language: 'en' })
      .expect(201);
    const [mail] = mailsTo(email);
    expect(mail.text).toContain('Sign in directly here: https://app.example.com/login/link?token=');
    const invitationToken = /accept-invitation\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

    const session = await consume(tokenOf(mail)).expect(200);

    expect(session.body.user).toMatchObject({ email, userType: 'client', status: 'active' });
    const projects = await http().get('/api/projects').set('Authorization', `Bearer ${session.body.token}`);
    expect(projects.body.map((project: { id: string }) => project.id)).toEqual([tenant.projectA]);
    await http()
      .post('/api/team/invitations/accept')
      .send({ token: invitationToken, password: 'contact-password-1' })
      .expect(404);
    // Without a password of their own, they ask for a link next time (or set one by password reset).
    await ask({ email });
    await consume(latestToken(email)).expect(200);
  });

  it("ends the invitation's sign-in link once the contact sets a password with the invitation instead", async () => {
    const email = uniqueEmail('password-first');
    await http()
      .post(`/api/client-companies/${tenant.companyA}/contacts`)
      .set(as(tenant.team))
      .send({ firstName: 'Paula', lastName: 'Password', email, language: 'en' })
      .expect(201);
    const [mail] = mailsTo(email);
    const invitationToken = /accept-invitation\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    await http()
      .post('/api/team/invitations/accept')
      .send({ token: invitationToken, password: 'contact-password-1' })
      .expect(200);

    expect((await consume(tokenOf(mail)).expect(400)).body).toMatchObject(invalidLink);
  });
});
