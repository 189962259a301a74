import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS, type NotificationCreatedPayload } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { PlatformAdmins } from '../src/waitlist/platform-admins.service';
import { createTestApp } from './create-test-app';
import { Fixtures } from './fixtures';
import { NOT_API_CALLS, registeredRoutes } from './registered-routes';
import { connectLive, disconnection, emitWithAck, Inbox, listenOnLoopback, refusal, roundTrip } from './live-client';
import { TeamMemberProfile } from '../src/team-member-profiles/team-member-profile.entity';
import { TenantDataAccess } from '../src/tenancy/tenant-data-access.service';
import { RunningTimer } from '../src/time-tracking/running-timer.entity';
import { TimeEntry } from '../src/time-tracking/time-entry.entity';
import { Project } from '../src/projects/project.entity';
import { User } from '../src/users/user.entity';
import { TwoFactorFactor } from '../src/two-factor/two-factor-factor.entity';
import { Notification } from '../src/notifications/notification.entity';
import { WorkActivity } from '../src/notifications/work-activity.entity';
import { createTestTenant, tokenFor, uniqueEmail, type TestTenant, type TestUser } from './test-tenant';

/**
 * Who may call what: every route of the API × eight callers, with the status each one gets, and what they may
 * read in the answer.
 *
 * Callers: admin, team member while the agency grants every flag (teamOn), team member of an agency that
 * grants none (teamOff, asking for the same rows of its own agency: it is assigned only to visibleTaskA),
 * client of company A, client of company B, admin of another agency (asking for agency 1's ids), anonymous,
 * and a team member of an agency that grants every flag but canViewAllProjects and canViewAllTasks (teamMixed:
 * may create, edit and delete, but sees only what it is assigned to; like teamOff it asks for its own agency's
 * rows). Rows marked (A) target company A, its project and its client-visible task.
 *
 * Beyond the status, every successful answer is checked by content: no caller reads another agency's rows; a
 * client reads no internal comment, no hidden task, no other company's rows, no project budget or notes; a team
 * member without canViewAll* reads no task or project it is not assigned to (see `forbiddenFor`).
 *
 * A ninth caller, teamOverridden, is a team member of agency 1 whose own permission overrides (team page) take
 * away the customer and team flags the agency grants; it gets what teamOn gets unless a row says `withOverrides`.
 */
const CALLERS = ['admin', 'teamOn', 'teamOff', 'clientA', 'clientB', 'otherAdmin', 'anonymous'] as const;
const ALL_CALLERS = [...CALLERS, 'teamMixed', 'teamOverridden'] as const;
type Caller = (typeof ALL_CALLERS)[number];
type Expected = [
  admin: number,
  teamOn: number,
  teamOff: number,
  clientA: number,
  clientB: number,
  otherAdmin: number,
  anonymous: number,
];

interface Context {
  /** The agency whose rows the caller targets (teamOff, teamMixed: their own agency, built like agency 1). */
  tenant: TestTenant;
  fresh: Fixtures;
  caller: TestUser | undefined;
  /** Comments planted in the targeted agency (internal ones, on the hidden task, on project B). */
  planted: Planted;
  /** Comments of an agency the caller does not belong to. */
  foreign: Planted;
}

interface Row {
  route: string;
  note?: string;
  call: (context: Context) => Promise<{ path: string; body?: object }> | { path: string; body?: object };
  expected: Expected;
  /** teamMixed's status where it differs from teamOn's (it sees only what it is assigned to). */
  mixed?: number;
  /** The exact body of a successful answer, where the table states it. */
  answer?: (caller: Caller) => unknown;
  /** Runs after each caller's call, e.g. to undo what the call changed for the next rows. */
  restore?: (context: Context) => Promise<void>;
  /** The status of teamOverridden, when it differs from teamOn's. */
  withOverrides?: number;
}

/** The flags teamOverridden's own overrides take away (the agency grants them). */
const REVOKED_BY_OVERRIDES = [
  'canAddCustomers',
  'canEditCustomers',
  'canDeleteCustomers',
  'canInviteTeamMembers',
  'canManageTeam',
] as const;

const everyone = (status: number): Expected => [status, status, status, status, status, status, status];
const signedIn = (status: number): Expected => [status, status, status, status, status, status, 401];
const path = (value: string, body?: object) => () => ({ path: value, body });

/** Whether project A shows its client the hours meter (of a 100-hour budget). */
const shareMeter = (tenant: TestTenant, shared: boolean) =>
  appUnderTest
    .get(TenantDataAccess)
    .forTenant(tenant.serviceProviderId)
    .update(Project, { id: tenant.projectA }, { budgetSharedWithClient: shared, budgetHours: shared ? 100 : null })
    .then(() => undefined);

/** A work activity of project A the team member made, as an unread entry of the admin's centre; its id. */
async function adminNotification(tenant: TestTenant): Promise<string> {
  const scope = appUnderTest.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
  const activity = await scope.insert(WorkActivity, {
    id: randomUUID(),
    kind: 'task.created',
    actorId: tenant.team.id,
    projectId: tenant.projectA,
    taskId: tenant.hiddenTaskA,
    details: { assignedToId: tenant.admin.id },
    occurredAt: new Date(),
  });
  const notification = await scope.insert(Notification, {
    recipientId: tenant.admin.id,
    activityId: activity.id,
    reason: 'taskAssigned',
    deliverAfter: new Date(),
    email: false,
    inApp: true,
  });
  return notification.id;
}

/** A link token nobody was sent (each call its own: five tries of one link are throttled). */
const unknownToken = () => `nope-${randomUUID()}`;

/** Rows planted in an agency so that answers can be searched for what a caller must not read. */
interface Planted {
  tenant: TestTenant;
  /** Internal comments on the client-visible task A and on project A. */
  internalTaskComment: string;
  internalProjectComment: string;
  /** A (non-internal) comment on the internal task of project A, assigned to the admin. */
  hiddenTaskComment: string;
  /** A (non-internal) comment on project B. */
  projectBComment: string;
  /**
   * A client-visible task of project A assigned to the admin, approved by client A: clients of A read it, team members
   * who see only their own tasks (teamOff, teamMixed: they work in project A) never read it, its comments, its
   * approvals or its activity.
   */
  othersTask: string;
  /** The admin's time entry on the hidden task (week of 2026-01-05): read only by admins and canAccessReports who see the task. */
  timeEntry: string;
  /** A checklist item of the client-visible task A (read by everyone who sees the task, changed by its editors). */
  checklistItem: string;
  /** Texts only these rows carry (comment contents, project A's notes and budget). */
  canaries: {
    internal: string[];
    hiddenTask: string;
    projectB: string;
    notes: string;
    budget: string;
    /** The others' task's title, its comment and its approval's comment. */
    othersTask: string[];
    /** The note of the admin's time entry. */
    time: string;
    /** Checklist item titles of the hidden task and of the others' task. */
    hiddenChecklist: string;
    othersChecklist: string;
  };
}

async function plant(app: INestApplication, tenant: TestTenant): Promise<Planted> {
  const fresh = new Fixtures(app, tenant);
  const tag = randomUUID().slice(0, 8);
  const canaries = {
    internal: [`CANARY-${tag}-INTERNAL-TASK`, `CANARY-${tag}-INTERNAL-PROJECT`],
    hiddenTask: `CANARY-${tag}-HIDDEN-TASK`,
    projectB: `CANARY-${tag}-PROJECT-B`,
    notes: `CANARY-${tag}-NOTES`,
    budget: String(7_000_000 + Math.floor(Math.random() * 999_999)),
    othersTask: [`CANARY-${tag}-OTHERS-TITLE`, `CANARY-${tag}-OTHERS-COMMENT`, `CANARY-${tag}-OTHERS-APPROVAL`],
    time: `CANARY-${tag}-TIME-NOTE`,
    hiddenChecklist: `CANARY-${tag}-HIDDEN-CHECKLIST`,
    othersChecklist: `CANARY-${tag}-OTHERS-CHECKLIST`,
  };
  const { admin } = tenant;
  const othersTask = await fresh.task({
    title: canaries.othersTask[0],
    assignedToId: admin.id,
    isClientVisible: true,
    requiresClientApproval: true,
    clientApprovalStatus: 'approved',
  });
  await fresh.taskComment(admin.id, othersTask, { content: canaries.othersTask[1] });
  await fresh.approvalEvent(othersTask, tenant.clientA.id, canaries.othersTask[2]);
  const timeEntry = await app.get(TenantDataAccess).forTenant(tenant.serviceProviderId).insert(TimeEntry, {
    userId: admin.id,
    projectId: tenant.projectA,
    taskId: tenant.hiddenTaskA,
    workDate: '2026-01-06',
    minutes: 95,
    note: canaries.time,
    billable: true,
  });
  await fresh.checklistItem(tenant.hiddenTaskA, { title: canaries.hiddenChecklist });
  await fresh.checklistItem(othersTask, { title: canaries.othersChecklist, done: true });
  const planted: Planted = {
    tenant,
    checklistItem: await fresh.checklistItem(tenant.visibleTaskA, { title: 'Visible step' }),
    internalTaskComment: await fresh.taskComment(admin.id, tenant.visibleTaskA, {
      content: canaries.internal[0],
      isInternal: true,
    }),
    internalProjectComment: await fresh.projectComment(admin.id, tenant.projectA, {
      content: canaries.internal[1],
      isInternal: true,
    }),
    hiddenTaskComment: await fresh.taskComment(admin.id, tenant.hiddenTaskA, { content: canaries.hiddenTask }),
    projectBComment: await fresh.projectComment(admin.id, tenant.projectB, { content: canaries.projectB }),
    othersTask,
    timeEntry: timeEntry.id,
    canaries,
  };
  await fresh.setProjectInternals(tenant.projectA, canaries.notes, Number(canaries.budget));
  return planted;
}

/** Everything of an agency a stranger must never read. */
function everythingOf({ tenant, canaries, timeEntry, checklistItem }: Planted): string[] {
  return [
    timeEntry,
    checklistItem,
    canaries.hiddenChecklist,
    canaries.othersChecklist,
    tenant.serviceProviderId,
    ...[tenant.admin, tenant.team, tenant.clientA, tenant.clientB].map((user) => user.id),
    tenant.companyA,
    tenant.companyB,
    tenant.projectA,
    tenant.projectB,
    tenant.visibleTaskA,
    tenant.hiddenTaskA,
    tenant.visibleTaskB,
    ...canaries.internal,
    ...canaries.othersTask,
    canaries.hiddenTask,
    canaries.projectB,
    canaries.notes,
    canaries.budget,
    canaries.time,
  ];
}

