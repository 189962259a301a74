import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { TEAM_PERMISSION_FLAGS } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { OUTBOX_FILE } from '../mail/mail.service';
import { PlatformAdmins } from '../waitlist/platform-admins.service';

describe('settings: team permissions, client communication, notifications, invitations, waitlist', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-settings-'));
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  let platformAdmin: string;

  beforeAll(async () => {
    platformAdmin = uniqueEmail('operator');
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, WEB_APP_URL: 'https://app.example.com' }));
    tenant = await createTestTenant(app, 'Settings studio', platformAdmin);
    await app.get(PlatformAdmins).grant(platformAdmin);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('team permissions', () => {
    it('answers the full set and persists a change that team members feel at once', async () => {
      const initial = await http().get('/api/team-permissions').set(as(tenant.admin)).expect(200);
      expect(Object.keys(initial.body).sort()).toEqual(
        [...TEAM_PERMISSION_FLAGS, 'id', 'serviceProviderId', 'createdAt', 'updatedAt'].sort(),
      );

      const updated = await http()
        .put('/api/team-permissions')
        .set(as(tenant.admin))
        .send({ canCreateTasks: false, canDeleteProjects: false })
        .expect(200);

      expect(updated.body).toMatchObject({
        canCreateTasks: false,
        canDeleteProjects: false,
        canEditTasks: true,
        serviceProviderId: tenant.serviceProviderId,
      });
      expect(
        (await http().get('/api/team-permissions/check/canCreateTasks').set(as(tenant.team)).expect(200)).body,
      ).toEqual({ hasPermission: false, permission: 'canCreateTasks' });
      expect(
        (await http().get('/api/team-permissions/check/canCreateTasks').set(as(tenant.admin)).expect(200)).body
          .hasPermission,
      ).toBe(true);
      expect(
        (await http().get('/api/team-permissions/check/canEditTasks').set(as(tenant.clientA)).expect(200)).body
          .hasPermission,
      ).toBe(false);
      await http().post('/api/tasks').set(as(tenant.team)).send({}).expect(403);
      await http()
        .put('/api/team-permissions')
        .set(as(tenant.admin))
        .send({ canCreateTasks: true, canDeleteProjects: true })
        .expect(200);
    });

    it('refuses unknown permissions and non-boolean flags', async () => {
      await http().get('/api/team-permissions/check/canFly').set(as(tenant.admin)).expect(400);
      const response = await http()
        .put('/api/team-permissions')
        .set(as(tenant.admin))
        .send({ canCreateTasks: 'yes', canFly: true })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['canCreateTasks', 'canFly']);
    });
  });

  describe('client communication settings', () => {
    it('answers the defaults with German templates and persists changes', async () => {
      const defaults = await http().get('/api/client-communication-settings').set(as(tenant.team)).expect(200);
      expect(defaults.body).toMatchObject({
        autoNotifyClients: true,
        clientVisibilityDefault: false,
        allowClientComments: true,
        requireApprovalForUpdates: true,
        clientPortalAccess: true,
        clientReportsFrequency: 'weekly',
        emailTemplates: { projectStart: expect.stringContaining('{projectName}') },
      });

      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({
          clientVisibilityDefault: true,
          clientReportsFrequency: 'monthly',
          emailTemplates: { taskUpdate: 'Neu: {projectName}' },
        })
        .expect(200);

      const saved = await http().get('/api/client-communication-settings').set(as(tenant.admin)).expect(200);
      expect(saved.body).toMatchObject({
        clientVisibilityDefault: true,
        clientReportsFrequency: 'monthly',
        emailTemplates: { taskUpdate: 'Neu: {projectName}', projectStart: defaults.body.emailTemplates.projectStart },
      });
      const task = await http()
        .post('/api/tasks')
        .set(as(tenant.admin))
        .send({ title: 'T', description: 'D', projectId: tenant.projectA, assignedToId: tenant.team.id })
        .expect(201);
      expect(task.body.isClientVisible).toBe(true);
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ clientReportsFrequency: 'daily' })
        .expect(400);
    });

    it('turns the client portal off for clients only', async () => {
      await http()
        .put('/api/client-communication-settings')
        .set(as(tenant.admin))
        .send({ clientPortalAccess: false })
        .expect(200);
      try {
        const refused = await http().get('/api/auth/me').set(as(tenant.clientA)).expect(403);
        expect(refused.body.message).toBe('Client portal access is disabled. Please contact your agency.');
        await http().get('/api/auth/me').set(as(tenant.team)).expect(200);
      } finally {
        await http()
          .put('/api/client-communication-settings')
          .set(as(tenant.admin))
          .send({ clientPortalAccess: true })
          .expect(200);
      }
      // Open again, the client's session from before stays ended; signed in anew, the client is let in.
      await http().get('/api/auth/me').set(as(tenant.clientA)).expect(401);
      const session = await http()
        .post('/api/auth/login')
        .send({ email: tenant.clientA.email, password: TEST_PASSWORD })
        .expect(200);
      tenant.clientA.token = session.body.token;
      await http().get('/api/auth/me').set(as(tenant.clientA)).expect(200);
    });
  });

  describe('notification preferences', () => {
    it('answers the defaults, and the full preferences after one changed field', async () => {
      const defaults = await http().get('/api/notifications/preferences').set(as(tenant.clientA)).expect(200);
      expect(defaults.body).toEqual({
        emailTaskAssigned: true,
        emailTaskCompleted: true,
        emailProjectUpdates: true,
        emailTaskCommented: true,
        emailDeadlineReminders: true,
        emailDailyDigest: false,
        emailWeeklyReport: false,
        frequency: 'immediate',
        quietHoursEnabled: false,
        quietHoursFrom: '22:00',
        quietHoursTo: '08:00',
        emailClientUpdates: true,
        emailClientReports: true,
        emailMentioned: true,
        // The notification centre's switches, one per reason, all on.
        inAppTaskAssigned: true,
        inAppTaskCompleted: true,
        inAppTaskCommented: true,
        inAppProjectUpdates: true,
        inAppClientUpdates: true,
        inAppApprovalRequested: true,
        inAppApprovalDecided: true,
        inAppProjectCompleted: true,
        inAppDueTomorrow: true,
        inAppMentioned: true,
        inAppBudgetWarning: true,
      });

      const changed = await http()
        .put('/api/notifications/preferences')
        .set(as(tenant.clientA))
        .send({ emailDailyDigest: true })
        .expect(200);

      expect(changed.body).toEqual({ ...defaults.body, emailDailyDigest: true });
      expect(
        (await http().get('/api/notifications/preferences').set(as(tenant.team)).expect(200)).body.emailDailyDigest,
      ).toBe(false);
      const invalid = await http()
        .put('/api/notifications/preferences')
        .set(as(tenant.clientA))
        .send({ quietHoursFrom: '25:00', frequency: 'yearly' })
        .expect(400);
      expect(Object.keys(invalid.body.fields).sort()).toEqual(['frequency', 'quietHoursFrom']);
    });

    it('sends a test email to the caller (local outbox without SMTP)', async () => {
      const response = await http().post('/api/notifications/test-email').set(as(tenant.team)).expect(200);

      expect(response.body).toEqual({ success: true, message: `Test email sent to ${tenant.team.email}` });
      const mails = readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(mails).toContainEqual(
        expect.objectContaining({ to: tenant.team.email, subject: 'TaskFlow test email / TaskFlow-Test-E-Mail' }),
      );
    });
  });

  describe('team invitations', () => {
    it('creates a pending member and a link that sets the password once', async () => {
      const email = uniqueEmail('invitee');
      const invited = await http()
        .post('/api/team/invitations')
        .set(as(tenant.admin))
        .send({
          firstName: 'Ina',
          lastName: 'Vite',
          email,
          role: 'Backend Developer',
          department: 'Development',
          permissions: ['tasks.view'],
        })
        .expect(201);
      expect(invited.body).toMatchObject({
        email,
        invitationUrl: expect.stringMatching(/^https:\/\/app\.example\.com\/accept-invitation\?token=/),
      });
      const member = await http().get(`/api/users/${invited.body.userId}`).set(as(tenant.admin)).expect(200);
      expect(member.body).toMatchObject({ status: 'pending', userType: 'team' });
      const mails = readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8');
      expect(mails).toContain(invited.body.invitationUrl);
      await http().post('/api/auth/login').send({ email, password: 'whatever-password' }).expect(401);
      const token = new URL(invited.body.invitationUrl).searchParams.get('token');

      const accepted = await http()
        .post('/api/team/invitations/accept')
        .send({ token, password: 'my-own-password' })
        .expect(200);

      expect(accepted.body).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ email, status: 'active' }),
      });
      await http().post('/api/auth/login').send({ email, password: 'my-own-password' }).expect(200);
      await http().post('/api/team/invitations/accept').send({ token, password: 'another-password' }).expect(404);
    });

    it('checks the form and refuses an email already registered', async () => {
      const invalid = await http().post('/api/team/invitations').set(as(tenant.admin)).send({ email: 'x' }).expect(400);
      expect(Object.keys(invalid.body.fields).sort()).toEqual(['department', 'email', 'firstName', 'lastName', 'role']);
      await http()
        .post('/api/team/invitations')
        .set(as(tenant.admin))
        .send({ firstName: 'A', lastName: 'B', email: tenant.clientA.email, role: 'Designer', department: 'design' })
        .expect(409);
    });
  });

  describe('waitlist administration', () => {
    it('lets the platform admins list, update and delete entries', async () => {
      const email = uniqueEmail('wait');
      await http().post('/api/waitlist').send({ email }).expect(201);

      // The public answer names no entry; the admins find it in their list.
      const list = await http().get('/api/waitlist').set(as(tenant.admin)).expect(200);
      const entry = (list.body as { id: string; email: string; status: string }[]).find((item) => item.email === email);
      expect(entry).toMatchObject({ status: 'pending' });
      const id = entry?.id as string;
      const updated = await http()
        .put(`/api/waitlist/${id}`)
        .set(as(tenant.admin))
        .send({ status: 'invited' })
        .expect(200);
      expect(updated.body).toMatchObject({ id, status: 'invited' });
      await http().put(`/api/waitlist/${id}`).set(as(tenant.admin)).send({ status: 'whatever' }).expect(400);
      await http().delete(`/api/waitlist/${id}`).set(as(tenant.admin)).expect(204);
      await http().delete(`/api/waitlist/${id}`).set(as(tenant.admin)).expect(404);
    });

    it('refuses admins who are not platform admins', async () => {
      const other = await createTestTenant(app, 'Some agency');
      const response = await http().get('/api/waitlist').set(as(other.admin)).expect(403);
      expect(response.body.message).toBe("Only the product's operators may manage the waitlist");
    });
  });
});
