import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  INVITATION_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  type TeamPermissionFlag,
  type PermissionOverrides,
  type TeamPermissionFlags,
  type UserType,
} from '@taskflow/contracts';
import request from 'supertest';
import { hashToken, newSecretToken } from '../src/common/secret-token';
import { ConversationParticipant } from '../src/conversations/conversation-participant.entity';
import { Conversation } from '../src/conversations/conversation.entity';
import { TeamInvitation } from '../src/users/team-invitation.entity';
import { TwoFactorFactor } from '../src/two-factor/two-factor-factor.entity';
import { effectivePermissions } from '../src/team-member-profiles/effective-permissions';
import { teamPermissionDefaults } from '../src/team-member-profiles/member-permissions';
import { TeamMemberProfile } from '../src/team-member-profiles/team-member-profile.entity';
import { TenantDataAccess } from '../src/tenancy/tenant-data-access.service';
import type { TenantScope } from '../src/tenancy/tenant-scope';
import { User } from '../src/users/user.entity';
import { createTestApp, testAppConfig } from './create-test-app';
import { Fixtures } from './fixtures';
import { apiRoutes } from './registered-routes';
import { createTestTenant, tokenFor, uniqueEmail, type TestTenant } from './test-tenant';

/**
 * No caller below an admin ever grants, gains or takes more than they hold (apps/api/README.md, "Who may grant,
 * change and remove what"). Every route that creates or changes users, invitations, the team permission set,
 * members' overrides or memberships (client contacts, conversation participants) is tried by team members with
 * mixed flags and by a client, in every way this file knows: for themselves, for a colleague holding less or more,
 * for an admin, through an invitation (whose link the answer hands back, so it is accepted at once), by setting,
 * clearing and removing overrides, and with fields the route does not take. After each try the agency's state is
 * compared with the state before:
 *
 * - no account of the agency (the caller's own, a colleague's, a new one) holds a flag it did not hold before
 *   unless the caller holds it too (pending invitations count: their link is out); no account's type rises; nobody
 *   becomes a platform admin;
 * - no admin's account changed in any way (names, email, phone, status, password, sessions, existence);
 * - an account holding a flag the caller lacks keeps its email and password (whoever changes them takes it over);
 * - an account the caller could take over through a link in the answer holds no flag the caller lacks;
 * - in a conversation the caller did not manage, nobody's membership changed but the caller's own.
 *
 * Each route gets an agency of its own that grants every flag: the callers lack flags through their own overrides,
 * so an account created with the agency's defaults, or an override removed, would hold more than its caller.
 *
 * PEOPLE_ROUTES and OTHER_ROUTES together name every mutating route the app serves, read from its router: a new
 * route fails the first test until it is tried here or said to be about something else.
 */

type Flag = TeamPermissionFlag;
const ALL = [...TEAM_PERMISSION_FLAGS];

/** The non-admin callers, each a team member whose own overrides leave exactly these flags (a client: none). */
const CALLERS = {
  manager: ['canManageTeam', 'canInviteTeamMembers', 'canAddCustomers', 'canEditCustomers', 'canCreateTasks'],
  inviter: ['canInviteTeamMembers'],
  customers: ['canAddCustomers', 'canEditCustomers', 'canDeleteCustomers'],
  broad: ALL.filter((flag) => flag !== 'canManageSettings' && flag !== 'canDeleteProjects'),
  plain: [],
  client: null,
} satisfies Record<string, Flag[] | null>;
type CallerName = keyof typeof CALLERS;

interface Caller {
  name: CallerName;
  id: string;
  token: string;
  flags: Flag[];
}

/** One try: the request a caller sends (built against fresh targets). */
interface Try {
  note: string;
  /** Puts the targets back as the try expects them; answers whether it changed anything. */
  prepare?: () => Promise<boolean>;
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
}
type Tries = (world: World, caller: Caller) => Promise<Try[]>;

const flagsOf = (value: boolean) => Object.fromEntries(ALL.map((flag) => [flag, value])) as TeamPermissionFlags;
const only = (flags: readonly Flag[]) =>
  Object.fromEntries(ALL.map((flag) => [flag, flags.includes(flag)])) as TeamPermissionFlags;

/** Fresh targets in the caller's agency, inserted straight into the database. */
class World {
  readonly fresh: Fixtures;

  constructor(
    private readonly app: INestApplication,
    readonly tenant: TestTenant,
  ) {
    this.fresh = new Fixtures(app, tenant);
  }

  get scope(): TenantScope {
    return this.app.get(TenantDataAccess).forTenant(this.tenant.serviceProviderId);
  }