/** What `caller` must not find in any successful answer, given its own agency's rows and everyone else's. */
function forbiddenFor(caller: Caller, own: Planted | null, strangers: Planted[]): string[] {
  const foreign = strangers.flatMap(everythingOf);
  if (!own) return foreign;
  const { tenant, canaries } = own;
  const clientSecrets = [
    ...canaries.internal,
    canaries.hiddenTask,
    canaries.hiddenChecklist,
    canaries.notes,
    canaries.budget,
    tenant.hiddenTaskA,
    canaries.time,
    own.timeEntry,
  ];
  switch (caller) {
    case 'teamOff':
    case 'teamMixed':
      return [
        ...foreign,
        tenant.hiddenTaskA,
        tenant.visibleTaskB,
        tenant.projectB,
        canaries.hiddenTask,
        canaries.hiddenChecklist,
        canaries.projectB,
        own.othersTask,
        ...canaries.othersTask,
        canaries.othersChecklist,
        canaries.time,
        own.timeEntry,
      ];
    case 'clientA':
      return [
        ...foreign,
        ...clientSecrets,
        tenant.companyB,
        tenant.projectB,
        tenant.visibleTaskB,
        tenant.clientB.id,
        canaries.projectB,
      ];
    case 'clientB':
      return [
        ...foreign,
        ...clientSecrets,
        tenant.companyA,
        tenant.projectA,
        tenant.visibleTaskA,
        tenant.clientA.id,
        own.othersTask,
        ...canaries.othersTask,
        canaries.othersChecklist,
      ];
    default:
      return foreign;
  }
}

const adminMessage = async (fresh: Fixtures, tenant: TestTenant) =>
  fresh.message(await fresh.conversation(tenant.admin.id, [tenant.clientA.id]), tenant.admin.id);

/** A fresh template of the agency (by its admin), for rows that read, change or delete one. */
const templateOf = async (tenant: TestTenant): Promise<string> => {
  const response = await request(appUnderTest.getHttpServer())
    .post('/api/project-templates')
    .set('Authorization', `Bearer ${tenant.admin.token}`)
    .send({ name: 'Matrix template', tasks: [{ title: 'Step', dueOffsetDays: 0 }] });
  return (response.body as { id: string }).id;
};

/** The app under test, for rows that undo what their call changed. */
let appUnderTest: INestApplication;

