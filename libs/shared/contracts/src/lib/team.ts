import type { TeamPermissionFlag, TeamPermissionFlags } from './permissions';
import type { INVITATION_PERMISSIONS } from './resources';
import type { UserLanguage, UserStatus } from './users';

export type InvitationPermission = (typeof INVITATION_PERMISSIONS)[number];

/**
 * What each invitation permission choice (docs/roles-and-permissions.md#team-member) stands for among the 15 flags. An invitation that sends
 * permissions turns them into the member's overrides: the flags of chosen options on, those of the others off.
 * clients.view and team.view grant nothing beyond what every member sees.
 */
export const INVITATION_PERMISSION_FLAGS: Readonly<Record<InvitationPermission, readonly TeamPermissionFlag[]>> = {
  'projects.view': ['canViewAllProjects'],
  'projects.edit': ['canCreateProjects', 'canEditProjects', 'canDeleteProjects'],
  'tasks.view': ['canViewAllTasks'],
  'tasks.edit': ['canCreateTasks', 'canEditTasks', 'canDeleteTasks'],
  'clients.view': [],
  'clients.edit': ['canAddCustomers', 'canEditCustomers', 'canDeleteCustomers'],
  'team.view': [],
  'team.manage': ['canInviteTeamMembers', 'canManageTeam'],
  'reports.view': ['canAccessReports'],
  'settings.manage': ['canManageSettings'],
};

/** Per-member exceptions to the agency's team permission set: a flag listed here wins over the default. */
export type PermissionOverrides = Partial<TeamPermissionFlags>;

export const TEAM_MEMBER_STATUSES = ['active', 'inactive'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const DEFAULT_WEEKLY_TARGET_HOURS = 40;

/** Figures the server computes from the member's tasks, comments and sign-ins; nothing is estimated. */
export interface TeamMemberFigures {
  /** Assigned tasks not completed. */
  activeTasks: number;
  /** Assigned tasks completed in the last 30 days. */
  completedLast30Days: number;
  /** Estimated hours of the assigned open tasks. */
  openEstimatedHours: number;
  /** openEstimatedHours against the weekly target hours, in percent (rounded); null without target hours. */
  workloadPercent: number | null;
  /** Completed on or before the due date among completed tasks with a due date, in percent; null without any. */
  onTimeRate: number | null;
  completedWithDueDate: number;
  /** The client companies of the active projects they have tasks in. */
  clientCompanies: { id: string; name: string }[];
  /** Latest sign-in, comment or message. */
  lastActivityAt: string | null;
}

export interface TeamMemberView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  userType: 'admin' | 'team';
  status: UserStatus;
  /** The role title (e.g. "Frontend Developer"); admins without one are "Administrator". */
  jobTitle: string;
  /** One of TEAM_DEPARTMENTS. */
  department: string;
  location: string | null;
  bio: string | null;
  skills: string[];
  emergencyContact: string | null;
  weeklyTargetHours: number;
  joinedAt: string;
  lastLoginAt: string | null;
  figures: TeamMemberFigures;
  permissionOverrides: PermissionOverrides;
  /** Two-factor sign-in is on (an admin may reset it: DELETE /api/users/{id}/two-factor). */
  twoFactorEnabled: boolean;
}

/** GET /api/team/members/{id}: the member with the agency's defaults and the flags that apply to them. */
export interface TeamMemberDetailView extends TeamMemberView {
  defaultPermissions: TeamPermissionFlags;
  effectivePermissions: TeamPermissionFlags;
}

export interface PendingInvitationView {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string | null;
  department: string | null;
  invitedAt: string;
  expiresAt: string;
  expired: boolean;
}

/**
 * GET /api/team/members: admins and team members (never clients; a list page, see PageQuery: `members` holds the page
 * and X-Total-Count the number of all), every pending invitation and the plan's limit.
 */
export interface TeamOverview {
  members: TeamMemberView[];
  invitations: PendingInvitationView[];
  maxTeamMembers: number;
  /** Admins and team members counted against the limit, pending invitations included. */
  usedSeats: number;
}

/** PUT /api/team/members/{id} (any subset). Deactivation ends the member's sessions and live connections. */
export interface UpdateTeamMemberRequest {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  jobTitle?: string;
  department?: string;
  location?: string | null;
  bio?: string | null;
  skills?: string[];
  emergencyContact?: string | null;
  weeklyTargetHours?: number;
  status?: TeamMemberStatus;
}

/** PUT /api/team/members/{id}/permissions: true or false overrides a flag, null goes back to the default. */
export interface UpdateMemberPermissionsRequest {
  overrides: Partial<Record<TeamPermissionFlag, boolean | null>>;
}

/**
 * POST /api/team/members/{id}/deactivate and DELETE /api/team/members/{id}?reassignToId=: the member's open tasks
 * go to reassignToId (an active admin or team member) or, without it, become unassigned.
 */
export interface OffboardTeamMemberRequest {
  reassignToId?: string | null;
}

export interface OffboardTeamMemberResponse {
  /** How many open tasks were reassigned or unassigned. */
  movedTasks: number;
}

/** The language a team invitation mail is written in (optional on POST /api/team/invitations). */
export type InvitationLanguage = UserLanguage;