  /** A team member whose overrides leave exactly `flags` (every flag overridden either way). */
  async member(flags: readonly Flag[], status: User['status'] = 'active'): Promise<string> {
    const user = await this.person('team', status);
    await this.scope.insert(TeamMemberProfile, { userId: user, permissionOverrides: only(flags) });
    return user;
  }

  /** Sets a member's overrides back to `wanted`; answers whether they had changed. */
  async resetOverrides(userId: string, wanted: PermissionOverrides): Promise<boolean> {
    const profile = await this.scope.findOne(TeamMemberProfile, { userId });
    if (JSON.stringify(profile?.permissionOverrides) === JSON.stringify(wanted)) return false;
    await this.scope.update(TeamMemberProfile, { userId }, { permissionOverrides: wanted });
    return true;
  }

  /** A team member holding the agency's defaults (every flag here): no overrides at all. */
  async defaultsMember(status: User['status'] = 'active'): Promise<string> {
    const user = await this.person('team', status);
    await this.scope.insert(TeamMemberProfile, { userId: user, permissionOverrides: {} });
    return user;
  }

  /** Turns two-factor sign-in on for `userId` (a factor confirmed now). */
  async secondFactor(userId: string): Promise<void> {
    await this.scope.delete(TwoFactorFactor, { userId });
    await this.scope.insert(TwoFactorFactor, {
      userId,
      secret: 'JBSWY3DPEHPK3PXP',
      enabledAt: new Date(),
      lastUsedStep: null,
    });
  }

  /** A second admin (so that no refusal is about the last admin). */
  admin(): Promise<string> {
    return this.person('admin', 'active');
  }

  client(status: User['status'] = 'active'): Promise<string> {
    return this.person('client', status, this.tenant.companyA);
  }