const MATRIX: Row[] = [
  // Public
  { route: 'GET /api/health', call: path('/api/health'), expected: everyone(200) },
  { route: 'GET /api/health/live', call: path('/api/health/live'), expected: everyone(200) },
  { route: 'GET /api/health/ready', call: path('/api/health/ready'), expected: everyone(200) },
  { route: 'GET /api/registration', call: path('/api/registration'), expected: everyone(200) },
  { route: 'GET /api/docs-json', call: path('/api/docs-json'), expected: everyone(200) },
  { route: 'POST /api/auth/login', note: 'invalid body', call: path('/api/auth/login', {}), expected: everyone(400) },
  {
    route: 'POST /api/auth/register',
    note: 'invalid body',
    call: path('/api/auth/register', {}),
    expected: everyone(400),
  },
  { route: 'POST /api/auth/refresh', note: 'no cookie', call: path('/api/auth/refresh'), expected: everyone(401) },
  {
    route: 'POST /api/auth/logout',
    note: "ends the bearer token's session; the callers' sessions are restored after it",
    call: path('/api/auth/logout'),
    expected: everyone(204),
    restore: async ({ fresh, caller }) => {
      if (caller) await fresh.restoreSessions(caller.id);
    },
  },
  {
    route: 'GET /api/auth/demo-accounts',
    note: 'DEMO_DATA off',
    call: path('/api/auth/demo-accounts'),
    expected: everyone(404),
  },
  {
    route: 'POST /api/auth/forgot-password',
    note: 'unknown email',
    call: () => ({ path: '/api/auth/forgot-password', body: { email: uniqueEmail('forgot') } }),
    expected: everyone(204),
  },
  {
    route: 'POST /api/auth/reset-password',
    note: 'unknown token',
    call: () => ({ path: '/api/auth/reset-password', body: { token: unknownToken(), password: 'long-enough-1' } }),
    expected: everyone(400),
  },
  {
    route: 'POST /api/auth/sign-in-link',
    note: 'unknown email (the same answer as a known one)',
    call: () => ({ path: '/api/auth/sign-in-link', body: { email: uniqueEmail('link') } }),
    expected: everyone(204),
  },
  {
    route: 'POST /api/auth/sign-in-link/consume',
    note: 'unknown token',
    call: () => ({ path: '/api/auth/sign-in-link/consume', body: { token: unknownToken() } }),
    expected: everyone(400),
  },
  {
    route: 'POST /api/service-providers',
    note: 'invalid body',
    call: path('/api/service-providers', {}),
    expected: everyone(400),
  },
  {
    route: 'POST /api/team/invitations/accept',
    note: 'unknown token',
    call: () => ({ path: '/api/team/invitations/accept', body: { token: unknownToken(), password: 'long-enough-1' } }),
    expected: everyone(404),
  },
  {
    route: 'POST /api/waitlist',
    call: () => ({ path: '/api/waitlist', body: { email: uniqueEmail('wait') } }),
    expected: everyone(201),
  },

  // Account
  { route: 'GET /api/auth/me', call: path('/api/auth/me'), expected: signedIn(200) },
  {
    route: 'POST /api/auth/change-password',
    note: 'wrong current password',
    call: path('/api/auth/change-password', { currentPassword: 'wrong-password', newPassword: 'another-password' }),
    expected: signedIn(400),
  },

  // Users
  { route: 'GET /api/users', call: path('/api/users'), expected: signedIn(200) },
  {
    route: 'GET /api/users/:id',
    note: 'client of A',
    call: ({ tenant }) => ({ path: `/api/users/${tenant.clientA.id}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/users/company/:companyId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/users/company/${tenant.companyA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/users',
    note: 'new client of A',
    call: ({ tenant }) => ({
      path: '/api/users',
      body: {
        firstName: 'New',
        lastName: 'Client',
        email: uniqueEmail('new'),
        userType: 'client',
        clientCompanyId: tenant.companyA,
      },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'POST /api/users',
    note: 'new team member',
    call: () => ({
      path: '/api/users',
      body: { firstName: 'New', lastName: 'Member', email: uniqueEmail('member'), userType: 'team' },
    }),
    expected: [201, 201, 403, 403, 403, 201, 401],
    withOverrides: 403,
  },
  {
    route: 'PUT /api/users/:id',
    note: 'client of A',
    call: ({ tenant }) => ({ path: `/api/users/${tenant.clientA.id}`, body: { phone: '+49 30 1234' } }),
    expected: [200, 200, 403, 200, 404, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'DELETE /api/users/:id',
    note: 'a client of A',
    call: async ({ fresh }) => ({ path: `/api/users/${await fresh.clientUser()}` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },

  // Customers
  { route: 'GET /api/client-companies', call: path('/api/client-companies'), expected: signedIn(200) },
  {
    route: 'GET /api/client-companies/:id',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/client-companies/${tenant.companyA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/client-companies/:id/active-projects',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/client-companies/${tenant.companyA}/active-projects` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/client-companies',
    call: path('/api/client-companies', { name: 'New customer' }),
    expected: [201, 201, 403, 403, 403, 201, 401],
    withOverrides: 403,
  },
  {
    route: 'PUT /api/client-companies/:id',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/client-companies/${tenant.companyA}`, body: { name: 'Company A' } }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'DELETE /api/client-companies/:id',
    note: 'a new company',
    call: async ({ fresh }) => ({ path: `/api/client-companies/${await fresh.company()}` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },

  // Projects
  { route: 'GET /api/projects', call: path('/api/projects?includeInactive=true'), expected: signedIn(200) },
  {
    route: 'GET /api/projects/:id',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/projects/:id',
    note: 'project B: teamOff works on nothing there',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectB}` }),
    expected: [200, 200, 404, 404, 200, 404, 401],
    mixed: 404,
  },
  {
    route: 'GET /api/projects/company/:companyId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/company/${tenant.companyA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/projects/client/:id',
    note: 'client of A',
    call: ({ tenant }) => ({ path: `/api/projects/client/${tenant.clientA.id}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/projects',
    note: 'for A',
    call: ({ tenant }) => ({
      path: '/api/projects',
      body: { name: 'New', description: 'New project', startDate: '2026-02-01', clientCompanyId: tenant.companyA },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/projects/:id',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}`, body: { name: 'Project A' } }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/projects/:id',
    note: 'a new project of A',
    call: async ({ fresh }) => ({ path: `/api/projects/${await fresh.project()}` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
    mixed: 404,
  },

  // Dashboard, project progress, project report and mark complete (branch board-work)
  { route: 'GET /api/dashboard', call: path('/api/dashboard'), expected: signedIn(200) },
  { route: 'GET /api/dashboard/activity', call: path('/api/dashboard/activity'), expected: signedIn(200) },
  {
    route: 'GET /api/dashboard/project-progress',
    call: path('/api/dashboard/project-progress'),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/projects/:id/report',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}/report` }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/projects/:id/complete',
    note: 'a new project of A whose only task is completed',
    call: async ({ fresh }) => {
      const projectId = await fresh.project();
      await fresh.task({ projectId, status: 'completed' });
      return { path: `/api/projects/${projectId}/complete` };
    },
    expected: [200, 200, 403, 403, 403, 404, 401],
  },

  // Tasks
  { route: 'GET /api/tasks', call: path('/api/tasks'), expected: signedIn(200) },
  { route: 'GET /api/tasks/with-assignees', call: path('/api/tasks/with-assignees'), expected: signedIn(200) },
  {
    route: 'GET /api/tasks/:id',
    note: 'client-visible task of A',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/:id',
    note: 'internal task of A, assigned to the admin',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.hiddenTaskA}` }),
    expected: [200, 200, 404, 404, 404, 404, 401],
    mixed: 404,
  },
  {
    route: 'GET /api/tasks/project/:projectId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/project/${tenant.projectA}?clientView=true` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/project/:projectId/board',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/project/${tenant.projectA}/board` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/project/:projectId/board',
    note: "(A) a column's next page, filtered",
    call: ({ tenant }) => ({
      path: `/api/tasks/project/${tenant.projectA}/board?status=todo&limit=1&clientVisible=true&search=a`,
    }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/assignee/:userId',
    note: 'the team member',
    call: ({ tenant }) => ({ path: `/api/tasks/assignee/${tenant.team.id}` }),
    expected: [200, 200, 200, 200, 200, 404, 401],
  },
  {
    route: 'POST /api/tasks',
    note: 'in A',
    call: ({ tenant }) => ({
      path: '/api/tasks',
      body: { title: 'New', description: 'New task', projectId: tenant.projectA, assignedToId: tenant.team.id },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/tasks/:id',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}`, body: { title: 'Visible A' } }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'PATCH /api/tasks/:id/status',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}/status`, body: { status: 'in_progress' } }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/tasks/:id',
    note: 'a new task of A',
    call: async ({ fresh }) => ({ path: `/api/tasks/${await fresh.task()}` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/tasks/:id/approval-request',
    note: '(A)',
    call: async ({ fresh }) => ({ path: `/api/tasks/${await fresh.task()}/approval-request`, body: {} }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/tasks/:id/approval',
    note: 'a task of A awaiting approval',
    call: async ({ fresh }) => ({
      path: `/api/tasks/${await fresh.task({ requiresClientApproval: true, clientApprovalStatus: 'pending' })}/approval`,
      body: { status: 'approved' },
    }),
    expected: [403, 403, 403, 200, 404, 403, 401],
  },
  {
    route: 'GET /api/tasks/:id/approvals',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}/approvals` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },

  // Project templates: admins and team members with canCreateProjects; never clients; agency templates per agency
  {
    route: 'GET /api/project-templates',
    call: path('/api/project-templates'),
    expected: [200, 200, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/project-templates/:id',
    note: 'a built-in',
    call: path('/api/project-templates/built-in:website-relaunch?language=de'),
    expected: [200, 200, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/project-templates/:id',
    note: "the agency's own",
    call: async ({ tenant }) => ({ path: `/api/project-templates/${await templateOf(tenant)}` }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/project-templates',
    call: path('/api/project-templates', { name: 'Fresh template', tasks: [{ title: 'Step', dueOffsetDays: 1 }] }),
    expected: [201, 201, 403, 403, 403, 201, 401],
  },
  {
    route: 'PUT /api/project-templates/:id',
    call: async ({ tenant }) => ({
      path: `/api/project-templates/${await templateOf(tenant)}`,
      body: { name: 'Renamed template', tasks: [] },
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/project-templates/:id',
    call: async ({ tenant }) => ({ path: `/api/project-templates/${await templateOf(tenant)}` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/project-templates/:id/copy',
    note: 'a built-in',
    call: path('/api/project-templates/built-in:client-onboarding/copy', { language: 'en' }),
    expected: [201, 201, 403, 403, 403, 201, 401],
  },
  {
    route: 'POST /api/project-templates/from-project/:projectId',
    note: '(A), assignees kept',
    call: ({ tenant }) => ({
      path: `/api/project-templates/from-project/${tenant.projectA}`,
      body: { name: 'Saved A', keepAssignees: true },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/project-templates/:id/projects',
    note: 'a built-in, for company A',
    call: ({ tenant }) => ({
      path: '/api/project-templates/built-in:client-onboarding/projects',
      body: { clientCompanyId: tenant.companyA, startDate: '2027-01-04', name: 'Matrix project from a template' },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
    // Its tasks are the caller's: working in A would let them write to A's clients in later rows.
    restore: async ({ tenant }) => {
      await appUnderTest
        .get(TenantDataAccess)
        .forTenant(tenant.serviceProviderId)
        .delete(Project, { name: 'Matrix project from a template' });
    },
  },

  // Mention candidates (issue 31): the readers of a thing, only for a caller who reads it; internal: never clients
  {
    route: 'GET /api/mentions/candidates',
    note: 'internal comment on the client-visible task of A',
    call: ({ tenant }) => ({ path: `/api/mentions/candidates?taskId=${tenant.visibleTaskA}&visibility=internal` }),
    expected: [200, 200, 200, 404, 404, 404, 401],
  },
  {
    route: 'GET /api/mentions/candidates',
    note: 'client-visible comment on the client-visible task of A',
    call: ({ tenant }) => ({ path: `/api/mentions/candidates?taskId=${tenant.visibleTaskA}&visibility=client` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/mentions/candidates',
    note: 'description of the internal task of A, assigned to the admin',
    call: ({ tenant }) => ({ path: `/api/mentions/candidates?taskId=${tenant.hiddenTaskA}&field=description` }),
    expected: [200, 200, 404, 404, 404, 404, 401],
    mixed: 404,
  },

  // Checklists inside tasks (issue 30): read by whoever sees the task, changed by whoever may edit it, never by clients
  {
    route: 'GET /api/tasks/:id/checklist',
    note: 'client-visible task of A',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}/checklist` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/:id/checklist',
    note: 'internal task of A, assigned to the admin',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.hiddenTaskA}/checklist` }),
    expected: [200, 200, 404, 404, 404, 404, 401],
    mixed: 404,
  },
  {
    route: 'POST /api/tasks/:id/checklist',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.visibleTaskA}/checklist`, body: { title: 'New step' } }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/tasks/:id/checklist',
    note: 'internal task of A',
    call: ({ tenant }) => ({ path: `/api/tasks/${tenant.hiddenTaskA}/checklist`, body: { title: 'New step' } }),
    expected: [201, 201, 403, 403, 403, 404, 401],
    mixed: 404,
  },
  {
    route: 'PATCH /api/tasks/:id/checklist/:itemId',
    note: '(A)',
    call: ({ tenant, planted }) => ({
      path: `/api/tasks/${tenant.visibleTaskA}/checklist/${planted.checklistItem}`,
      body: { done: true },
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/tasks/:id/checklist/order',
    note: '(A) every item, reversed',
    call: async ({ tenant, fresh }) => ({
      path: `/api/tasks/${tenant.visibleTaskA}/checklist/order`,
      body: { itemIds: (await fresh.checklistIds(tenant.visibleTaskA)).reverse() },
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/tasks/:id/checklist/:itemId',
    note: 'a new item of A',
    call: async ({ tenant, fresh }) => ({
      path: `/api/tasks/${tenant.visibleTaskA}/checklist/${await fresh.checklistItem(tenant.visibleTaskA)}`,
    }),
    expected: [204, 204, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/tasks/:id/checklist/:itemId/convert',
    note: 'a new item of A',
    call: async ({ tenant, fresh }) => ({
      path: `/api/tasks/${tenant.visibleTaskA}/checklist/${await fresh.checklistItem(tenant.visibleTaskA)}/convert`,
      body: {},
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },

  // Recurring tasks (issue 30): the rule read by whoever sees the task, changed by whoever may edit it, never by clients
  {
    route: 'GET /api/tasks/:id/recurrence',
    note: 'a recurring client-visible task of A',
    call: async ({ fresh }) => ({ path: `/api/tasks/${await fresh.recurringTask()}/recurrence` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/tasks/:id/recurrence',
    note: 'a recurring internal task of A, assigned to the admin',
    call: async ({ fresh, tenant }) => ({
      path: `/api/tasks/${await fresh.recurringTask({ isClientVisible: false, assignedToId: tenant.admin.id })}/recurrence`,
    }),
    expected: [200, 200, 404, 404, 404, 404, 401],
    mixed: 404,
  },
  {
    route: 'PUT /api/tasks/:id/recurrence',
    note: 'a new dated task of A',
    call: async ({ fresh }) => ({
      path: `/api/tasks/${await fresh.task({ dueDate: '2027-01-04' })}/recurrence`,
      body: { frequency: 'monthly', nthWeekday: { nth: -1, weekday: 'FR' } },
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/tasks/:id/recurrence',
    note: 'a new recurring task of A',
    call: async ({ fresh }) => ({ path: `/api/tasks/${await fresh.recurringTask()}/recurrence` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/tasks/:id/recurrence/following',
    note: 'a new recurring task of A',
    call: async ({ fresh }) => ({
      path: `/api/tasks/${await fresh.recurringTask()}/recurrence/following`,
      body: { title: 'From now on' },
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/tasks/:id/recurrence/following',
    note: 'a new recurring task of A',
    call: async ({ fresh }) => ({ path: `/api/tasks/${await fresh.recurringTask()}/recurrence/following` }),
    expected: [204, 204, 403, 403, 403, 404, 401],
  },

  // Task comments
  { route: 'GET /api/comments/tasks', call: path('/api/comments/tasks'), expected: signedIn(200) },
  {
    route: 'GET /api/comments/tasks/:taskId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/comments/tasks/${tenant.visibleTaskA}?includeInternal=true` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/comments/tasks',
    note: '(A)',
    call: ({ tenant }) => ({ path: '/api/comments/tasks', body: { taskId: tenant.visibleTaskA, content: 'Hello' } }),
    expected: [201, 201, 201, 201, 404, 404, 401],
  },
  {
    route: 'PUT /api/comments/tasks/:id',
    note: "client A's comment",
    call: async ({ fresh, tenant }) => ({
      path: `/api/comments/tasks/${await fresh.taskComment(tenant.clientA.id)}`,
      body: { content: 'Edited' },
    }),
    expected: [403, 403, 403, 200, 404, 404, 401],
  },
  {
    route: 'DELETE /api/comments/tasks/:id',
    note: "client A's comment",
    call: async ({ fresh, tenant }) => ({ path: `/api/comments/tasks/${await fresh.taskComment(tenant.clientA.id)}` }),
    expected: [204, 403, 403, 204, 404, 404, 401],
  },
  {
    route: 'PATCH /api/comments/tasks/read/team',
    call: path('/api/comments/tasks/read/team', { commentIds: [] }),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PATCH /api/comments/tasks/unread/team',
    call: path('/api/comments/tasks/unread/team', { commentIds: [] }),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PATCH /api/comments/tasks/read/client',
    call: path('/api/comments/tasks/read/client', { commentIds: [] }),
    expected: [403, 403, 403, 200, 200, 403, 401],
  },
  {
    route: 'PATCH /api/comments/tasks/unread/client',
    call: path('/api/comments/tasks/unread/client', { commentIds: [] }),
    expected: [403, 403, 403, 200, 200, 403, 401],
  },

  // Project comments
  { route: 'GET /api/comments/projects', call: path('/api/comments/projects'), expected: signedIn(200) },
  {
    route: 'GET /api/comments/projects/:projectId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/comments/projects/${tenant.projectA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/comments/projects',
    note: '(A)',
    call: ({ tenant }) => ({ path: '/api/comments/projects', body: { projectId: tenant.projectA, content: 'Hello' } }),
    expected: [201, 201, 201, 201, 404, 404, 401],
  },
  {
    route: 'PUT /api/comments/projects/:id',
    note: "client A's comment",
    call: async ({ fresh, tenant }) => ({
      path: `/api/comments/projects/${await fresh.projectComment(tenant.clientA.id)}`,
      body: { content: 'Edited' },
    }),
    expected: [403, 403, 403, 200, 404, 404, 401],
  },
  {
    route: 'DELETE /api/comments/projects/:id',
    note: "client A's comment",
    call: async ({ fresh, tenant }) => ({
      path: `/api/comments/projects/${await fresh.projectComment(tenant.clientA.id)}`,
    }),
    expected: [204, 403, 403, 204, 404, 404, 401],
  },
  {
    route: 'PATCH /api/comments/projects/read/team',
    call: path('/api/comments/projects/read/team', { commentIds: [] }),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PATCH /api/comments/projects/unread/team',
    call: path('/api/comments/projects/unread/team', { commentIds: [] }),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PATCH /api/comments/projects/read/client',
    call: path('/api/comments/projects/read/client', { commentIds: [] }),
    expected: [403, 403, 403, 200, 200, 403, 401],
  },
  {
    route: 'PATCH /api/comments/projects/unread/client',
    call: path('/api/comments/projects/unread/client', { commentIds: [] }),
    expected: [403, 403, 403, 200, 200, 403, 401],
  },

  // The comment thread's extra reads (branch comments): the unread total and the client rules of the caller's agency
  { route: 'GET /api/comments/unread-count', call: path('/api/comments/unread-count'), expected: signedIn(200) },
  {
    route: 'GET /api/client-communication-settings/portal',
    call: path('/api/client-communication-settings/portal'),
    expected: signedIn(200),
  },

  // Messages page (branch messages): comment counts of the project sidebar and chat partners
  { route: 'GET /api/comments/overview', call: path('/api/comments/overview'), expected: signedIn(200) },
  {
    route: 'GET /api/comments/overview/:projectId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/comments/overview/${tenant.projectA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/comments/overview/:projectId',
    note: 'project B: teamOff works on nothing there',
    call: ({ tenant }) => ({ path: `/api/comments/overview/${tenant.projectB}` }),
    expected: [200, 200, 404, 404, 200, 404, 401],
    mixed: 404,
  },
  { route: 'GET /api/conversations/partners', call: path('/api/conversations/partners'), expected: signedIn(200) },

  // Conversations (a fresh direct conversation of the admin and client A, or a channel of the admin with the team member)
  { route: 'GET /api/conversations', call: path('/api/conversations'), expected: signedIn(200) },
  {
    route: 'POST /api/conversations',
    note: 'direct with client A',
    call: ({ tenant }) => ({
      path: '/api/conversations',
      body: { type: 'direct', participantIds: [tenant.clientA.id] },
    }),
    expected: [201, 201, 201, 400, 403, 404, 401],
    // teamOverridden works on no project of company A, so it may not write to its client.
    withOverrides: 403,
  },
  {
    route: 'GET /api/conversations/:id',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}`,
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },
  {
    route: 'PUT /api/conversations/:id',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}`,
      body: { description: 'About the offer' },
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },
  {
    route: 'DELETE /api/conversations/:id',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}`,
    }),
    expected: [204, 403, 403, 204, 403, 404, 401],
  },
  {
    route: 'POST /api/conversations/:id/clear',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}/clear`,
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },
  {
    route: 'POST /api/conversations/:id/participants',
    note: 'channel of the admin with the team member; adds client A',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.team.id], 'team_channel')}/participants`,
      body: { userId: tenant.clientA.id },
    }),
    expected: [201, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/conversations/:id/participants/:userId',
    note: 'channel of the admin; removes the team member (who may leave; teamOff leaves its own)',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.team.id], 'team_channel')}/participants/${tenant.team.id}`,
    }),
    expected: [204, 204, 204, 403, 403, 404, 401],
    // teamOverridden is no participant of the channel.
    withOverrides: 403,
  },
  {
    route: 'POST /api/conversations/:id/read',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}/read`,
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },
  {
    route: 'PUT /api/conversations/:id/participant',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}/participant`,
      body: { isMuted: true },
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },

  // Messages (in a fresh direct conversation of the admin and client A; message rows: the admin's message)
  {
    route: 'GET /api/conversations/:id/messages',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}/messages`,
    }),
    expected: [200, 403, 403, 200, 403, 404, 401],
  },
  {
    route: 'POST /api/conversations/:id/messages',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/${await fresh.conversation(tenant.admin.id, [tenant.clientA.id])}/messages`,
      body: { content: 'Hello' },
    }),
    expected: [201, 403, 403, 201, 403, 404, 401],
  },
  {
    route: 'GET /api/conversations/messages/search',
    call: path('/api/conversations/messages/search?q=hello'),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/conversations/messages/:id',
    call: async ({ fresh, tenant }) => ({ path: `/api/conversations/messages/${await adminMessage(fresh, tenant)}` }),
    expected: [200, 404, 404, 200, 404, 404, 401],
  },
  {
    route: 'PUT /api/conversations/messages/:id',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/messages/${await adminMessage(fresh, tenant)}`,
      body: { content: 'Edited' },
    }),
    expected: [200, 404, 404, 403, 404, 404, 401],
  },
  {
    route: 'DELETE /api/conversations/messages/:id',
    call: async ({ fresh, tenant }) => ({ path: `/api/conversations/messages/${await adminMessage(fresh, tenant)}` }),
    expected: [204, 404, 404, 403, 404, 404, 401],
  },
  {
    route: 'POST /api/conversations/messages/:id/reactions',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/messages/${await adminMessage(fresh, tenant)}/reactions`,
      body: { emoji: '👍' },
    }),
    expected: [201, 404, 404, 201, 404, 404, 401],
  },
  {
    route: 'DELETE /api/conversations/messages/:id/reactions',
    call: async ({ fresh, tenant }) => ({
      path: `/api/conversations/messages/${await adminMessage(fresh, tenant)}/reactions?emoji=${encodeURIComponent('👍')}`,
    }),
    expected: [200, 404, 404, 200, 404, 404, 401],
  },

  // Settings
  {
    route: 'GET /api/team-permissions',
    call: path('/api/team-permissions'),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PUT /api/team-permissions',
    call: path('/api/team-permissions', { canAccessReports: true }),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/team-permissions/check/:permissionName',
    call: path('/api/team-permissions/check/canCreateTasks'),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/client-communication-settings',
    call: path('/api/client-communication-settings'),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PUT /api/client-communication-settings',
    call: path('/api/client-communication-settings', { clientReportsFrequency: 'weekly' }),
    expected: [200, 200, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/notifications/preferences',
    call: path('/api/notifications/preferences'),
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/notifications/preferences',
    call: path('/api/notifications/preferences', { frequency: 'daily' }),
    expected: signedIn(200),
  },
  { route: 'POST /api/notifications/test-email', call: path('/api/notifications/test-email'), expected: signedIn(200) },
  // Notification centre: each caller reads and marks only their own entries (canaries: answers carry no hidden title)
  { route: 'GET /api/notifications', call: path('/api/notifications?limit=50'), expected: signedIn(200) },
  {
    route: 'GET /api/notifications',
    note: 'a cursor that is not one',
    call: path('/api/notifications?cursor=not-a-cursor'),
    expected: signedIn(400),
  },
  {
    route: 'GET /api/notifications/unread-count',
    call: path('/api/notifications/unread-count'),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/notifications/read-all',
    call: path('/api/notifications/read-all'),
    expected: signedIn(200),
    answer: () => ({ unreadCount: 0 }),
  },
  {
    route: 'POST /api/notifications/:id/read',
    note: "the admin's entry",
    call: async ({ tenant }) => ({ path: `/api/notifications/${await adminNotification(tenant)}/read` }),
    expected: [200, 404, 404, 404, 404, 404, 401],
    mixed: 404,
  },

  // Mail notifications: delivery state (admins), task follows (team side), unsubscribe links (public, signed token)
  {
    route: 'GET /api/notifications/mail-delivery',
    call: path('/api/notifications/mail-delivery'),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },
  {
    route: 'POST /api/notifications/mail-delivery/:id/retry',
    note: 'unknown mail',
    call: path('/api/notifications/mail-delivery/00000000-0000-4000-8000-000000000000/retry'),
    expected: [404, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'GET /api/notifications/task-follows/:taskId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/notifications/task-follows/${tenant.visibleTaskA}` }),
    expected: [200, 200, 200, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/notifications/task-follows/:taskId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/notifications/task-follows/${tenant.visibleTaskA}` }),
    expected: [200, 200, 200, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/notifications/task-follows/:taskId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/notifications/task-follows/${tenant.visibleTaskA}` }),
    expected: [200, 200, 200, 403, 403, 404, 401],
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    note: 'altered token',
    call: path('/api/notifications/unsubscribe?token=e30.bad-signature'),
    expected: everyone(400),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    note: 'altered token',
    call: path('/api/notifications/unsubscribe?token=e30.bad-signature'),
    expected: everyone(400),
  },

  // Account settings, sign out everywhere, calendar feed
  { route: 'PUT /api/account', call: path('/api/account', { phone: '+49 30 1234' }), expected: signedIn(200) },
  {
    route: 'POST /api/auth/logout-all',
    note: "the callers' sessions are restored after it",
    call: path('/api/auth/logout-all'),
    expected: signedIn(204),
    restore: async ({ fresh, caller }) => {
      if (caller) await fresh.restoreSessions(caller.id);
    },
  },
  { route: 'GET /api/calendar-feed', call: path('/api/calendar-feed'), expected: signedIn(200) },

  // Two-factor sign-in: admins and team members only; the second step is public (its challenge is the credential)
  {
    route: 'POST /api/auth/two-factor',
    note: 'forged challenge',
    call: path('/api/auth/two-factor', { challengeToken: 'e30.bad-signature', code: '123456' }),
    expected: everyone(401),
  },
  {
    route: 'POST /api/auth/two-factor/setup',
    note: 'forged set-up token',
    call: path('/api/auth/two-factor/setup', { setupToken: 'e30.bad-signature' }),
    expected: everyone(401),
  },
  {
    route: 'POST /api/auth/two-factor/setup/confirm',
    note: 'forged set-up token',
    call: path('/api/auth/two-factor/setup/confirm', { setupToken: 'e30.bad-signature', code: '123456' }),
    expected: everyone(401),
  },
  {
    route: 'DELETE /api/users/:id/two-factor',
    note: 'the team member of the targeted agency, with two-factor on (admins only; another agency: 404)',
    call: async ({ tenant }) => {
      const scope = appUnderTest.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
      await scope.delete(TwoFactorFactor, { userId: tenant.team.id });
      await scope.insert(TwoFactorFactor, {
        userId: tenant.team.id,
        secret: 'JBSWY3DPEHPK3PXP',
        enabledAt: new Date(),
        lastUsedStep: null,
      });
      return { path: `/api/users/${tenant.team.id}/two-factor` };
    },
    expected: [204, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'GET /api/account/two-factor',
    call: path('/api/account/two-factor'),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'POST /api/account/two-factor/setup',
    note: 'wrong password',
    call: path('/api/account/two-factor/setup', { password: 'wrong-password' }),
    expected: [400, 400, 400, 403, 403, 400, 401],
  },
  {
    route: 'POST /api/account/two-factor/confirm',
    note: 'nothing set up',
    call: path('/api/account/two-factor/confirm', { code: '123456' }),
    expected: [409, 409, 409, 403, 403, 409, 401],
  },
  {
    route: 'POST /api/account/two-factor/disable',
    note: 'wrong password',
    call: path('/api/account/two-factor/disable', { password: 'wrong-password', code: '123456' }),
    expected: [400, 400, 400, 403, 403, 400, 401],
  },
  { route: 'POST /api/calendar-feed', call: path('/api/calendar-feed'), expected: signedIn(200) },
  { route: 'DELETE /api/calendar-feed', call: path('/api/calendar-feed'), expected: signedIn(204) },
  {
    route: 'GET /api/calendar-feed/:file',
    note: 'unknown feed',
    call: path('/api/calendar-feed/nope.AAAA.ics'),
    expected: everyone(404),
  },

  // Time tracking (issue 29): clients reach none of it; others' time only for admins and canAccessReports, on the
  // work they see (teamMixed does not see the hidden task the planted entry is on); timers and weeks are one's own
  { route: 'GET /api/time/timer', call: path('/api/time/timer'), expected: [200, 200, 200, 403, 403, 200, 401] },
  {
    route: 'POST /api/time/timer',
    note: 'on project A; discarded after each call',
    call: ({ tenant }) => ({ path: '/api/time/timer', body: { projectId: tenant.projectA } }),
    expected: [201, 201, 201, 403, 403, 404, 401],
    restore: async ({ tenant, caller }) => {
      if (caller)
        await appUnderTest
          .get(TenantDataAccess)
          .forTenant(tenant.serviceProviderId)
          .delete(RunningTimer, { userId: caller.id });
    },
  },
  {
    route: 'POST /api/time/timer/stop',
    note: 'no timer running',
    call: path('/api/time/timer/stop', {}),
    expected: [404, 404, 404, 403, 403, 404, 401],
  },
  {
    route: 'DELETE /api/time/timer',
    note: 'no timer running',
    call: path('/api/time/timer'),
    expected: [404, 404, 404, 403, 403, 404, 401],
  },
  { route: 'GET /api/time/entries', call: path('/api/time/entries'), expected: [200, 200, 200, 403, 403, 200, 401] },
  {
    route: 'POST /api/time/entries',
    note: 'on the visible task of project A',
    call: ({ tenant }) => ({
      path: '/api/time/entries',
      body: { taskId: tenant.visibleTaskA, date: '2026-01-05', minutes: 30 },
    }),
    expected: [201, 201, 201, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/time/entries/:id',
    note: "the admin's entry on the hidden task",
    call: ({ planted }) => ({ path: `/api/time/entries/${planted.timeEntry}`, body: { minutes: 95 } }),
    expected: [200, 403, 404, 403, 403, 404, 401],
    mixed: 404,
  },
  {
    route: 'DELETE /api/time/entries/:id',
    note: 'an unknown entry',
    call: () => ({ path: `/api/time/entries/${randomUUID()}` }),
    expected: [404, 404, 404, 403, 403, 404, 401],
  },
  {
    route: 'GET /api/time/timesheet',
    note: "the admin's week",
    call: ({ tenant }) => ({ path: `/api/time/timesheet?weekStart=2026-01-05&userId=${tenant.admin.id}` }),
    expected: [200, 200, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/time/timesheet/submit',
    note: 'own week',
    call: path('/api/time/timesheet/submit', { weekStart: '2026-01-12' }),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'POST /api/time/timesheet/lock',
    note: "the team member's later week",
    call: ({ tenant }) => ({
      path: '/api/time/timesheet/lock',
      body: { weekStart: '2026-01-19', userId: tenant.team.id },
    }),
    expected: [200, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/time/timesheet/unlock',
    note: "the team member's later week",
    call: ({ tenant }) => ({
      path: '/api/time/timesheet/unlock',
      body: { weekStart: '2026-01-19', userId: tenant.team.id },
    }),
    expected: [200, 403, 403, 403, 403, 404, 401],
  },
  { route: 'GET /api/time/settings', call: path('/api/time/settings'), expected: [200, 403, 403, 403, 403, 200, 401] },
  {
    route: 'PUT /api/time/settings',
    call: path('/api/time/settings', { defaultHourlyRateCents: 9000 }),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/projects/:id/time-settings',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}/time-settings` }),
    expected: [200, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'PUT /api/projects/:id/time-settings',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}/time-settings`, body: { budgetHours: 120 } }),
    expected: [200, 403, 403, 403, 403, 404, 401],
  },

  // Time reports, billing and budget meters: totals carry no notes or entry ids; a client reads a meter only while
  // its project shares it, and then hours only (internal tasks' time left out)
  { route: 'GET /api/time/reports', call: path('/api/time/reports'), expected: [200, 200, 403, 403, 403, 200, 401] },
  {
    route: 'GET /api/time/reports/export',
    note: 'CSV with notes: teamMixed gets none of the hidden task',
    call: path('/api/time/reports/export?format=csv'),
    expected: [200, 200, 403, 403, 403, 200, 401],
  },
  {
    route: 'POST /api/time/entries/billed',
    note: "the admin's entry; unbilled again after each call",
    call: ({ planted }) => ({
      path: '/api/time/entries/billed',
      body: { entryIds: [planted.timeEntry], invoiceReference: 'INV-MATRIX' },
    }),
    expected: [200, 403, 403, 403, 403, 404, 401],
    restore: async ({ tenant }) => {
      await appUnderTest
        .get(TenantDataAccess)
        .forTenant(tenant.serviceProviderId)
        .update(TimeEntry, {}, { billedAt: null, invoiceReference: null, billedRateCents: null });
    },
  },
  {
    route: 'GET /api/projects/:id/budget',
    note: '(A) meter not shared (its client: null)',
    call: ({ tenant }) => ({ path: `/api/projects/${tenant.projectA}/budget` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/projects/:id/budget',
    note: '(A) meter shared with the client; unshared after each call',
    call: async ({ tenant }) => {
      await shareMeter(tenant, true);
      return { path: `/api/projects/${tenant.projectA}/budget` };
    },
    expected: [200, 200, 200, 200, 404, 404, 401],
    restore: ({ tenant }) => shareMeter(tenant, false),
  },
  // Team
  {
    route: 'POST /api/team/invitations',
    call: () => ({
      path: '/api/team/invitations',
      body: {
        firstName: 'In',
        lastName: 'Vited',
        email: uniqueEmail('invite'),
        role: 'Backend Developer',
        department: 'development',
      },
    }),
    expected: [201, 201, 403, 403, 403, 201, 401],
    withOverrides: 403,
  },

  // Customers' contacts and the team page (issue 12)
  {
    route: 'GET /api/client-companies/:id/activity',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/client-companies/${tenant.companyA}/activity` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'POST /api/client-companies/:id/contacts',
    note: '(A)',
    call: ({ tenant }) => ({
      path: `/api/client-companies/${tenant.companyA}/contacts`,
      body: { firstName: 'New', lastName: 'Contact', email: uniqueEmail('contact') },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'DELETE /api/client-companies/:id/contacts/:userId',
    note: 'a fresh contact of A',
    call: async ({ tenant, fresh }) => ({
      path: `/api/client-companies/${tenant.companyA}/contacts/${await fresh.clientUser()}`,
    }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'POST /api/client-companies/:id/contacts/:userId/invitation',
    note: 'client of A, already accepted',
    call: ({ tenant }) => ({
      path: `/api/client-companies/${tenant.companyA}/contacts/${tenant.clientA.id}/invitation`,
    }),
    expected: [409, 409, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'POST /api/team/invitations/:id/resend',
    note: 'unknown invitation',
    call: path('/api/team/invitations/00000000-0000-4000-8000-000000000000/resend'),
    expected: [404, 404, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'DELETE /api/team/invitations/:id',
    note: 'unknown invitation',
    call: path('/api/team/invitations/00000000-0000-4000-8000-000000000000'),
    expected: [404, 404, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'GET /api/team/members',
    call: path('/api/team/members'),
    expected: [200, 200, 403, 403, 403, 200, 401],
    withOverrides: 403,
  },
  {
    route: 'GET /api/team/members/:id',
    note: 'the admin',
    call: ({ tenant }) => ({ path: `/api/team/members/${tenant.admin.id}` }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'PUT /api/team/members/:id',
    note: 'the team member',
    call: ({ tenant }) => ({ path: `/api/team/members/${tenant.team.id}`, body: { location: 'Berlin' } }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'PUT /api/team/members/:id/permissions',
    note: 'the team member (teamOn: its own)',
    call: ({ tenant }) => ({
      path: `/api/team/members/${tenant.team.id}/permissions`,
      body: { overrides: { canAccessReports: null } },
    }),
    expected: [200, 403, 403, 403, 403, 404, 401],
  },
  {
    route: 'POST /api/team/members/:id/deactivate',
    note: 'a fresh member',
    call: async ({ fresh }) => ({ path: `/api/team/members/${await fresh.teamMember()}/deactivate`, body: {} }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },
  {
    route: 'DELETE /api/team/members/:id',
    note: 'a fresh member',
    call: async ({ fresh }) => ({ path: `/api/team/members/${await fresh.teamMember()}` }),
    expected: [200, 200, 403, 403, 403, 404, 401],
    withOverrides: 403,
  },

  // Files (issue 16): attachments of tasks, comments and messages; each file is read and written like its parent
  {
    route: 'POST /api/files',
    note: "on (A)'s client-visible task, no file sent: the parent is checked before anything is read",
    call: ({ tenant }) => ({ path: `/api/files?target=task&parentId=${tenant.visibleTaskA}` }),
    expected: [400, 400, 400, 400, 404, 404, 401],
  },
  {
    route: 'GET /api/files/task/:taskId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/files/task/${tenant.visibleTaskA}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/files/:id',
    note: "a file of (A)'s client-visible task",
    call: async ({ fresh }) => ({ path: `/api/files/${await fresh.storedFile()}` }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'GET /api/files/:id',
    note: "a file of (A)'s internal task",
    call: async ({ fresh, tenant }) => ({
      path: `/api/files/${await fresh.storedFile({ taskId: tenant.hiddenTaskA })}`,
    }),
    expected: [200, 200, 404, 404, 404, 404, 401],
    mixed: 404,
  },
  {
    route: 'GET /api/files/:id/preview',
    note: "an image of (A)'s client-visible task",
    call: async ({ fresh }) => ({
      path: `/api/files/${await fresh.storedFile({}, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png')}/preview`,
    }),
    expected: [200, 200, 200, 200, 404, 404, 401],
  },
  {
    route: 'DELETE /api/files/:id',
    note: "a file client A attached to (A)'s task",
    call: async ({ fresh, tenant }) => ({
      path: `/api/files/${await fresh.storedFile({ uploadedById: tenant.clientA.id })}`,
    }),
    expected: [204, 204, 403, 204, 404, 404, 401],
  },
  {
    route: 'GET /api/service-providers/current',
    note: "the caller's own agency (its name, for the portal's sidebar)",
    call: path('/api/service-providers/current'),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/service-providers/current/time-zone',
    note: "the caller's own agency's zone",
    call: path('/api/service-providers/current/time-zone'),
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/service-providers/current/time-zone',
    note: "the caller's own agency's zone",
    call: path('/api/service-providers/current/time-zone', { timeZone: 'Europe/Berlin' }),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },
  {
    route: 'GET /api/service-providers/current/sign-in-links',
    note: "the caller's own agency's choice",
    call: path('/api/service-providers/current/sign-in-links'),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PUT /api/service-providers/current/sign-in-links',
    note: "the caller's own agency's choice (the default kept)",
    call: path('/api/service-providers/current/sign-in-links', { teamMembersMayUseLinks: false }),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },

  {
    route: 'GET /api/service-providers/current/two-factor',
    note: "the caller's own agency's rule",
    call: path('/api/service-providers/current/two-factor'),
    expected: [200, 200, 200, 403, 403, 200, 401],
  },
  {
    route: 'PUT /api/service-providers/current/two-factor',
    note: "the caller's own agency's rule (the default kept)",
    call: path('/api/service-providers/current/two-factor', { requireTwoFactor: false }),
    expected: [200, 403, 403, 403, 403, 200, 401],
  },

  // Waitlist administration (agency 1's admin alone is a platform admin)
  { route: 'GET /api/waitlist', call: path('/api/waitlist'), expected: [200, 403, 403, 403, 403, 403, 401] },
  {
    route: 'PUT /api/waitlist/:id',
    call: async ({ fresh }) => ({
      path: `/api/waitlist/${await fresh.waitlistEntry()}`,
      body: { status: 'contacted' },
    }),
    expected: [200, 403, 403, 403, 403, 403, 401],
  },
  {
    route: 'DELETE /api/waitlist/:id',
    call: async ({ fresh }) => ({ path: `/api/waitlist/${await fresh.waitlistEntry()}` }),
    expected: [204, 403, 403, 403, 403, 403, 401],
  },

  // Security hardening (issue 17): creates answered to a team member who then may not open the row, and the
  // read-state routes given real comment ids the caller may not see (another agency's, internal, hidden).
  {
    route: 'POST /api/tasks',
    note: 'in A, for the admin: teamMixed may create it but not open it afterwards',
    call: ({ tenant }) => ({
      path: '/api/tasks',
      body: { title: 'For the admin', description: 'x', projectId: tenant.projectA, assignedToId: tenant.admin.id },
    }),
    expected: [201, 201, 403, 403, 403, 404, 401],
  },
  ...(['tasks', 'projects'] as const).flatMap((kind): Row[] => [
    ...(['read', 'unread'] as const).map((change): Row => ({
      route: `PATCH /api/comments/${kind}/${change}/client`,
      note: "internal comments of the agency and another agency's: nothing changes",
      call: ({ planted, foreign }) => ({
        path: `/api/comments/${kind}/${change}/client`,
        body: {
          commentIds:
            kind === 'tasks'
              ? [planted.internalTaskComment, planted.hiddenTaskComment, foreign.hiddenTaskComment]
              : [planted.internalProjectComment, foreign.projectBComment],
        },
      }),
      expected: [403, 403, 403, 200, 200, 403, 401],
      answer: () => ({ updated: 0 }),
    })),
    ...(['read', 'unread'] as const).map((change): Row => ({
      route: `PATCH /api/comments/${kind}/${change}/team`,
      note: "another agency's comments: nothing changes",
      call: ({ foreign }) => ({
        path: `/api/comments/${kind}/${change}/team`,
        body: {
          commentIds:
            kind === 'tasks'
              ? [foreign.internalTaskComment, foreign.hiddenTaskComment]
              : [foreign.internalProjectComment, foreign.projectBComment],
        },
      }),
      expected: [200, 200, 200, 403, 403, 200, 401],
      answer: () => ({ updated: 0 }),
    })),
    {
      route: `PATCH /api/comments/${kind}/read/team`,
      note: 'a comment the team member may not see (hidden task, project B): changed only for who sees it',
      call: ({ planted }) => ({
        path: `/api/comments/${kind}/read/team`,
        body: { commentIds: [kind === 'tasks' ? planted.hiddenTaskComment : planted.projectBComment] },
      }),
      expected: [200, 200, 200, 403, 403, 200, 401],
      answer: (caller) => ({ updated: ['admin', 'teamOn', 'teamOverridden'].includes(caller) ? 1 : 0 }),
    },
  ]),
];

/** Who must not see the admin's internal task: team members who see only their own tasks, and clients. */
const LIMITED_READERS: Caller[] = ['teamOff', 'teamMixed', 'clientA', 'clientB'];

/** Reads whose answer to the admin changes with the hidden work below: proof that it reaches every kind of figure. */
const COUNTED_FOR_ADMIN = [
  'GET /api/dashboard',
  'GET /api/dashboard/activity',
  'GET /api/dashboard/project-progress',
  'GET /api/projects/:id/report',
  'GET /api/tasks',
  'GET /api/comments/tasks',
  'GET /api/comments/unread-count',
  'GET /api/comments/overview',
  'GET /api/comments/overview/:projectId',
  'GET /api/team/members',
];

/** Fields that change by themselves between two readings (the process's uptime, when a report was made). */
const CHANGING_BY_THEMSELVES = new Set(['uptimeSeconds', 'generatedAt']);

function steady(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(steady);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CHANGING_BY_THEMSELVES.has(key))
      .map(([key, item]) => [key, steady(item)]),
  );
}

/**
 * Work only the admin may see in project A, where the limited callers work too: a new internal task of the admin's
 * (open, overdue, estimated, awaiting approval), a comment and an internal comment of a colleague on the admin's
 * internal task, and a rejection of it.
 */
async function addHiddenWork(fresh: Fixtures, tenant: TestTenant, author: string): Promise<void> {
  const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  await fresh.task({
    title: 'Hidden work',
    assignedToId: tenant.admin.id,
    isClientVisible: false,
    dueDate: yesterday,
    estimatedTime: 5,
    requiresClientApproval: true,
    clientApprovalStatus: 'pending',
  });
  await fresh.taskComment(author, tenant.hiddenTaskA, { content: 'On hidden work' });
  await fresh.taskComment(author, tenant.hiddenTaskA, { content: 'Internal on hidden work', isInternal: true });
  await fresh.approvalEvent(tenant.hiddenTaskA, tenant.admin.id, 'Rejected hidden work', 'rejected');
  await fresh.checklistItem(tenant.hiddenTaskA, { title: 'Hidden step', done: true });
}

/** A team member of `tenant` whose own overrides take away REVOKED_BY_OVERRIDES. */
async function memberWithOverrides(app: INestApplication, tenant: TestTenant): Promise<TestUser> {
  const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
  const user = await scope.insert(User, {
    firstName: 'Over',
    lastName: 'Ridden',
    email: uniqueEmail('overridden'),
    userType: 'team',
    status: 'active',
  });
  await scope.insert(TeamMemberProfile, {
    userId: user.id,
    permissionOverrides: Object.fromEntries(REVOKED_BY_OVERRIDES.map((flag) => [flag, false])),
  });
  return {
    id: user.id,
    email: user.email,
    userType: 'team',
    token: tokenFor(user),
    serviceProviderId: user.serviceProviderId,
  };
}

/** join:* attempts of every caller (anonymous cannot connect at all): true joined, false refused. */
const LIVE_JOINS: {
  event: string;
  note: string;
  target: (setup: CallerSetup) => object | Promise<object>;
  /** teamOverridden joins as teamOn does (its overrides concern customers and the team only) unless stated. */
  expected: Record<Exclude<Caller, 'anonymous' | 'teamOverridden'>, boolean> & { teamOverridden?: boolean };
}[] = [
  {
    event: 'join:task',
    note: 'client-visible task of A',
    target: ({ tenant }) => ({ taskId: tenant.visibleTaskA }),
    expected: {
      admin: true,
      teamOn: true,
      teamOff: true,
      clientA: true,
      clientB: false,
      otherAdmin: false,
      teamMixed: true,
    },
  },
  {
    event: 'join:task',
    note: 'internal task of A, assigned to the admin',
    target: ({ tenant }) => ({ taskId: tenant.hiddenTaskA }),
    expected: {
      admin: true,
      teamOn: true,
      teamOff: false,
      clientA: false,
      clientB: false,
      otherAdmin: false,
      teamMixed: false,
    },
  },
  {
    event: 'join:project',
    note: 'project A',
    target: ({ tenant }) => ({ projectId: tenant.projectA }),
    expected: {
      admin: true,
      teamOn: true,
      teamOff: true,
      clientA: true,
      clientB: false,
      otherAdmin: false,
      teamMixed: true,
    },
  },
  {
    event: 'join:project',
    note: 'project B',
    target: ({ tenant }) => ({ projectId: tenant.projectB }),
    expected: {
      admin: true,
      teamOn: true,
      teamOff: false,
      clientA: false,
      clientB: true,
      otherAdmin: false,
      teamMixed: false,
    },
  },
  {
    event: 'join:conversation',
    note: 'direct conversation of the admin and client A',
    target: async ({ fresh, tenant }) => ({
      conversationId: await fresh.conversation(tenant.admin.id, [tenant.clientA.id]),
    }),
    expected: {
      admin: true,
      teamOn: false,
      teamOff: false,
      clientA: true,
      clientB: false,
      otherAdmin: false,
      teamMixed: false,
    },
  },
  {
    event: 'join:conversation',
    note: 'channel of the admin with the team member',
    target: async ({ fresh, tenant }) => ({
      conversationId: await fresh.conversation(tenant.admin.id, [tenant.team.id], 'team_channel'),
    }),
    expected: {
      admin: true,
      teamOn: true,
      teamOff: true,
      clientA: false,
      clientB: false,
      otherAdmin: false,
      teamMixed: true,
      // Agency 1's other team member is no participant of the channel.
      teamOverridden: false,
    },
  },
];

type Http = ReturnType<typeof request>;
/** A live event a probe caused, told apart from every other by its ids. */
/** A second admin of the agency (who may see everything), to act where the admin is the one told. */
async function colleagueAdmin(tenant: TestTenant): Promise<TestUser> {
  const scope = appUnderTest.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
  const user = await scope.insert(User, {
    firstName: 'Colleague',
    lastName: 'Admin',
    email: uniqueEmail('colleague'),
    userType: 'admin',
    status: 'active',
  });
  return {
    id: user.id,
    email: user.email,
    userType: 'admin',
    token: tokenFor(user),
    serviceProviderId: tenant.serviceProviderId,
  };
}

type Heard = { event: string; match: (payload: never) => boolean };
/** Something the admin does after the change, and the events it raises in the room the victim was in. */
type Probe = (http: Http, tenant: TestTenant) => Promise<Heard[]>;

const probes = {
  /**
   * A colleague's comment on a task the admin follows: notification:created reaches the admin's sockets, and no one
   * who may not see the task (nor anyone but the recipient).
   */
  notification:
    (taskId: (tenant: TestTenant) => string): Probe =>
    async (http, tenant) => {
      await http
        .put(`/api/notifications/task-follows/${taskId(tenant)}`)
        .set(bearer(tenant.admin))
        .expect(200);
      const colleague = await colleagueAdmin(tenant);
      await http
        .post('/api/comments/tasks')
        .set(bearer(colleague))
        .send({ taskId: taskId(tenant), content: 'A colleague after the change' })
        .expect(201);
      return [
        {
          event: SERVER_EVENTS.notificationCreated,
          match: (payload: NotificationCreatedPayload) =>
            payload.notification.task?.id === taskId(tenant) && payload.notification.kind === 'comment.created',
        },
      ];
    },
  /** A comment on the task (comment:task:created). */
  comment:
    (taskId: (tenant: TestTenant) => string): Probe =>
    async (http, tenant) => {
      const posted = await http
        .post('/api/comments/tasks')
        .set(bearer(tenant.admin))
        .send({ taskId: taskId(tenant), content: 'After the change' })
        .expect(201);
      const id = posted.body.id as string;
      return [
        {
          event: SERVER_EVENTS.taskCommentCreated,
          match: (payload: { comment: { id: string } }) => payload.comment.id === id,
        },
      ];
    },
  /** A new title for the task (task:updated). */
  rename:
    (taskId: (tenant: TestTenant) => string): Probe =>
    async (http, tenant) => {
      const title = `Renamed ${randomUUID().slice(0, 8)}`;
      await http
        .put(`/api/tasks/${taskId(tenant)}`)
        .set(bearer(tenant.admin))
        .send({ title })
        .expect(200);
      return [
        {
          event: SERVER_EVENTS.taskUpdated,
          match: (payload: { task: { title: string } }) => payload.task.title === title,
        },
      ];
    },
  /** A new item on the task's checklist (task:checklist). */
  checklist:
    (taskId: (tenant: TestTenant) => string): Probe =>
    async (http, tenant) => {
      const title = `Step ${randomUUID().slice(0, 8)}`;
      await http
        .post(`/api/tasks/${taskId(tenant)}/checklist`)
        .set(bearer(tenant.admin))
        .send({ title })
        .expect(201);
      return [
        {
          event: SERVER_EVENTS.taskChecklistChanged,
          match: (payload: { items: { title: string }[] }) => payload.items.some((item) => item.title === title),
        },
      ];
    },
  /** A client-visible task of the admin's in project A, created and deleted again (task:created, task:deleted). */
  newTaskInProjectA: (async (http, tenant) => {
    const created = await http
      .post('/api/tasks')
      .set(bearer(tenant.admin))
      .send({
        title: 'Created after the change',
        description: 'x',
        projectId: tenant.projectA,
        assignedToId: tenant.admin.id,
        isClientVisible: true,
      })
      .expect(201);
    const id = created.body.id as string;
    await http.delete(`/api/tasks/${id}`).set(bearer(tenant.admin)).expect(204);
    return [
      { event: SERVER_EVENTS.taskCreated, match: (payload: { task: { id: string } }) => payload.task.id === id },
      { event: SERVER_EVENTS.taskDeleted, match: (payload: { task: { id: string } }) => payload.task.id === id },
    ];
  }) as Probe,
  /** A message of the admin in the channel, edited, reacted to and deleted, and the channel renamed. */
  channel:
    (conversationId: () => string): Probe =>
    async (http, tenant) => {
      const base = `/api/conversations/${conversationId()}`;
      const sent = await http.post(`${base}/messages`).set(bearer(tenant.admin)).send({ content: 'Hi' }).expect(201);
      const messageId = sent.body.id as string;
      const message = `/api/conversations/messages/${messageId}`;
      await http.put(message).set(bearer(tenant.admin)).send({ content: 'Edited' }).expect(200);
      await http.post(`${message}/reactions`).set(bearer(tenant.admin)).send({ emoji: '👍' }).expect(201);
      await http.delete(message).set(bearer(tenant.admin)).expect(204);
      const description = `Renamed ${randomUUID().slice(0, 8)}`;
      await http.put(base).set(bearer(tenant.admin)).send({ description }).expect(200);
      const ofMessage = (payload: { message?: { id: string }; messageId?: string }) =>
        (payload.message?.id ?? payload.messageId) === messageId;
      return [
        { event: SERVER_EVENTS.directMessageCreated, match: ofMessage },
        { event: SERVER_EVENTS.directMessageEdited, match: ofMessage },
        { event: SERVER_EVENTS.messageReactionsChanged, match: ofMessage },
        { event: SERVER_EVENTS.directMessageDeleted, match: ofMessage },
        {
          event: SERVER_EVENTS.conversationChanged,
          match: (payload: { conversationId: string; change: string }) =>
            payload.conversationId === conversationId() && payload.change === 'details',
        },
      ];
    },
};

const visibleTaskA = (tenant: TestTenant) => tenant.visibleTaskA;
const hiddenTaskA = (tenant: TestTenant) => tenant.hiddenTaskA;
const joinTask = (taskId: (tenant: TestTenant) => string) => (tenant: TestTenant) => ({
  event: 'join:task',
  body: { taskId: taskId(tenant) },
});
const joinProjectA = (tenant: TestTenant) => ({ event: 'join:project', body: { projectId: tenant.projectA } });

/** The channel of a leak case (the admin's, with the team member and client A), once made. */
let leakChannel = '';

/**
 * The leaks of live rooms the security review found (issue 17, finding 1), and the live events added since (task
 * created and deleted, message edits, deletions and reactions, conversation changes): after each access change, the
 * victim's socket, in the rooms before, hears nothing more of what it may no longer see, while the admin's socket in
 * the same rooms hears all of it.
 */
const LEAKS: {
  case: string;
  victim: (tenant: TestTenant) => TestUser;
  before?: (fresh: Fixtures) => Promise<void>;
  rooms: ((tenant: TestTenant) => { event: string; body: object })[];
  change: (http: Http, tenant: TestTenant) => Promise<request.Response>;
  probes: Probe[];
  disconnects?: boolean;
}[] = [
  {
    case: "a client of the project's old company, after the project moved to company B",
    victim: (tenant) => tenant.clientA,
    rooms: [joinTask(visibleTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put(`/api/projects/${tenant.projectA}`).set(bearer(tenant.admin)).send({ clientCompanyId: tenant.companyB }),
    probes: [
      probes.comment(visibleTaskA),
      probes.rename(visibleTaskA),
      probes.checklist(visibleTaskA),
      probes.newTaskInProjectA,
    ],
  },
  {
    case: 'a client, after clientPortalAccess was switched off',
    victim: (tenant) => tenant.clientA,
    rooms: [joinTask(visibleTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put('/api/client-communication-settings').set(bearer(tenant.admin)).send({ clientPortalAccess: false }),
    probes: [
      probes.comment(visibleTaskA),
      probes.rename(visibleTaskA),
      probes.checklist(visibleTaskA),
      probes.newTaskInProjectA,
    ],
    disconnects: true,
  },
  {
    case: 'a client, after the task was hidden from clients',
    victim: (tenant) => tenant.clientA,
    rooms: [joinTask(visibleTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put(`/api/tasks/${tenant.visibleTaskA}`).set(bearer(tenant.admin)).send({ isClientVisible: false }),
    probes: [
      probes.comment(visibleTaskA),
      probes.rename(visibleTaskA),
      probes.checklist(visibleTaskA),
      probes.notification(visibleTaskA),
    ],
  },
  {
    case: 'a team member, after canViewAllTasks was revoked',
    victim: (tenant) => tenant.team,
    rooms: [joinTask(hiddenTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put('/api/team-permissions').set(bearer(tenant.admin)).send({ canViewAllTasks: false }),
    probes: [
      probes.comment(hiddenTaskA),
      probes.rename(hiddenTaskA),
      probes.checklist(hiddenTaskA),
      probes.notification(hiddenTaskA),
      probes.newTaskInProjectA,
    ],
  },
  {
    case: 'a team member without canViewAllTasks, after the task was reassigned to the admin',
    victim: (tenant) => tenant.team,
    before: (fresh) => fresh.setTeamPermissionFlags({ canViewAllTasks: false }),
    rooms: [joinTask(visibleTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put(`/api/tasks/${tenant.visibleTaskA}`).set(bearer(tenant.admin)).send({ assignedToId: tenant.admin.id }),
    probes: [
      probes.comment(visibleTaskA),
      probes.rename(visibleTaskA),
      probes.checklist(visibleTaskA),
      probes.notification(visibleTaskA),
    ],
  },
  {
    case: 'a participant removed from a channel (typing neither heard nor sent, no message or channel news)',
    victim: (tenant) => tenant.team,
    rooms: [() => ({ event: 'join:conversation', body: { conversationId: leakChannel } })],
    change: (http, tenant) =>
      http.delete(`/api/conversations/${leakChannel}/participants/${tenant.team.id}`).set(bearer(tenant.admin)),
    probes: [probes.channel(() => leakChannel)],
  },
  {
    case: 'a deactivated client',
    victim: (tenant) => tenant.clientA,
    rooms: [joinTask(visibleTaskA), joinProjectA],
    change: (http, tenant) =>
      http.put(`/api/users/${tenant.clientA.id}`).set(bearer(tenant.admin)).send({ status: 'inactive' }),
    probes: [
      probes.comment(visibleTaskA),
      probes.rename(visibleTaskA),
      probes.checklist(visibleTaskA),
      probes.newTaskInProjectA,
    ],
    disconnects: true,
  },
];

const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

type CallerSetup = {
  user?: TestUser;
  tenant: TestTenant;
  fresh: Fixtures;
  planted: Planted;
  foreign: Planted;
  /** The caller's own agency's planted rows (null: anonymous). */
  own: Planted | null;
};

describe('authorization matrix', () => {
  let app: INestApplication;
  let url: string;
  const callers = {} as Record<Caller, CallerSetup>;
  let everyPlanted: Planted[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    appUnderTest = app;
    url = await listenOnLoopback(app);
    const agency = await createTestTenant(app, 'Agency 1');
    await app.get(PlatformAdmins).grant(agency.admin.email);
    const stingy = await createTestTenant(app, 'Agency without team permissions');
    const mixed = await createTestTenant(app, 'Agency with mixed team permissions');
    const other = await createTestTenant(app, 'Agency 2');
    const fixturesOf = (tenant: TestTenant) => new Fixtures(app, tenant);
    const [p1, pStingy, pMixed, pOther] = [
      await plant(app, agency),
      await plant(app, stingy),
      await plant(app, mixed),
      await plant(app, other),
    ];
    everyPlanted = [p1, pStingy, pMixed, pOther];
    const ofAgency1 = { tenant: agency, fresh: fixturesOf(agency), planted: p1 };
    Object.assign(callers, {
      admin: { ...ofAgency1, user: agency.admin, foreign: pOther, own: p1 },
      teamOn: { ...ofAgency1, user: agency.team, foreign: pOther, own: p1 },
      teamOff: {
        user: stingy.team,
        tenant: stingy,
        fresh: fixturesOf(stingy),
        planted: pStingy,
        foreign: p1,
        own: pStingy,
      },
      clientA: { ...ofAgency1, user: agency.clientA, foreign: pOther, own: p1 },
      clientB: { ...ofAgency1, user: agency.clientB, foreign: pOther, own: p1 },
      otherAdmin: { ...ofAgency1, user: other.admin, foreign: p1, own: pOther },
      anonymous: { ...ofAgency1, foreign: pOther, own: null },
      teamMixed: {
        user: mixed.team,
        tenant: mixed,
        fresh: fixturesOf(mixed),
        planted: pMixed,
        foreign: p1,
        own: pMixed,
      },
    } satisfies Record<Exclude<Caller, 'teamOverridden'>, CallerSetup>);
    await callers.teamOff.fresh.setTeamPermissions(false);
    await callers.teamMixed.fresh.setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    callers.teamOverridden = {
      ...ofAgency1,
      user: await memberWithOverrides(app, agency),
      foreign: pOther,
      own: p1,
    };
    for (const tenant of [agency, stingy, mixed, other]) await fixturesOf(tenant).setMaxTeamMembers(1000);
  });

  afterAll(async () => {
    await app.close();
  });

  const forbidden = (caller: Caller) => {
    const { own } = callers[caller];
    return forbiddenFor(
      caller,
      own,
      everyPlanted.filter((planted) => planted !== own),
    );
  };

  it('lists every route the API serves (add new routes to MATRIX)', () => {
    const listed = new Set(MATRIX.map((row) => row.route));
    const unlisted = registeredRoutes(app).filter(
      (route) => !listed.has(route) && !NOT_API_CALLS.some((pattern) => pattern.test(route)),
    );
    expect(unlisted).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const served = new Set(registeredRoutes(app));
    expect(MATRIX.map((row) => row.route).filter((route) => !served.has(route))).toEqual([]);
  });

  describe.each(MATRIX.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    (_name, row) => {
      it('answers each caller as the table says, and nothing it may not read', async () => {
        const statuses: Record<string, number> = {};
        const expected: Record<string, number> = {};
        const leaks: Record<string, string[]> = {};
        const answers: Record<string, unknown> = {};
        const expectedAnswers: Record<string, unknown> = {};
        for (const caller of ALL_CALLERS) {
          const { user, tenant, fresh, planted, foreign } = callers[caller];
          const { path: url, body } = await row.call({ tenant, fresh, caller: user, planted, foreign });
          const method = row.route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
          let call = request(app.getHttpServer())[method](url);
          if (user) call = call.set('Authorization', `Bearer ${user.token}`);
          const response = body === undefined ? await call : await call.send(body);
          await row.restore?.({ tenant, fresh, caller: user, planted, foreign });
          statuses[caller] = response.status;
          expected[caller] =
            caller === 'teamMixed'
              ? (row.mixed ?? row.expected[1])
              : caller === 'teamOverridden'
                ? (row.withOverrides ?? row.expected[1])
                : row.expected[CALLERS.indexOf(caller)];
          if (response.status >= 300) continue;
          const text = response.text ?? '';
          const found = forbidden(caller).filter((secret) => text.includes(secret));
          if (found.length > 0) leaks[caller] = found;
          if (row.answer) {
            answers[caller] = response.body;
            expectedAnswers[caller] = row.answer(caller);
          }
        }
        expect({ statuses, leaks, answers }).toEqual({ statuses: expected, leaks: {}, answers: expectedAnswers });
      });
    },
  );

  it('counts, lists, feeds and reports change for nobody who may not see the work that changed them', async () => {
    const gets = MATRIX.filter((row) => row.route.startsWith('GET '));
    const tenants = [...new Set(ALL_CALLERS.map((caller) => callers[caller].tenant))];
    // Whoever writes the hidden work is there before the first reading (the team page lists them).
    const authors = new Map<TestTenant, string>();
    for (const tenant of tenants) authors.set(tenant, await new Fixtures(app, tenant).teamMember());
    const readers: Caller[] = [...LIMITED_READERS, 'admin'];
    const read = async (caller: Caller, url: string) => {
      const { user } = callers[caller];
      const response = await request(app.getHttpServer()).get(url).set('Authorization', `Bearer ${user?.token}`);
      return { status: response.status, total: response.headers['x-total-count'], body: steady(response.body) };
    };
    // Every address first: some rows make rows of their own (a conversation) that other readings would count.
    const readings: { caller: Caller; route: string; url: string; before?: unknown }[] = [];
    for (const row of gets)
      for (const caller of readers) {
        const { tenant, fresh, user, planted, foreign } = callers[caller];
        const { path: url } = await row.call({ tenant, fresh, caller: user, planted, foreign });
        readings.push({ caller, route: row.route, url });
      }
    for (const reading of readings) reading.before = await read(reading.caller, reading.url);

    for (const tenant of tenants) await addHiddenWork(new Fixtures(app, tenant), tenant, authors.get(tenant) ?? '');

    const changed: Record<string, string[]> = {};
    for (const { caller, route, url, before } of readings) {
      if (JSON.stringify(await read(caller, url)) === JSON.stringify(before)) continue;
      (changed[caller] ??= []).push(route);
    }
    const { admin: adminChanged = [], ...leaks } = changed;
    expect({ leaks, adminMissed: COUNTED_FOR_ADMIN.filter((route) => !adminChanged.includes(route)) }).toEqual({
      leaks: {},
      adminMissed: [],
    });
  });

  describe('live rooms', () => {
    const sockets: Socket[] = [];
    const open = async (user: TestUser) => {
      const socket = await connectLive(url, user.token);
      sockets.push(socket);
      return { socket, inbox: new Inbox(socket, Object.values(SERVER_EVENTS)) };
    };

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });

    it.each(LIVE_JOINS.map((row) => [`${row.event} (${row.note})`, row] as const))(
      '%s: joined by exactly the callers who may see it; anonymous sockets never connect',
      async (_name, row) => {
        const joined: Record<string, boolean | 'refused'> = {};
        const expected: Record<string, boolean | 'refused'> = {};
        for (const caller of ALL_CALLERS) {
          const setup = callers[caller];
          expected[caller] =
            caller === 'anonymous'
              ? 'refused'
              : caller === 'teamOverridden'
                ? (row.expected.teamOverridden ?? row.expected.teamOn)
                : row.expected[caller];
          if (!setup.user) {
            joined[caller] = (await refusal(url, undefined)) === 'Unauthorized' ? 'refused' : true;
            continue;
          }
          const { socket } = await open(setup.user);
          joined[caller] = (await emitWithAck<{ ok: boolean }>(socket, row.event, await row.target(setup))).ok;
        }
        expect(joined).toEqual(expected);
      },
    );

    it.each(LEAKS.map((leak) => [leak.case, leak] as const))('no socket leak: %s', async (_name, leak) => {
      const tenant = await createTestTenant(app, 'Leaky');
      const fresh = new Fixtures(app, tenant);
      const http = () => request(app.getHttpServer());
      await leak.before?.(fresh);
      leakChannel = await fresh.conversation(tenant.admin.id, [tenant.team.id, tenant.clientA.id], 'team_channel');
      const victim = await open(leak.victim(tenant));
      const control = await open(tenant.admin);
      for (const room of leak.rooms.map((join) => join(tenant)))
        for (const live of [victim, control])
          expect(await emitWithAck(live.socket, room.event, room.body)).toEqual({ ok: true });
      const closed = leak.disconnects ? disconnection(victim.socket, 5_000) : null;

      const change = await leak.change(http(), tenant);
      expect(change.status).toBeLessThan(300);

      const heard: Heard[] = [];
      for (const probe of leak.probes) heard.push(...(await probe(http(), tenant)));
      for (const { event, match } of heard) await control.inbox.next(event, match);
      const joinedChannel = leak.rooms.some((join) => join(tenant).event === 'join:conversation');
      if (joinedChannel) {
        const typing = await emitWithAck(victim.socket, 'typing:start', { conversationId: leakChannel });
        expect(typing).toEqual({ ok: false, error: 'Join the conversation first' });
        const other = await open(tenant.clientA);
        await emitWithAck(other.socket, 'join:conversation', { conversationId: leakChannel });
        await emitWithAck(other.socket, 'typing:start', { conversationId: leakChannel });
        await control.inbox.next(SERVER_EVENTS.userTyping);
        heard.push({ event: SERVER_EVENTS.userTyping, match: () => true });
      }
      if (closed) expect(await closed).toBe('io server disconnect');
      else await roundTrip(victim.socket);
      expect(heard.flatMap(({ event, match }) => victim.inbox.all<never>(event).filter(match))).toEqual([]);
    });
  });
});
