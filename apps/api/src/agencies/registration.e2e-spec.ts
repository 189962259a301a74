import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { RegistrationMode } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createFreshDatabase } from '../../test/fresh-database';
import { createTestTenant, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { OUTBOX_FILE } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { REGISTRATION_CLOSED_MESSAGE } from './agencies.exception';

const registrationClosed = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'REGISTRATION_CLOSED',
  message: REGISTRATION_CLOSED_MESSAGE,
};

const newAgency = (label: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(label),
  password: 'long-enough-1',
  companyName: `Agency ${label}`,
});

const appIn = (mode: RegistrationMode, overrides: Record<string, string> = {}) =>
  createTestApp(testAppConfig({ REGISTRATION: mode, ...overrides }));

const userWithEmail = (app: INestApplication, email: string) =>
  app.get(TenantDataAccess).platform().findAcrossTenants(User, { email });

describe('REGISTRATION', () => {
  describe('open (the default)', () => {
    let app: INestApplication;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('lets anyone register a new agency, and says so publicly', async () => {
      await request(app.getHttpServer())
        .get('/api/registration')
        .expect(200, { mode: 'open', newAgenciesAllowed: true });
      await request(app.getHttpServer()).post('/api/auth/register').send(newAgency('open')).expect(201);
    });
  });

  describe.each(['closed', 'invite-only'] as const)('%s, with an agency installed', (mode) => {
    let app: INestApplication;
    let openApp: INestApplication;
    let tenant: TestTenant;
    const dataDir = mkdtempSync(path.join(tmpdir(), `taskflow-registration-${mode}-`));
    const http = () => request(app.getHttpServer());
    const invitationToken = (email: string) =>
      readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((mail) => mail.to === email)
        .map((mail) => new URL(mail.text.match(/https:\/\/team\.example\/accept-invitation\?token=\S+/)?.[0] ?? ''))
        .at(-1)
        ?.searchParams.get('token');

    beforeAll(async () => {
      app = await appIn(mode, { DATA_DIR: dataDir, WEB_APP_URL: 'https://team.example' });
      openApp = await createTestApp();
      tenant = await createTestTenant(app, `Studio ${mode}`);
      await new Fixtures(app, tenant).setMaxTeamMembers(50);
    });
    afterAll(async () => {
      await app.close();
      await openApp.close();
    });

    it('tells the register page that no new agency may sign up', async () => {
      await http().get('/api/registration').expect(200, { mode, newAgenciesAllowed: false });
    });

    it('refuses the one-call registration with REGISTRATION_CLOSED, creating nothing', async () => {
      const body = newAgency(`refused-${mode}`);
      const response = await http().post('/api/auth/register').send(body).expect(403);

      expect(response.body).toEqual(registrationClosed);
      expect(await userWithEmail(app, body.email)).toBeNull();
    });

    it('refuses both steps of the two-step registration', async () => {
      await http()
        .post('/api/service-providers')
        .send({ companyName: 'Two step' })
        .expect(403)
        .expect(({ body }) => expect(body).toEqual(registrationClosed));
      // A step 1 answered while registration was open cannot be completed once it is not.
      const step1 = await request(openApp.getHttpServer())
        .post('/api/service-providers')
        .send({ companyName: 'Opened before' })
        .expect(201);
      const email = uniqueEmail(`step2-${mode}`);
      const step2 = await http()
        .post('/api/users')
        .send({
          registrationToken: step1.body.registrationToken,
          firstName: 'Late',
          lastName: 'Comer',
          email,
          userType: 'admin',
          password: 'long-enough-1',
        })
        .expect(403);

      expect(step2.body).toEqual(registrationClosed);
      expect(await userWithEmail(app, email)).toBeNull();
    });

    it('still lets people join an existing agency by invitation (accepting creates the user)', async () => {
      const email = uniqueEmail(`invited-${mode}`);
      await http()
        .post('/api/team/invitations')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({ firstName: 'In', lastName: 'Vited', email, role: 'Backend Developer', department: 'development' })
        .expect(201);

      const accepted = await http()
        .post('/api/team/invitations/accept')
        .send({ token: invitationToken(email), password: 'long-enough-1' })
        .expect(200);

      expect(accepted.body.user).toMatchObject({
        email,
        serviceProviderId: tenant.serviceProviderId,
        status: 'active',
      });
      await http().post('/api/auth/login').send({ email, password: 'long-enough-1' }).expect(200);
    });
  });

  describe('closed, on a fresh install without any agency', () => {
    let app: INestApplication;
    let database: { url: string; drop: () => Promise<void> };

    beforeAll(async () => {
      database = await createFreshDatabase('first_agency');
      app = await appIn('closed', { DATABASE_URL: database.url });
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('allows the first registration only, so the installation can be set up', async () => {
      const http = () => request(app.getHttpServer());
      await http().get('/api/registration').expect(200, { mode: 'closed', newAgenciesAllowed: true });

      const first = await http().post('/api/auth/register').send(newAgency('first')).expect(201);
      expect(first.body.user).toMatchObject({ userType: 'admin', status: 'active' });

      await http().get('/api/registration').expect(200, { mode: 'closed', newAgenciesAllowed: false });
      const second = await http().post('/api/auth/register').send(newAgency('second')).expect(403);
      expect(second.body.code).toBe('REGISTRATION_CLOSED');
    });
  });
});