  /** A pending account with an open invitation; answers the invitation's id and the user's. */
  async invitation(userType: UserType, flags: readonly Flag[]): Promise<{ id: string; userId: string }> {
    const userId = await this.person(userType, 'pending', userType === 'client' ? this.tenant.companyA : null);
    if (userType === 'team') await this.scope.insert(TeamMemberProfile, { userId, permissionOverrides: only(flags) });
    const invitation = await this.scope.insert(TeamInvitation, {
      userId,
      invitedById: this.tenant.admin.id,
      tokenHash: hashToken(newSecretToken()),
      role: userType === 'client' ? null : 'Backend Developer',
      department: userType === 'client' ? null : 'development',
      permissions: [],
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    return { id: invitation.id, userId };
  }

  /** A team channel the admin created, with `members` (role member) in it. */
  channel(members: string[]): Promise<string> {
    return this.fresh.conversation(this.tenant.admin.id, members, 'team_channel');
  }

  private async person(userType: UserType, status: User['status'], clientCompanyId: string | null = null) {
    const user = await this.scope.insert(User, {
      firstName: 'Target',
      lastName: userType,
      email: uniqueEmail(`target-${userType}`),
      userType,
      clientCompanyId,
      status,
      passwordHash: status === 'pending' ? null : `not-a-real-hash-${randomUUID()}`,
    });
    return user.id;
  }
}

/** The accounts a caller may try to reach: itself, an admin, colleagues holding more (active or not) and less, a client. */
const TARGETS = {
  self: async (_world: World, caller: Caller) => caller.id,
  admin: (world: World) => world.admin(),
  stronger: (world: World) => world.defaultsMember(),
  strongerInactive: (world: World) => world.defaultsMember('inactive'),
  weaker: (world: World) => world.member([]),
  client: (world: World) => world.client(),
};
type TargetName = keyof typeof TARGETS;

/** The tries `build` makes for each target, one fresh target of each kind per caller. */
const each = async (world: World, caller: Caller, build: (target: string, name: TargetName) => Try[]) => {
  const tries: Try[] = [];
  for (const [name, make] of Object.entries(TARGETS) as [TargetName, (typeof TARGETS)[TargetName]][])
    tries.push(...build(await make(world, caller), name));
  return tries;
};

const newPerson = (extra: object = {}) => ({
  firstName: 'New',
  lastName: 'Person',
  email: uniqueEmail('new'),
  ...extra,
});
const invitationBody = (permissions?: string[], extra: object = {}) => ({
  ...newPerson(),
  role: 'Backend Developer',
  department: 'development',
  permissions,
  ...extra,
});

/** Every mutating route about people, with the ways of trying to raise someone through it. */
const PEOPLE_ROUTES: Record<string, Tries> = {
  'POST /api/users': async (world) =>
    (['admin', 'team', 'client'] as const).flatMap((userType): Try[] => [
      ...[undefined, 'a-known-password'].map((password): Try => ({
        note: `a new ${userType}${password ? ' with a password' : ''}`,
        method: 'post',
        path: '/api/users',
        body: newPerson({
          userType,
          password,
          clientCompanyId: userType === 'client' ? world.tenant.companyA : undefined,
        }),
      })),
      {
        note: `a new ${userType} with flags named`,
        method: 'post',
        path: '/api/users',
        body: newPerson({ userType, password: 'a-known-password', permissionOverrides: flagsOf(true) }),
      },
    ]),
  'PUT /api/users/:id': (world, caller) =>
    each(world, caller, (id, name) =>
      [
        { firstName: 'Renamed' },
        { email: uniqueEmail('taken-over') },
        { status: 'active' },
        { status: 'inactive' },
        { userType: 'admin' },
        { permissionOverrides: flagsOf(true) },
      ].map((body) => ({ note: `${name}: ${JSON.stringify(body)}`, method: 'put', path: `/api/users/${id}`, body })),
    ),
  'DELETE /api/users/:id': (world, caller) =>
    each(world, caller, (id, name) => [{ note: name, method: 'delete', path: `/api/users/${id}` }]),

  /** Taking away someone's second factor weakens their account: admins only (every caller here is below one). */
  'DELETE /api/users/:id/two-factor': async (world, caller) => {
    const tries: Try[] = [];
    for (const [name, make] of Object.entries(TARGETS) as [TargetName, (typeof TARGETS)[TargetName]][]) {
      const target = await make(world, caller);
      await world.secondFactor(target);
      tries.push({ note: name, method: 'delete', path: `/api/users/${target}/two-factor` });
    }
    return tries;
  },

  'POST /api/team/invitations': async () => [
    { note: 'no options (the agency defaults)', method: 'post', path: '/api/team/invitations', body: invitationBody() },
    { note: 'no option chosen', method: 'post', path: '/api/team/invitations', body: invitationBody([]) },
    {
      note: 'every option',
      method: 'post',
      path: '/api/team/invitations',
      body: invitationBody([...INVITATION_PERMISSIONS]),
    },
    ...INVITATION_PERMISSIONS.map((option): Try => ({
      note: option,
      method: 'post',
      path: '/api/team/invitations',
      body: invitationBody([option]),
    })),
    {
      note: 'as an admin',
      method: 'post',
      path: '/api/team/invitations',
      body: invitationBody(undefined, { userType: 'admin' }),
    },
    {
      note: 'with flags named',
      method: 'post',
      path: '/api/team/invitations',
      body: invitationBody(undefined, { permissionOverrides: flagsOf(true) }),
    },
  ],
  'POST /api/team/invitations/:id/resend': async (world) => {
    const pending = {
      stronger: await world.invitation('team', ALL),
      weaker: await world.invitation('team', []),
      admin: await world.invitation('admin', ALL),
    };
    return Object.entries(pending).map(([name, invitation]) => ({
      note: `${name}'s invitation (the answer carries the new link)`,
      method: 'post',
      path: `/api/team/invitations/${invitation.id}/resend`,
    }));
  },
  'DELETE /api/team/invitations/:id': async (world) => {
    const pending = {
      stronger: await world.invitation('team', ALL),
      weaker: await world.invitation('team', []),
      admin: await world.invitation('admin', ALL),
    };
    return Object.entries(pending).map(([name, invitation]) => ({
      note: `${name}'s invitation`,
      method: 'delete',
      path: `/api/team/invitations/${invitation.id}`,
    }));
  },
  'POST /api/team/invitations/accept': async () => [
    {
      note: 'a link nobody was sent',
      method: 'post',
      path: '/api/team/invitations/accept',
      body: { token: `nope-${randomUUID()}`, password: 'a-known-password' },
    },
  ],

  'PUT /api/team/members/:id': (world, caller) =>
    each(world, caller, (id, name) =>
      [{ firstName: 'Renamed' }, { status: 'active' }, { status: 'inactive' }, { userType: 'admin' }].map((body) => ({
        note: `${name}: ${JSON.stringify(body)}`,
        method: 'put',
        path: `/api/team/members/${id}`,
        body,
      })),
    ),
  'PUT /api/team/members/:id/permissions': async (world, caller) => {
    // Overridden off where the agency grants everything (clearing an override raises the flag), and holding all.
    const deniedByOverrides = await world.member([]);
    const stronger = await world.defaultsMember();
    const members = { deniedByOverrides, stronger };
    const everyone = { ...members, self: caller.id, admin: await world.admin() };
    const wanted: Record<string, PermissionOverrides> = { [deniedByOverrides]: only([]), [stronger]: {} };
    const attempt = (name: string, id: string, overrides: object): Try => ({
      note: `${name}: ${JSON.stringify(overrides)}`,
      prepare: async () => id in wanted && (await world.resetOverrides(id, wanted[id])),
      method: 'put',
      path: `/api/team/members/${id}/permissions`,
      body: { overrides },
    });
    return [
      ...[flagsOf(true), flagsOf(false), Object.fromEntries(ALL.map((flag) => [flag, null]))].flatMap((overrides) =>
        Object.entries(everyone).map(([name, id]) => attempt(name, id, overrides)),
      ),
      ...ALL.flatMap((flag) =>
        [true, null].flatMap((value) =>
          Object.entries(members).map(([name, id]) => attempt(name, id, { [flag]: value })),
        ),
      ),
    ];
  },
  'POST /api/team/members/:id/deactivate': (world, caller) =>
    each(world, caller, (id, name) => [
      { note: name, method: 'post', path: `/api/team/members/${id}/deactivate`, body: {} },
    ]),
  'DELETE /api/team/members/:id': (world, caller) =>
    each(world, caller, (id, name) => [{ note: name, method: 'delete', path: `/api/team/members/${id}` }]),
  'PUT /api/team-permissions': async () => [
    { note: 'every flag', method: 'put', path: '/api/team-permissions', body: flagsOf(true) },
    ...ALL.map((flag): Try => ({ note: flag, method: 'put', path: '/api/team-permissions', body: { [flag]: true } })),
  ],

  'POST /api/client-companies': async () => [
    {
      note: 'with a contact',
      method: 'post',
      path: '/api/client-companies',
      body: { name: 'New customer', contacts: [newPerson()] },
    },
    {
      note: 'with a contact typed team',
      method: 'post',
      path: '/api/client-companies',
      body: { name: 'New customer', contacts: [newPerson({ userType: 'team' })] },
    },
  ],
  'DELETE /api/client-companies/:id': async (world) => {
    const company = await world.fresh.company();
    await world.fresh.clientUser(company);
    return [{ note: 'a company with a contact', method: 'delete', path: `/api/client-companies/${company}` }];
  },
  'POST /api/client-companies/:id/contacts': async (world) => [
    {
      note: 'a contact',
      method: 'post',
      path: `/api/client-companies/${world.tenant.companyA}/contacts`,
      body: newPerson(),
    },
    {
      note: 'a contact typed admin',
      method: 'post',
      path: `/api/client-companies/${world.tenant.companyA}/contacts`,
      body: newPerson({ userType: 'admin' }),
    },
  ],
  'DELETE /api/client-companies/:id/contacts/:userId': (world, caller) =>
    each(world, caller, (id, name) => [
      { note: name, method: 'delete', path: `/api/client-companies/${world.tenant.companyA}/contacts/${id}` },
    ]),
  'POST /api/client-companies/:id/contacts/:userId/invitation': async (world) => {
    const pending = {
      contact: await world.invitation('client', []),
      strongerTeamMember: await world.invitation('team', ALL),
      admin: await world.invitation('admin', ALL),
    };
    return Object.entries(pending).map(([name, invitation]) => ({
      note: `${name} (the answer carries the new link)`,
      method: 'post',
      path: `/api/client-companies/${world.tenant.companyA}/contacts/${invitation.userId}/invitation`,
    }));
  },

  'PUT /api/account': async () =>
    [{ firstName: 'Me' }, { userType: 'admin' }, { permissionOverrides: flagsOf(true) }, { status: 'active' }].map(
      (body) => ({ note: JSON.stringify(body), method: 'put', path: '/api/account', body }),
    ),

  'POST /api/conversations': async (world) => [
    {
      note: 'a channel with a stronger colleague',
      method: 'post',
      path: '/api/conversations',
      body: { type: 'team_channel', name: 'Mine', participantIds: [await world.defaultsMember()] },
    },
    {
      note: 'an announcement',
      method: 'post',
      path: '/api/conversations',
      body: { type: 'announcement', name: 'All hands', participantIds: [await world.defaultsMember()] },
    },
  ],
  'POST /api/conversations/:id/participants': async (world, caller) => {
    const tries: Try[] = [];
    for (const [name, userId] of [
      ['self as channel admin', caller.id],
      ['a colleague as channel admin', await world.defaultsMember()],
    ] as const) {
      const channel = await world.channel([caller.id]);
      tries.push({
        note: `${name} in the admin's channel`,
        method: 'post',
        path: `/api/conversations/${channel}/participants`,
        body: { userId, role: 'admin' },
      });
    }
    const own = await world.fresh.conversation(caller.id, [], 'team_channel');
    tries.push({
      note: 'a colleague as channel admin in its own channel',
      method: 'post',
      path: `/api/conversations/${own}/participants`,
      body: { userId: await world.member([]), role: 'admin' },
    });
    return tries;
  },
  'DELETE /api/conversations/:id/participants/:userId': async (world, caller) => {
    const colleague = await world.defaultsMember();
    const channel = await world.channel([caller.id, colleague]);
    return [
      {
        note: 'a colleague from the admin’s channel',
        method: 'delete',
        path: `/api/conversations/${channel}/participants/${colleague}`,
      },
      { note: 'leaving it', method: 'delete', path: `/api/conversations/${channel}/participants/${caller.id}` },
    ];
  },
  'PUT /api/conversations/:id/participant': async (world, caller) => [
    {
      note: 'own settings',
      method: 'put',
      path: `/api/conversations/${await world.channel([caller.id])}/participant`,
      body: { isMuted: true },
    },
    {
      note: 'own settings, with a role named',
      method: 'put',
      path: `/api/conversations/${await world.channel([caller.id])}/participant`,
      body: { isMuted: true, role: 'admin' },
    },
  ],
  'DELETE /api/conversations/:id': async (world, caller) => [
    { note: "the admin's channel", method: 'delete', path: `/api/conversations/${await world.channel([caller.id])}` },
    {
      note: 'its own channel',
      method: 'delete',
      path: `/api/conversations/${await world.fresh.conversation(caller.id, [await world.member([])], 'team_channel')}`,
    },
  ],
};

/** Every other mutating route, and why it cannot raise anyone. */
const OTHER_ROUTES: Record<string, string> = {
  'POST /api/auth/login': 'signs in as oneself',
  'POST /api/auth/register': 'creates a new agency with its own first admin',
  'POST /api/service-providers': 'step 1 of registering a new agency',
  'POST /api/auth/refresh': 'renews one’s own session',
  'POST /api/auth/logout': 'ends one’s own session',
  'POST /api/auth/logout-all': 'ends one’s own sessions',
  'POST /api/auth/change-password': 'one’s own password',
  'POST /api/auth/forgot-password': 'mails a link to the account’s own address',
  'POST /api/auth/reset-password': 'needs the link mailed to the account’s own address',
  'POST /api/auth/sign-in-link': 'mails a link to the account’s own address',
  'POST /api/auth/sign-in-link/consume': 'needs the link mailed to the account’s own address; signs in as that account',
  'POST /api/auth/two-factor': 'the second step of one’s own sign-in (a challenge only one’s own password opens)',
  'POST /api/account/two-factor/setup': 'one’s own second factor (needs one’s own password)',
  'POST /api/account/two-factor/confirm': 'one’s own second factor',
  'POST /api/account/two-factor/disable': 'one’s own second factor (needs one’s own password and a code)',
  'POST /api/auth/two-factor/setup': 'the set-up of one’s own sign-in (a token only one’s own password opens)',
  'POST /api/auth/two-factor/setup/confirm': 'the set-up of one’s own sign-in; signs in as oneself',
  'POST /api/waitlist': 'the product’s waitlist, no account',
  'PUT /api/waitlist/:id': 'the product’s waitlist (platform admins)',
  'DELETE /api/waitlist/:id': 'the product’s waitlist (platform admins)',
  'PUT /api/client-companies/:id': 'a company’s details',
  'POST /api/projects': 'work',
  'PUT /api/projects/:id': 'work',
  'DELETE /api/projects/:id': 'work',
  'POST /api/projects/:id/complete': 'work',
  'POST /api/project-templates': 'work (templates)',
  'PUT /api/project-templates/:id': 'work (templates)',
  'DELETE /api/project-templates/:id': 'work (templates)',
  'POST /api/project-templates/:id/copy': 'work (templates)',
  'POST /api/project-templates/from-project/:projectId': 'work (templates; assignees kept are the project’s)',
  'POST /api/project-templates/:id/projects': 'work (a project and its tasks)',
  'POST /api/tasks': 'work',
  'PUT /api/tasks/:id': 'work',
  'PATCH /api/tasks/:id/status': 'work',
  'DELETE /api/tasks/:id': 'work',
  'POST /api/tasks/:id/checklist': 'work',
  'PATCH /api/tasks/:id/checklist/:itemId': 'work',
  'PUT /api/tasks/:id/checklist/order': 'work',
  'DELETE /api/tasks/:id/checklist/:itemId': 'work',
  'POST /api/tasks/:id/checklist/:itemId/convert': 'work',
  'PUT /api/tasks/:id/recurrence': 'work',
  'PUT /api/service-providers/current/time-zone': 'the agency’s time zone (admins)',
  'PUT /api/service-providers/current/sign-in-links':
    'whether team members may sign in by link (admins); a link signs one in as oneself, with one’s own rights',
  'PUT /api/service-providers/current/two-factor':
    'whether a second factor is required (admins); it asks more of everyone signing in, grants nothing',
  'DELETE /api/tasks/:id/recurrence': 'work',
  'PUT /api/tasks/:id/recurrence/following': 'work',
  'DELETE /api/tasks/:id/recurrence/following': 'work',
  'POST /api/tasks/:id/approval-request': 'work',
  'POST /api/tasks/:id/approval': 'work',
  'POST /api/comments/tasks': 'comments',
  'PUT /api/comments/tasks/:id': 'comments',
  'DELETE /api/comments/tasks/:id': 'comments',
  'PATCH /api/comments/tasks/read/team': 'read state',
  'PATCH /api/comments/tasks/unread/team': 'read state',
  'PATCH /api/comments/tasks/read/client': 'read state',
  'PATCH /api/comments/tasks/unread/client': 'read state',
  'POST /api/comments/projects': 'comments',
  'PUT /api/comments/projects/:id': 'comments',
  'DELETE /api/comments/projects/:id': 'comments',
  'PATCH /api/comments/projects/read/team': 'read state',
  'PATCH /api/comments/projects/unread/team': 'read state',
  'PATCH /api/comments/projects/read/client': 'read state',
  'PATCH /api/comments/projects/unread/client': 'read state',
  'PUT /api/conversations/:id': 'a conversation’s name and description',
  'POST /api/conversations/:id/clear': 'messages',
  'POST /api/conversations/:id/read': 'one’s own read state',
  'POST /api/conversations/:id/messages': 'messages',
  'PUT /api/conversations/messages/:id': 'messages',
  'DELETE /api/conversations/messages/:id': 'messages',
  'POST /api/conversations/messages/:id/reactions': 'messages',
  'DELETE /api/conversations/messages/:id/reactions': 'messages',
  'PUT /api/client-communication-settings': 'what clients may do (canManageSettings), no team flag',
  'PUT /api/notifications/preferences': 'one’s own mails',
  'POST /api/notifications/test-email': 'one’s own mails',
  'POST /api/notifications/:id/read': 'one’s own notification centre (someone else’s entry: 404)',
  'POST /api/notifications/read-all': 'one’s own notification centre',
  'POST /api/notifications/mail-delivery/:id/retry': 'mail delivery (admins)',
  'PUT /api/notifications/task-follows/:taskId': 'one’s own mails',
  'DELETE /api/notifications/task-follows/:taskId': 'one’s own mails',
  'POST /api/notifications/unsubscribe': 'a mailed link’s own preferences',
  'POST /api/calendar-feed': 'one’s own calendar feed',
  'DELETE /api/calendar-feed': 'one’s own calendar feed',
  'POST /api/files': 'files',
  'DELETE /api/files/:id': 'files',
  'POST /api/time/timer': 'one’s own timer',
  'POST /api/time/timer/stop': 'one’s own timer',
  'DELETE /api/time/timer': 'one’s own timer',
  'POST /api/time/entries': 'time entries (for another person: admins only), no account or flag',
  'PUT /api/time/entries/:id': 'time entries',
  'DELETE /api/time/entries/:id': 'time entries',
  'POST /api/time/entries/billed': 'billing time entries (admins)',
  'POST /api/time/timesheet/submit': 'one’s own timesheet week',
  'POST /api/time/timesheet/lock': 'timesheet weeks (admins)',
  'POST /api/time/timesheet/unlock': 'timesheet weeks (admins)',
  'PUT /api/time/settings': 'the agency’s hourly rate (admins)',
  'PUT /api/projects/:id/time-settings': 'a project’s rates and budget (admins)',
};

/** What the agency's people hold, to compare before and after a try. */
interface Person {
  userType: UserType;
  status: User['status'];
  email: string;
  passwordHash: string | null;
  isPlatformAdmin: boolean;
  row: string;
  /** Flags the account may use or is invited with (none while deactivated). */
  holds: Flag[];
  /** Flags the account holds once active (what reactivating it or taking it over gives). */
  potential: Flag[];
  /** Two-factor sign-in is on: only an admin takes it away from someone else. */
  secondFactor: boolean;
}
interface Membership {
  conversation: string;
  user: string;
  state: string;
}
interface State {
  people: Map<string, Person>;
  memberships: Membership[];
  /** Conversations and who manages them (direct: every participant; channel: role admin or the creator). */
  managers: Map<string, Set<string>>;
}

async function stateOf(scope: TenantScope): Promise<State> {
  const users: (Pick<User, 'userType' | 'status' | 'email' | 'passwordHash' | 'isPlatformAdmin'> & {
    id: string;
    row: string;
    overrides: PermissionOverrides | null;
  })[] = await scope
    .query(User, 'user')
    .leftJoin(TeamMemberProfile, 'profile', 'profile.userId = user.id')
    .select('user.id', 'id')
    .addSelect('user.userType', 'userType')
    .addSelect('user.status', 'status')
    .addSelect('user.email', 'email')
    .addSelect('user.passwordHash', 'passwordHash')
    .addSelect('user.isPlatformAdmin', 'isPlatformAdmin')
    .addSelect(
      "concat_ws('|', user.firstName, user.lastName, user.phone, user.sessionVersion, user.status, user.email)",
      'row',
    )
    .addSelect('profile.permissionOverrides', 'overrides')
    .getRawMany();
  const defaults = await teamPermissionDefaults(scope);
  const withSecondFactor = new Set(
    (await scope.find(TwoFactorFactor, {})).filter((factor) => factor.enabledAt).map((factor) => factor.userId),
  );
  const people = new Map<string, Person>();
  for (const user of users) {
    const flags =
      user.userType === 'admin'
        ? flagsOf(true)
        : user.userType === 'client'
          ? flagsOf(false)
          : effectivePermissions(defaults, user.overrides);
    people.set(user.id, {
      userType: user.userType,
      status: user.status,
      email: user.email,
      passwordHash: user.passwordHash ?? null,
      isPlatformAdmin: user.isPlatformAdmin,
      row: user.row,
      holds: user.status === 'inactive' ? [] : ALL.filter((flag) => flags[flag]),
      potential: ALL.filter((flag) => flags[flag]),
      secondFactor: withSecondFactor.has(user.id),
    });
  }
  const participants = await scope.find(ConversationParticipant, {});
  const conversations = await scope.find(Conversation, {});
  const managers = new Map<string, Set<string>>();
  for (const conversation of conversations) {
    const active = participants.filter((row) => row.conversationId === conversation.id && row.isActive);
    const manage = active.filter(
      (row) =>
        conversation.type === 'direct' ||
        (conversation.type === 'team_channel' && (row.role === 'admin' || row.userId === conversation.createdById)) ||
        (conversation.type === 'announcement' && people.get(row.userId)?.userType === 'admin'),
    );
    managers.set(conversation.id, new Set(manage.map((row) => row.userId)));
  }
  return {
    people,
    managers,
    memberships: participants.map((row) => ({
      conversation: row.conversationId,
      user: row.userId,
      state: `${row.role}:${row.isActive}`,
    })),
  };
}

/** Every way `after` exceeds what `caller` may do, compared with `before`. */
function violations(caller: Caller, before: State, after: State, takenOver: string[]): string[] {
  const found: string[] = [];
  const beyond = (flags: Flag[]) => flags.filter((flag) => !caller.flags.includes(flag));
  for (const [id, now] of after.people) {
    const was = before.people.get(id);
    const gained = now.holds.filter((flag) => !was?.holds.includes(flag));
    if (beyond(gained).length > 0) found.push(`${id} gained ${beyond(gained).join(', ')}`);
    if (was && was.userType !== now.userType) found.push(`${id} became ${now.userType}`);
    if (!was && now.userType === 'admin') found.push(`${id} is a new admin`);
    if (!was && now.userType === 'team' && caller.name === 'client') found.push(`${id} is a client's new colleague`);
    if (now.isPlatformAdmin && !was?.isPlatformAdmin) found.push(`${id} became a platform admin`);
  }
  for (const [id, was] of before.people) {
    const now = after.people.get(id);
    if (was.userType === 'admin' && now?.row !== was.row) found.push(`admin ${id} changed: ${now?.row ?? 'deleted'}`);
    if (was.userType === 'admin' && now && now.passwordHash !== was.passwordHash) found.push(`admin ${id}'s password`);
    if (was.secondFactor && now && !now.secondFactor) found.push(`${id} lost their second factor`);
    const stronger = was.userType === 'admin' || beyond(was.potential).length > 0;
    if (stronger && now && (now.email !== was.email || now.passwordHash !== was.passwordHash))
      found.push(`${id} (holding more) can be taken over: email or password changed`);
  }
  for (const id of takenOver) {
    const person = after.people.get(id);
    if (person && (person.userType === 'admin' || beyond(person.holds).length > 0))
      found.push(`${id} (holding ${person.holds.join(', ')}) taken over through a link`);
  }
  for (const membership of after.memberships) {
    if (membership.user === caller.id) continue;
    if (before.managers.get(membership.conversation)?.has(caller.id) ?? true) continue;
    const was = before.memberships.find(
      (row) => row.conversation === membership.conversation && row.user === membership.user,
    );
    if (was?.state !== membership.state)
      found.push(`${membership.user} in conversation ${membership.conversation}: ${was?.state} → ${membership.state}`);
  }
  for (const membership of before.memberships) {
    if (membership.user === caller.id || before.managers.get(membership.conversation)?.has(caller.id)) continue;
    if (!after.managers.has(membership.conversation)) found.push(`conversation ${membership.conversation} deleted`);
    else if (
      !after.memberships.some((row) => row.conversation === membership.conversation && row.user === membership.user)
    )
      found.push(`${membership.user} removed from conversation ${membership.conversation}`);
  }
  return found;
}

jest.setTimeout(180_000);

/** Each accepted link from an address of its own (the test acts as the proxy in front), so no throttle interferes. */
let acceptingAddress = 0;
const nextAddress = () => `10.24.${Math.floor(++acceptingAddress / 250)}.${acceptingAddress % 250}`;

describe('no one below an admin grants, gains or takes more than they hold', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('tries every mutating route about people, and knows why the others are about something else', () => {
    const mutating = apiRoutes(app).filter((route) => !route.startsWith('GET '));
    const named = new Set([...Object.keys(PEOPLE_ROUTES), ...Object.keys(OTHER_ROUTES)]);
    expect({
      unnamed: mutating.filter((route) => !named.has(route)),
      gone: [...named].filter((route) => !mutating.includes(route)),
      both: Object.keys(PEOPLE_ROUTES).filter((route) => route in OTHER_ROUTES),
    }).toEqual({ unnamed: [], gone: [], both: [] });
  });

  describe.each(Object.entries(PEOPLE_ROUTES))('%s', (route, tries) => {
    let world: World;
    const callers: Caller[] = [];

    beforeAll(async () => {
      const tenant = await createTestTenant(app, `Escalation ${route}`);
      world = new World(app, tenant);
      await world.fresh.setMaxTeamMembers(100_000);
      await world.fresh.setTeamPermissions(true);
      callers.length = 0;
      for (const [name, flags] of Object.entries(CALLERS) as [CallerName, Flag[] | null][]) {
        const id = flags ? await world.member(flags) : tenant.clientA.id;
        const user = await world.scope.findOne(User, { id });
        callers.push({ name, id, token: tokenFor(user as User), flags: flags ?? [] });
      }
    });

    it('raises nobody beyond the caller', async () => {
      const http = () => request(app.getHttpServer());
      const found: Record<string, string[]> = {};
      let tried = 0;
      let accepted = 0;
      const refusedAsSignedOut: string[] = [];
      for (const caller of callers) {
        const attempts = await tries(world, caller);
        let before = await stateOf(world.scope);
        for (const attempt of attempts) {
          if (await attempt.prepare?.()) before = await stateOf(world.scope);
          let call = http()[attempt.method](attempt.path).set('Authorization', `Bearer ${caller.token}`);
          if (attempt.body) call = call.send(attempt.body);
          const response = await call;
          expect(response.status).toBeLessThan(500);
          tried += 1;
          if (response.status < 300) accepted += 1;
          if (response.status === 401) refusedAsSignedOut.push(`${caller.name}: ${attempt.note}`);
          // A link in the answer is accepted at once, as whoever asked for it could.
          const takenOver: string[] = [];
          const link = (response.body as { invitationUrl?: string })?.invitationUrl;
          if (link) {
            const token = new URL(link).searchParams.get('token');
            const signedIn = await http()
              .post('/api/team/invitations/accept')
              .set('X-Forwarded-For', nextAddress())
              .send({ token, password: 'a-known-password' })
              .expect(200);
            takenOver.push(signedIn.body.user.id as string);
          }
          const after = await stateOf(world.scope);
          const problems = violations(caller, before, after, takenOver);
          if (problems.length > 0) found[`${caller.name}: ${attempt.note} → ${response.status}`] = problems;
          // The caller keeps a working session for the next try (a legitimate change may have ended it).
          if (after.people.get(caller.id)?.row !== before.people.get(caller.id)?.row) {
            await world.fresh.restoreSessions(caller.id);
            before = await stateOf(world.scope);
          } else before = after;
        }
      }
      expect(found).toEqual({});
      expect(tried).toBeGreaterThan(0);
      expect(refusedAsSignedOut).toEqual([]);
      // Some tries are legitimate for some caller: the routes are reached, not refused across the board.
      if (
        ![
          'PUT /api/team-permissions',
          'POST /api/team/invitations/accept',
          'DELETE /api/users/:id/two-factor',
        ].includes(route)
      )
        expect(accepted).toBeGreaterThan(0);
    });
  });
});
