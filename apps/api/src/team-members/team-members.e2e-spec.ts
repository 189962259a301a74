import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { SERVER_EVENTS, TEAM_PERMISSION_FLAGS, type TeamPermissionFlag } from '@taskflow/contracts';
import { connectLive, disconnection, emitWithAck, Inbox, listenOnLoopback } from '../../test/live-client';
import { createTestTenant, tokenFor, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { OUTBOX_FILE } from '../mail/mail.service';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);

describe('team members: profiles, real figures, per-member permissions, offboarding, invitations', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-team-'));
  const as = (user: Pick<TestUser, 'token'>) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const linkTo = (email: string) =>
    readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((mail) => mail.to === email)
      .map((mail) => new URL(mail.text.match(/https:\/\/team\.example\/accept-invitation\?token=\S+/)?.[0] ?? ''))
      .at(-1);

  /** A new active team member with a token of their own. */
  const newMember = async (lastName: string, owner: TestTenant = tenant) => {
    const created = await http()
      .post('/api/users')
      .set(as(owner.admin))
      .send({ firstName: 'Mia', lastName, email: uniqueEmail(lastName), userType: 'team', password: 'member-password' })
      .expect(201);
    const user = created.body as { id: string; serviceProviderId: string };
    return { id: user.id, token: tokenFor({ ...user, userType: 'team' }) };
  };

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir, WEB_APP_URL: 'https://team.example' }));
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app, 'Team studio');
    fixtures = new Fixtures(app, tenant);
    await fixtures.setMaxTeamMembers(50);
  });

  afterAll(async () => {
    await app.close();
  });

  it('computes each figure from the tasks, comments and sign-ins (hand-computed fixture)', async () => {
    const member = await newMember('Figures');
    await http()
      .put(`/api/team/members/${member.id}`)
      .set(as(tenant.admin))
      .send({ weeklyTargetHours: 20 })
      .expect(200);
    const assigned = (fields: object) => fixtures.task({ assignedToId: member.id, ...fields });
    await assigned({ status: 'todo', estimatedTime: 4 });
    await assigned({ status: 'in_progress', estimatedTime: 6.5, projectId: tenant.projectB });
    const onTime = await assigned({ status: 'completed', dueDate: day(1), estimatedTime: 50 });
    await assigned({ status: 'completed', dueDate: day(-1) });
    await assigned({ status: 'completed', dueDate: null });
    const longAgo = await assigned({ status: 'completed', dueDate: day(-35) });
    await app
      .get(DataSource)
      .query(`UPDATE task SET completed_at = now() - interval '40 days' WHERE id = $1`, [longAgo]);
    await http().post('/api/comments/tasks').set(as(member)).send({ taskId: onTime, content: 'Erledigt' }).expect(201);

    const detail = await http().get(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(200);

    expect(detail.body.figures).toEqual({
      activeTasks: 2,
      completedLast30Days: 3,
      openEstimatedHours: 10.5,
      workloadPercent: 53, // 10.5 of 20 hours
      onTimeRate: 67, // due tomorrow and 35 days ago on time, yesterday's late
      completedWithDueDate: 3,
      clientCompanies: [
        { id: tenant.companyA, name: 'Company A' },
        { id: tenant.companyB, name: 'Company B' },
      ],
      lastActivityAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(detail.body.figures.lastActivityAt)).toBeLessThan(60_000);

    // Reopening a task clears its completion; completing it again dates it now.
    await http().patch(`/api/tasks/${longAgo}/status`).set(as(tenant.admin)).send({ status: 'review' }).expect(200);
    const reopened = await http().get(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(200);
    expect(reopened.body.figures).toMatchObject({ activeTasks: 3, completedWithDueDate: 2, onTimeRate: 50 });
  });

  it('lists admins and team members, never clients, with pending invitations and the limit', async () => {
    const email = uniqueEmail('pending');
    const invited = await http()
      .post('/api/team/invitations')
      .set(as(tenant.admin))
      .send({ firstName: 'Pen', lastName: 'Ding', email, role: 'UI/UX Designer', department: 'design' })
      .expect(201);

    const overview = await http().get('/api/team/members').set(as(tenant.admin)).expect(200);

    const types = overview.body.members.map((member: { userType: string }) => member.userType);
    expect(new Set(types)).toEqual(new Set(['admin', 'team']));
    expect(overview.body.members.map((member: { email: string }) => member.email)).not.toContain(tenant.clientA.email);
    expect(overview.body.members.map((member: { email: string }) => member.email)).not.toContain(email);
    expect(overview.body.invitations).toContainEqual(
      expect.objectContaining({
        id: invited.body.id,
        email,
        role: 'UI/UX Designer',
        department: 'design',
        expired: false,
      }),
    );
    expect(overview.body).toMatchObject({ maxTeamMembers: 50, usedSeats: overview.body.members.length + 1 });
    const admin = overview.body.members.find((member: { id: string }) => member.id === tenant.admin.id);
    expect(admin).toMatchObject({ jobTitle: 'Administrator', department: 'management', weeklyTargetHours: 40 });
    await http().get('/api/team/members').set(as(tenant.clientA)).expect(403);
  });

  it('resends and revokes team invitations (revoking frees the seat)', async () => {
    const email = uniqueEmail('revoke');
    const invited = await http()
      .post('/api/team/invitations')
      .set(as(tenant.admin))
      .send({ firstName: 'Rev', lastName: 'Oke', email, role: 'Backend Developer', department: 'development' })
      .expect(201);
    const first = linkTo(email);
    const resent = await http()
      .post(`/api/team/invitations/${invited.body.id}/resend`)
      .set(as(tenant.admin))
      .expect(201);
    expect(linkTo(email)?.href).not.toBe(first?.href);
    const before = (await http().get('/api/team/members').set(as(tenant.admin)).expect(200)).body.usedSeats;

    await http().delete(`/api/team/invitations/${resent.body.id}`).set(as(tenant.admin)).expect(204);

    const after = await http().get('/api/team/members').set(as(tenant.admin)).expect(200);
    expect(after.body.usedSeats).toBe(before - 1);
    expect(after.body.invitations.map((invitation: { email: string }) => invitation.email)).not.toContain(email);
    await http()
      .post('/api/team/invitations/accept')
      .send({ token: linkTo(email)?.searchParams.get('token'), password: 'whatever-123' })
      .expect(404);
  });

  it('turns invitation permissions into overrides the server enforces after acceptance', async () => {
    const email = uniqueEmail('scoped');
    await http()
      .post('/api/team/invitations')
      .set(as(tenant.admin))
      .send({
        firstName: 'Sco',
        lastName: 'Ped',
        email,
        role: 'Frontend Developer',
        department: 'development',
        permissions: ['tasks.view', 'clients.edit'],
        language: 'de',
      })
      .expect(201);
    const accepted = await http()
      .post('/api/team/invitations/accept')
      .send({ token: linkTo(email)?.searchParams.get('token'), password: 'scoped-password' })
      .expect(200);
    const member = { id: accepted.body.user.id as string, token: accepted.body.token as string };

    const detail = await http().get(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(200);
    expect(detail.body).toMatchObject({ jobTitle: 'Frontend Developer', department: 'development' });
    expect(detail.body.effectivePermissions).toMatchObject({
      canViewAllTasks: true,
      canAddCustomers: true,
      canCreateTasks: false,
      canCreateProjects: false,
      canManageTeam: false,
    });
    const own = await http().get('/api/team-permissions').set(as(member)).expect(200);
    expect(own.body).toMatchObject({ canCreateTasks: false, canAddCustomers: true });
    await http()
      .post('/api/tasks')
      .set(as(member))
      .send({ title: 'T', description: 'D', projectId: tenant.projectA, assignedToId: member.id })
      .expect(403);
    await http().post('/api/client-companies').set(as(member)).send({ name: 'Allowed GmbH' }).expect(201);
  });

  it('edits overrides on the member page: enforced at once, back to the default with null, live connections restart', async () => {
    const member = await newMember('Overrides');
    const socket = await connectLive(url, member.token);
    const closed = disconnection(socket);

    const saved = await http()
      .put(`/api/team/members/${member.id}/permissions`)
      .set(as(tenant.admin))
      .send({ overrides: { canCreateTasks: false, canViewAllTasks: false } })
      .expect(200);

    expect(saved.body.permissionOverrides).toEqual({ canCreateTasks: false, canViewAllTasks: false });
    expect(await closed).toBe('io server disconnect');
    const check = await http().get('/api/team-permissions/check/canCreateTasks').set(as(member)).expect(200);
    expect(check.body.hasPermission).toBe(false);
    const tasks = await http().get(`/api/tasks/project/${tenant.projectA}`).set(as(member)).expect(200);
    expect(tasks.body).toEqual([]);
    await http()
      .put(`/api/team/members/${member.id}/permissions`)
      .set(as(tenant.admin))
      .send({ overrides: { canCreateTasks: null } })
      .expect(200);
    expect((await http().get('/api/team-permissions/check/canCreateTasks').set(as(member))).body.hasPermission).toBe(
      true,
    );

    await http()
      .put(`/api/team/members/${member.id}/permissions`)
      .set(as(tenant.admin))
      .send({ overrides: { canFly: true } })
      .expect(400);
    await http()
      .put(`/api/team/members/${tenant.admin.id}/permissions`)
      .set(as(tenant.admin))
      .send({ overrides: { canCreateTasks: false } })
      .expect(403);
    await http()
      .put(`/api/team/members/${tenant.admin.id}/permissions`)
      .set(as(tenant.team))
      .send({ overrides: { canCreateTasks: false } })
      .expect(403);
    await http()
      .put(`/api/team/members/${tenant.team.id}/permissions`)
      .set(as(tenant.team))
      .send({ overrides: { canCreateTasks: true } })
      .expect(403);
  });

  it('grants a member more than the defaults, but never more than the granting manager holds', async () => {
    const stingy = await createTestTenant(app, 'Stingy studio');
    const stingyFixtures = new Fixtures(app, stingy);
    await stingyFixtures.setTeamPermissions(false);
    await stingyFixtures.setMaxTeamMembers(50);
    await http().post('/api/client-companies').set(as(stingy.team)).send({ name: 'Refused' }).expect(403);

    await http()
      .put(`/api/team/members/${stingy.team.id}/permissions`)
      .set(as(stingy.admin))
      .send({ overrides: { canAddCustomers: true, canManageTeam: true } })
      .expect(200);

    await http().post('/api/client-companies').set(as(stingy.team)).send({ name: 'Granted' }).expect(201);
    const colleague = await newMember('Colleague', stingy);
    await http()
      .put(`/api/team/members/${colleague.id}/permissions`)
      .set(as(stingy.team))
      .send({ overrides: { canDeleteProjects: true } })
      .expect(403);
    await http()
      .put(`/api/team/members/${colleague.id}/permissions`)
      .set(as(stingy.team))
      .send({ overrides: { canAddCustomers: true } })
      .expect(200);
  });

  it('stores the profile fields and checks them', async () => {
    const member = await newMember('Profile');
    const saved = await http()
      .put(`/api/team/members/${member.id}`)
      .set(as(tenant.admin))
      .send({
        jobTitle: 'Project Manager',
        department: 'Management',
        phone: '+49 30 9',
        location: 'Berlin',
        bio: 'Plant gern',
        skills: [' Scrum ', 'Scrum', 'Figma'],
        emergencyContact: 'Max, +49 170 2',
        weeklyTargetHours: 32.5,
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      jobTitle: 'Project Manager',
      department: 'management',
      phone: '+49 30 9',
      location: 'Berlin',
      bio: 'Plant gern',
      skills: ['Scrum', 'Figma'],
      emergencyContact: 'Max, +49 170 2',
      weeklyTargetHours: 32.5,
      status: 'active',
    });
    const invalid = await http()
      .put(`/api/team/members/${member.id}`)
      .set(as(tenant.admin))
      .send({ department: 'space', weeklyTargetHours: 0, jobTitle: '' })
      .expect(400);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['department', 'jobTitle', 'weeklyTargetHours']);
    await http().put(`/api/team/members/${tenant.clientA.id}`).set(as(tenant.admin)).send({ bio: 'x' }).expect(404);
  });

  it('deactivates a member with their open tasks reassigned; never oneself, never an admin by a team member', async () => {
    const member = await newMember('Leaving');
    const open = await fixtures.task({ assignedToId: member.id, status: 'in_progress' });
    const done = await fixtures.task({ assignedToId: member.id, status: 'completed' });

    await http().post(`/api/team/members/${tenant.admin.id}/deactivate`).set(as(tenant.admin)).send({}).expect(403);
    const byTeam = await http().post(`/api/team/members/${tenant.admin.id}/deactivate`).set(as(tenant.team)).send({});
    expect(byTeam.status).toBe(403);
    expect(byTeam.body.message).toBe('Administrators are managed by administrators only');
    const toClient = await http()
      .post(`/api/team/members/${member.id}/deactivate`)
      .set(as(tenant.admin))
      .send({ reassignToId: tenant.clientA.id })
      .expect(400);
    expect(Object.keys(toClient.body.fields)).toEqual(['reassignToId']);

    // Whoever has the board open sees the task change hands live.
    const sockets = [await connectLive(url, tenant.admin.token), await connectLive(url, tenant.team.token)];
    const [board, newAssignee] = sockets.map((socket) => new Inbox(socket, [SERVER_EVENTS.taskUpdated]));
    await emitWithAck(sockets[0], 'join:project', { projectId: tenant.projectA });
    const result = await http()
      .post(`/api/team/members/${member.id}/deactivate`)
      .set(as(tenant.admin))
      .send({ reassignToId: tenant.team.id })
      .expect(200);

    expect(result.body).toEqual({ movedTasks: 1 });
    for (const inbox of [board, newAssignee])
      expect(
        await inbox.next<{ task: { id: string; assignedToId: string } }>(
          SERVER_EVENTS.taskUpdated,
          (payload) => payload.task.id === open,
        ),
      ).toMatchObject({ task: { assignedToId: tenant.team.id } });
    for (const socket of sockets) socket.close();
    expect((await http().get(`/api/tasks/${open}`).set(as(tenant.admin))).body.assignedToId).toBe(tenant.team.id);
    expect((await http().get(`/api/tasks/${done}`).set(as(tenant.admin))).body.assignedToId).toBe(member.id);
    await http().get('/api/auth/me').set(as(member)).expect(401);
    const detail = await http().get(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(200);
    expect(detail.body.status).toBe('inactive');
    await http().put(`/api/team/members/${member.id}`).set(as(tenant.admin)).send({ status: 'active' }).expect(200);
  });

  it('deletes a member, unassigning their open tasks and freeing the seat', async () => {
    const member = await newMember('Deleted');
    const open = await fixtures.task({ assignedToId: member.id, status: 'todo' });
    const before = (await http().get('/api/team/members').set(as(tenant.admin))).body.usedSeats;

    const result = await http().delete(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(200);

    expect(result.body).toEqual({ movedTasks: 1 });
    expect((await http().get(`/api/tasks/${open}`).set(as(tenant.admin))).body.assignedToId).toBeNull();
    expect((await http().get('/api/team/members').set(as(tenant.admin))).body.usedSeats).toBe(before - 1);
    await http().get(`/api/team/members/${member.id}`).set(as(tenant.admin)).expect(404);
    await http().delete(`/api/team/members/${tenant.admin.id}`).set(as(tenant.admin)).expect(403);
  });

  describe('nobody on the team grants, reaches or removes more than they hold', () => {
    /** An agency granting every flag, with a member whose own overrides leave only `flags`. */
    const memberHolding = async (studio: TestTenant, flags: TeamPermissionFlag[]) => {
      const member = await newMember('Holder', studio);
      const overrides = Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)]));
      await http()
        .put(`/api/team/members/${member.id}/permissions`)
        .set(as(studio.admin))
        .send({ overrides })
        .expect(200);
      return member;
    };
    const effective = async (studio: TestTenant, id: string) =>
      (await http().get(`/api/team/members/${id}`).set(as(studio.admin)).expect(200)).body
        .effectivePermissions as Record<TeamPermissionFlag, boolean>;
    const held = (flags: Record<string, boolean>) =>
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort();

    let studio: TestTenant;
    beforeAll(async () => {
      studio = await createTestTenant(app, 'Authority studio');
      await new Fixtures(app, studio).setMaxTeamMembers(50);
    });

    it('an invitation never grants a flag its inviter lacks, agency defaults included', async () => {
      const inviter = await memberHolding(studio, ['canInviteTeamMembers']);
      const invite = (permissions?: string[]) =>
        http()
          .post('/api/team/invitations')
          .set(as(inviter))
          .send({
            firstName: 'In',
            lastName: 'Vited',
            email: uniqueEmail('invited'),
            role: 'Backend Developer',
            department: 'development',
            permissions,
          });

      const everything = await invite(['projects.edit', 'tasks.edit', 'team.manage', 'settings.manage']);
      expect(everything.status).toBe(403);
      const defaults = await invite().expect(201);
      const accepted = await http()
        .post('/api/team/invitations/accept')
        .send({ token: new URL(defaults.body.invitationUrl).searchParams.get('token'), password: 'invited-password' })
        .expect(200);

      expect(held(await effective(studio, accepted.body.user.id))).toEqual(['canInviteTeamMembers']);
      await http()
        .put(`/api/team/members/${inviter.id}/permissions`)
        .set({ Authorization: `Bearer ${accepted.body.token}` })
        .send({ overrides: { canManageTeam: true, canManageSettings: true } })
        .expect(403);
      expect(held(await effective(studio, inviter.id))).toEqual(['canInviteTeamMembers']);
    });

    it('a team manager neither renames, deactivates, deletes nor changes the permissions of an admin', async () => {
      const manager = await memberHolding(studio, ['canManageTeam', 'canInviteTeamMembers']);
      const second = await http()
        .post('/api/users')
        .set(as(studio.admin))
        .send({
          firstName: 'Second',
          lastName: 'Admin',
          email: uniqueEmail('admin'),
          userType: 'admin',
          password: 'x-password',
        })
        .expect(201);
      const admin = second.body.id as string;
      const before = (await http().get(`/api/team/members/${admin}`).set(as(studio.admin)).expect(200)).body;

      await http().put(`/api/team/members/${admin}`).set(as(manager)).send({ firstName: 'Renamed' }).expect(403);
      await http().put(`/api/team/members/${admin}`).set(as(manager)).send({ status: 'inactive' }).expect(403);
      await http().post(`/api/team/members/${admin}/deactivate`).set(as(manager)).send({}).expect(403);
      await http().delete(`/api/team/members/${admin}`).set(as(manager)).expect(403);
      await http()
        .put(`/api/team/members/${admin}/permissions`)
        .set(as(manager))
        .send({ overrides: { canCreateTasks: false } })
        .expect(403);

      const after = await http().get(`/api/team/members/${admin}`).set(as(studio.admin)).expect(200);
      expect(after.body).toEqual(before);
    });

    it("removing an override never raises a flag beyond the manager's own", async () => {
      const manager = await memberHolding(studio, ['canManageTeam', 'canCreateTasks']);
      // Within the manager's reach: the agency grants canDeleteProjects, the colleague's override takes it away.
      const colleague = await memberHolding(studio, ['canCreateTasks']);

      await http()
        .put(`/api/team/members/${colleague.id}/permissions`)
        .set(as(manager))
        .send({ overrides: { canDeleteProjects: null } })
        .expect(403);

      expect((await effective(studio, colleague.id)).canDeleteProjects).toBe(false);
    });
  });
});
