import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, testAppConfig } from './create-test-app';
import { Fixtures } from './fixtures';
import { registeredRoutes } from './registered-routes';
import { TeamMemberProfile } from '../src/team-member-profiles/team-member-profile.entity';
import { TenantDataAccess } from '../src/tenancy/tenant-data-access.service';
import { User } from '../src/users/user.entity';
import { createTestTenant, tokenFor, uniqueEmail, type TestTenant, type TestUser } from './test-tenant';

/**
 * Who may call what: every route of the API × seven callers, with the status each one gets.
 *
 * Callers: admin, team member while the provider grants every flag (teamOn), team member of a provider that
 * grants none (teamOff, asking for the same rows of its own provider: it is assigned only to visibleTaskA),
 * client of company A, client of company B, admin of another provider (asking for provider 1's ids), anonymous.
 * Rows marked (A) target company A, its project and its client-visible task.
 *
 * An eighth caller, teamOverridden, is a team member of provider 1 whose own permission overrides (team page) take
 * away the customer and team flags the provider grants; it gets what teamOn gets unless a row says `withOverrides`.
 */
const CALLERS = ['admin', 'teamOn', 'teamOff', 'clientA', 'clientB', 'otherAdmin', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
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
  /** The provider whose rows the caller targets (teamOff: its own provider, built like provider 1). */
  tenant: TestTenant;
  fresh: Fixtures;
  caller: TestUser | undefined;
}

interface Row {
  route: string;
  note?: string;
  call: (context: Context) => Promise<{ path: string; body?: object }> | { path: string; body?: object };
  expected: Expected;
  /** Runs after each caller's call, e.g. to undo what the call changed for the next rows. */
  restore?: (context: Context) => Promise<void>;
  /** The status of teamOverridden, when it differs from teamOn's. */
  withOverrides?: number;
}

/** The flags teamOverridden's own overrides take away (the provider grants them). */
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

const adminMessage = async (fresh: Fixtures, tenant: TestTenant) =>
  fresh.message(await fresh.conversation(tenant.admin.id, [tenant.clientA.id]), tenant.admin.id);

const MATRIX: Row[] = [
  // Public
  { route: 'GET /api/health', call: path('/api/health'), expected: everyone(200) },
  { route: 'GET /api/docs-json', call: path('/api/docs-json'), expected: everyone(200) },
  { route: 'POST /api/auth/login', note: 'invalid body', call: path('/api/auth/login', {}), expected: everyone(400) },
  {
    route: 'POST /api/auth/register',
    note: 'invalid body',
    call: path('/api/auth/register', {}),
    expected: everyone(400),
  },
  { route: 'POST /api/auth/refresh', note: 'no cookie', call: path('/api/auth/refresh'), expected: everyone(401) },
  { route: 'POST /api/auth/logout', call: path('/api/auth/logout'), expected: everyone(204) },
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
    call: path('/api/auth/reset-password', { token: 'nope', password: 'long-enough-1' }),
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
    call: path('/api/team/invitations/accept', { token: 'nope', password: 'long-enough-1' }),
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

  // Client companies
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
  },
  {
    route: 'GET /api/tasks/project/:projectId',
    note: '(A)',
    call: ({ tenant }) => ({ path: `/api/tasks/project/${tenant.projectA}?clientView=true` }),
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

  // The comment thread's extra reads (branch comments): the unread total and the client rules of the caller's provider
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
  { route: 'POST /api/calendar-feed', call: path('/api/calendar-feed'), expected: signedIn(200) },
  { route: 'DELETE /api/calendar-feed', call: path('/api/calendar-feed'), expected: signedIn(204) },
  {
    route: 'GET /api/calendar-feed/:file',
    note: 'unknown feed',
    call: path('/api/calendar-feed/nope.AAAA.ics'),
    expected: everyone(404),
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

  // Waitlist administration (PLATFORM_ADMIN_EMAILS lists provider 1's admin only)
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
];

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

/** Served by Express but not API calls: the request logger's mount points and the OpenAPI UI assets. */
const NOT_API_CALLS = [/^[A-Z-]+ \/api$/, /^[A-Z-]+ \/api\/\{\*path\}$/, /^GET \/api\/docs(\/.*|-yaml)?$/];

describe('authorization matrix', () => {
  let app: INestApplication;
  const callers = {} as Record<Caller, { user?: TestUser; tenant: TestTenant; fresh: Fixtures }>;
  let overridden: TestUser;

  beforeAll(async () => {
    const platformAdminEmail = uniqueEmail('platform-admin');
    app = await createTestApp(testAppConfig({ PLATFORM_ADMIN_EMAILS: platformAdminEmail }));
    const provider = await createTestTenant(app, 'Provider 1', platformAdminEmail);
    const stingy = await createTestTenant(app, 'Provider without team permissions');
    const other = await createTestTenant(app, 'Provider 2');
    const fixturesOf = (tenant: TestTenant) => new Fixtures(app, tenant);
    Object.assign(callers, {
      admin: { user: provider.admin, tenant: provider, fresh: fixturesOf(provider) },
      teamOn: { user: provider.team, tenant: provider, fresh: fixturesOf(provider) },
      teamOff: { user: stingy.team, tenant: stingy, fresh: fixturesOf(stingy) },
      clientA: { user: provider.clientA, tenant: provider, fresh: fixturesOf(provider) },
      clientB: { user: provider.clientB, tenant: provider, fresh: fixturesOf(provider) },
      otherAdmin: { user: other.admin, tenant: provider, fresh: fixturesOf(provider) },
      anonymous: { tenant: provider, fresh: fixturesOf(provider) },
    });
    await callers.teamOff.fresh.setTeamPermissions(false);
    overridden = await memberWithOverrides(app, provider);
    for (const tenant of [provider, stingy, other]) await fixturesOf(tenant).setMaxTeamMembers(1000);
  });

  afterAll(async () => {
    await app.close();
  });

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
      it('answers each caller as the table says', async () => {
        const actual: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const [index, caller] of CALLERS.entries()) {
          const { user, tenant, fresh } = callers[caller];
          const { path: url, body } = await row.call({ tenant, fresh, caller: user });
          const method = row.route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
          let call = request(app.getHttpServer())[method](url);
          if (user) call = call.set('Authorization', `Bearer ${user.token}`);
          const response = body === undefined ? await call : await call.send(body);
          await row.restore?.({ tenant, fresh, caller: user });
          actual[caller] = response.status;
          expected[caller] = row.expected[index];
        }
        const { tenant, fresh } = callers.teamOn;
        const { path: url, body } = await row.call({ tenant, fresh, caller: overridden });
        const method = row.route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const call = request(app.getHttpServer())[method](url).set('Authorization', `Bearer ${overridden.token}`);
        const response = body === undefined ? await call : await call.send(body);
        await row.restore?.({ tenant, fresh, caller: overridden });
        actual.teamOverridden = response.status;
        expected.teamOverridden = row.withOverrides ?? row.expected[CALLERS.indexOf('teamOn')];
        expect(actual).toEqual(expected);
      });
    },
  );
});
