import type { TeamPermissionFlag } from './permissions';
import type { UserType } from './users';
import type { ClientApprovalStatus, ProjectStatus, TaskStatus } from './work';

/** Answer shapes of the API's resources (dates as ISO strings, day-only dates as YYYY-MM-DD). */

export interface ServiceProviderView {
  id: string;
  companyName: string;
  website: string | null;
  industry: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  licenseStatus: string;
  maxTeamMembers: number;
  currentTeamMembers: number;
  createdAt: string;
}

/** POST /api/service-providers (public, first step of the spec's registration sequence). */
export interface CreateServiceProviderResponse extends ServiceProviderView {
  /** One-time secret for the following POST /api/users that creates the first admin (expires after one hour). */
  registrationToken: string;
}

export interface ClientCompanyView {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  createdAt: string;
  updatedAt: string;
  users: UserSummary[];
}

export interface ClientCompanyWithProjects extends ClientCompanyView {
  projects: ProjectView[];
}

export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
}

export interface ProjectView {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  status: ProjectStatus;
  priority: string;
  budget: number | null;
  notes: string | null;
  tags: string[];
  clientCompanyId: string;
  clientCompany: { id: string; name: string; industry: string | null; website: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface TaskView {
  id: string;
  title: string;
  description: string;
  projectId: string;
  project: { id: string; name: string; clientCompanyId: string };
  status: TaskStatus;
  priority: string;
  category: string | null;
  dueDate: string | null;
  estimatedTime: number | null;
  isClientVisible: boolean;
  /** JSON text of a list of strings. */
  tags: string;
  assignedToId: string | null;
  assignedTo: UserSummary | null;
  requiresClientApproval: boolean;
  clientApprovalStatus: ClientApprovalStatus | null;
  clientComments: string | null;
  lastClientActivity: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskApprovalEventView {
  id: string;
  taskId: string;
  status: ClientApprovalStatus;
  comment: string | null;
  actor: UserSummary | null;
  createdAt: string;
}

/** POST /api/tasks/{id}/approval (client of the task's company). */
export interface TaskApprovalRequest {
  status: Exclude<ClientApprovalStatus, 'pending'>;
  comment?: string;
}

export interface CommentAuthor {
  id: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

interface CommentViewBase {
  id: string;
  content: string;
  isInternal: boolean;
  isReadByTeam: boolean;
  isReadByClient: boolean;
  createdAt: string;
  updatedAt: string;
  userId: string | null;
  user: CommentAuthor | null;
}

export interface TaskCommentView extends CommentViewBase {
  taskId: string;
  task: { id: string; title: string; projectId: string };
}

export interface ProjectCommentView extends CommentViewBase {
  projectId: string;
  project: { id: string; name: string };
}

/** PATCH /api/comments/{tasks|projects}/{read|unread}/{team|client}. */
export interface CommentReadStateRequest {
  commentIds: string[];
}

export interface CommentReadStateResponse {
  updated: number;
}

export interface PermissionCheckResponse {
  hasPermission: boolean;
  permission: TeamPermissionFlag;
}

export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export interface NotificationPreferencesView {
  emailTaskAssigned: boolean;
  emailTaskCompleted: boolean;
  emailProjectUpdates: boolean;
  emailTaskCommented: boolean;
  emailDeadlineReminders: boolean;
  emailDailyDigest: boolean;
  emailWeeklyReport: boolean;
  frequency: NotificationFrequency;
  quietHoursEnabled: boolean;
  quietHoursFrom: string;
  quietHoursTo: string;
}

export interface TestEmailResponse {
  success: boolean;
  message: string;
}

export const CLIENT_REPORT_FREQUENCIES = ['never', 'weekly', 'biweekly', 'monthly'] as const;
export type ClientReportFrequency = (typeof CLIENT_REPORT_FREQUENCIES)[number];

export interface ClientEmailTemplatesView {
  projectStart: string;
  projectUpdate: string;
  projectComplete: string;
  taskUpdate: string;
}

export interface ClientCommunicationSettingsView {
  autoNotifyClients: boolean;
  clientVisibilityDefault: boolean;
  allowClientComments: boolean;
  requireApprovalForUpdates: boolean;
  clientPortalAccess: boolean;
  clientReportsFrequency: ClientReportFrequency;
  emailTemplates: ClientEmailTemplatesView;
}

export interface WaitlistEntryView {
  id: string;
  email: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export const TEAM_ROLES = [
  'Senior Frontend Developer',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'UI/UX Designer',
  'Project Manager',
  'Marketing Manager',
  'Sales Representative',
  'Support Specialist',
] as const;
export const TEAM_DEPARTMENTS = ['development', 'design', 'management', 'marketing', 'sales', 'support'] as const;
export const INVITATION_PERMISSIONS = [
  'projects.view',
  'projects.edit',
  'tasks.view',
  'tasks.edit',
  'clients.view',
  'clients.edit',
  'team.view',
  'team.manage',
  'reports.view',
  'settings.manage',
] as const;

/** POST /api/team/invitations. */
export interface TeamInvitationRequest {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  department: string;
  permissions?: string[];
}

export interface TeamInvitationResponse {
  id: string;
  userId: string;
  email: string;
  /** Path of the web page where the invited person sets a password (token included). */
  invitationUrl: string;
  expiresAt: string;
}

/** POST /api/auth/accept-invitation (public). Answers like login. */
export interface AcceptInvitationRequest {
  token: string;
  password: string;
}
