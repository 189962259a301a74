import type { BoardChecklistFilter } from './checklists';
import type { TaskRecurrenceSummary } from './recurrence';
import type { TeamPermissionFlag } from './permissions';
import type { FileView } from './files';
import type { UserRef, UserType } from './users';
import type { ClientApprovalStatus, ProjectStatus, TaskPriority, TaskStatus } from './work';

/** A boolean switch sent in a query string. */
export type QueryFlag = 'true' | 'false';

/**
 * Lists of tasks, projects, comments, users, customers (client companies), chat partners and team members answer at
 * most `limit` rows (default and maximum LIST_PAGE_SIZE) from `offset` (default 0, at most LIST_OFFSET_MAX), and the
 * number of all matching rows in the LIST_TOTAL_HEADER response header (the team overview pages its `members`).
 */
export const LIST_PAGE_SIZE = 1000;
export const LIST_OFFSET_MAX = 1_000_000;
export const LIST_TOTAL_HEADER = 'X-Total-Count';

export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** Answer shapes of the API's resources (dates as ISO strings, day-only dates as YYYY-MM-DD). */

export interface AgencyView {
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

/** GET /api/service-providers/current: the signed-in user's agency (clients see whose portal they are in). */
export interface CurrentAgencyView {
  id: string;
  companyName: string;
}

/** POST /api/service-providers (public, step 1 of the two-step registration: docs/product-rules.md#registration). */
export interface CreateAgencyRequest {
  companyName: string;
  website?: string | null;
  industry?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string;
  /** Sent by two-step clients; ignored (always trial). */
  licenseStatus?: string;
  /** Ignored (always 5). */
  maxTeamMembers?: number;
  /** Ignored (counted by the server). */
  currentTeamMembers?: number;
}

/** POST /api/service-providers: the agency step 2 will create. */
export interface CreateAgencyResponse extends AgencyView {
  /** One-time secret for the following POST /api/users that creates the first admin (expires after one hour). */
  registrationToken: string;
}

export interface CustomerSummaryView {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  createdAt: string;
  updatedAt: string;
  users: UserSummary[];
}

export interface CustomerWithProjects extends CustomerSummaryView {
  projects: ProjectView[];
}

/** POST /api/client-companies */
export interface CreateCustomerSummaryRequest {
  name: string;
  website?: string | null;
  industry?: string | null;
}

/** PUT /api/client-companies/{id} (any subset) */
export type UpdateCustomerSummaryRequest = Partial<CreateCustomerSummaryRequest>;

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
  /** The agency's internal data: left out of every answer to a client. */
  budget?: number | null;
  /** The agency's internal data: left out of every answer to a client. */
  notes?: string | null;
  tags: string[];
  clientCompanyId: string;
  clientCompany: { id: string; name: string; industry: string | null; website: string | null };
  createdAt: string;
  updatedAt: string;
}

/** POST /api/projects */
export interface CreateProjectRequest {
  name: string;
  description: string;
  /** YYYY-MM-DD (a full ISO timestamp is cut to its day). */
  startDate: string;
  endDate?: string | null;
  clientCompanyId: string;
  isActive?: boolean;
  status?: ProjectStatus;
  priority?: string;
  budget?: number | null;
  notes?: string | null;
  tags?: string[];
}

/** PUT /api/projects/{id} (any subset) */
export type UpdateProjectRequest = Partial<CreateProjectRequest>;

/** GET /api/projects, GET /api/projects/company/{companyId} */
export interface ProjectListQuery extends PageQuery {
  includeInactive?: QueryFlag;
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
  /** Checklist items ticked, of `checklistTotal` (docs/checklists.md). */
  checklistDone: number;
  checklistTotal: number;
  /** The series this task repeats in (docs/recurring-tasks.md); null when it does not repeat. */
  recurrence: TaskRecurrenceSummary | null;
}

export interface TaskApprovalEventView {
  id: string;
  taskId: string;
  status: ClientApprovalStatus;
  comment: string | null;
  actor: UserSummary | null;
  createdAt: string;
}

/** POST /api/tasks */
export interface CreateTaskRequest {
  title: string;
  description: string;
  projectId: string;
  assignedToId: string;
  /** YYYY-MM-DD, not in the past. */
  dueDate?: string | null;
  /** Hours in steps of 0.5. */
  estimatedTime?: number | null;
  /** Default: clientVisibilityDefault of the client settings. */
  isClientVisible?: boolean;
  status?: TaskStatus;
  /** JSON text of a list of strings. */
  tags?: string;
  priority?: string;
  category?: string;
  requiresClientApproval?: boolean;
}

/** PUT /api/tasks/{id} (any subset) */
export interface UpdateTaskRequest {
  /**
   * true asks the client to approve (the task becomes pending, as POST …/approval-request does; needs
   * requireApprovalForUpdates and a client-visible task); false stops asking (the history stays).
   */
  requiresClientApproval?: boolean;
  title?: string;
  description?: string;
  status?: TaskStatus;
  dueDate?: string | null;
  estimatedTime?: number | null;
  isClientVisible?: boolean;
  assignedToId?: string | null;
  tags?: string;
  priority?: string;
  category?: string | null;
}

/** PATCH /api/tasks/{id}/status */
export interface UpdateTaskStatusRequest {
  status: TaskStatus;
}

/** GET /api/tasks/project/{projectId} */
export interface TaskListQuery extends PageQuery {
  /** Only client-visible tasks (the client's view of a project). */
  clientView?: QueryFlag;
}

/** Cards of a board column per page, unless `limit` says otherwise. */
export const BOARD_PAGE_SIZE = 50;
/** The most cards one board page may ask for. */
export const BOARD_PAGE_MAX = 200;
/** The board's due-state filter: past due, due within TASK_DUE_SOON_DAYS (both never for completed tasks), no due date. */
export const BOARD_DUE_FILTERS = ['overdue', 'dueSoon', 'none'] as const;
export type BoardDueFilter = (typeof BOARD_DUE_FILTERS)[number];
/** `assigneeId` value for tasks assigned to nobody. */
export const BOARD_UNASSIGNED = 'none';

/** The board's filters; each narrows the cards and the counts alike. */
export interface BoardFilters {
  /** A user's id, or BOARD_UNASSIGNED. */
  assigneeId?: string;
  priority?: TaskPriority;
  due?: BoardDueFilter;
  tag?: string;
  /** 'true': only client-visible tasks; 'false': only internal ones. */
  clientVisible?: QueryFlag;
  /** Words found in the title or description (case-insensitive). */
  search?: string;
  /** 'incomplete': only tasks whose checklist has an item not yet done. */
  checklist?: BoardChecklistFilter;
}

/** GET /api/tasks/project/{projectId}/board */
export interface BoardQuery extends BoardFilters {
  /** One column only (required with `cursor`); without it every column's first page. */
  status?: TaskStatus;
  /** Cards per column (0: only the counts); BOARD_PAGE_SIZE by default. */
  limit?: number;
  /** Where the column's next page starts: its previous page's `nextCursor`. */
  cursor?: string;
  /** Only client-visible tasks (the client's view of a project). */
  clientView?: QueryFlag;
  /** The viewer's calendar day (YYYY-MM-DD) the due-state filter counts from; the server's UTC day by default. */
  today?: string;
}

/**
 * A board card: what the card shows, the board's order (dueDate, createdAt, id) and its filters need, without the
 * task's text, project and people details the task's own view carries (GET /api/tasks/{id}). A task's live event
 * brings the whole TaskView, which is a TaskCardView too.
 */
export type TaskCardView = Pick<
  TaskView,
  | 'id'
  | 'title'
  | 'projectId'
  | 'status'
  | 'priority'
  | 'dueDate'
  | 'isClientVisible'
  | 'tags'
  | 'assignedToId'
  | 'requiresClientApproval'
  | 'clientApprovalStatus'
  | 'lastClientActivity'
  | 'createdAt'
  | 'checklistDone'
  | 'checklistTotal'
  | 'recurrence'
> & {
  assignedTo: Pick<UserSummary, 'id' | 'firstName' | 'lastName'> | null;
  /** Absent on a card the board read; present when a live event put the whole task there. */
  description?: string;
};

/** One column of the board: a page of its cards in the board's order and the exact count of all that match. */
export interface BoardColumnView {
  status: TaskStatus;
  total: number;
  tasks: TaskCardView[];
  /** The cursor of the column's next page, or null when this page is its last. */
  nextCursor: string | null;
}

/** The answer of GET /api/tasks/project/{projectId}/board. */
export interface ProjectBoardView {
  columns: BoardColumnView[];
}

/** POST /api/tasks/{id}/approval-request (the team asks the client to approve). */
export interface RequestTaskApprovalRequest {
  comment?: string | null;
}

/** POST /api/tasks/{id}/approval (client of the task's company). */
export interface TaskApprovalRequest {
  status: Exclude<ClientApprovalStatus, 'pending'>;
  comment?: string | null;
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
  user: UserRef | null;
  /** Files sent with the comment (absent: none). */
  attachments?: FileView[];
}

export interface TaskCommentView extends CommentViewBase {
  taskId: string;
  task: { id: string; title: string; projectId: string };
}

export interface ProjectCommentView extends CommentViewBase {
  projectId: string;
  project: { id: string; name: string };
}

/** POST /api/comments/tasks */
export interface CreateTaskCommentRequest {
  taskId: string;
  content: string;
  isInternal?: boolean;
  /** Drafts uploaded with target `task-comment` for this task (POST /api/files). */
  attachmentIds?: string[];
}

/** POST /api/comments/projects */
export interface CreateProjectCommentRequest {
  projectId: string;
  content: string;
  isInternal?: boolean;
  /** Drafts uploaded with target `project-comment` for this project (POST /api/files). */
  attachmentIds?: string[];
}

/** PUT /api/comments/{tasks|projects}/{id} (own comments; isInternal for the team side only) */
export interface UpdateCommentRequest {
  content: string;
  isInternal?: boolean;
}

/** GET /api/comments/{tasks|projects}[/{parentId}] */
export interface CommentListQuery extends PageQuery {
  /** Team side only; ignored for clients. */
  includeInternal?: QueryFlag;
}

/** PATCH /api/comments/{tasks|projects}/{read|unread}/{team|client}. */
export interface CommentReadStateRequest {
  commentIds: string[];
}

export interface CommentReadStateResponse {
  updated: number;
}

/**
 * GET /api/comments/unread-count: task and project comments the caller may see that their side has not read
 * (team side: internal ones included; clients: never internal). `unread_count:updated` (kind comments) sets it live.
 */
export interface UnreadCommentCountResponse {
  count: number;
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
  /** Clients: the agency's mails about their projects (sent while autoNotifyClients is on); always answered. */
  emailClientUpdates?: boolean;
  /** Clients: the progress reports per project (clientReportsFrequency); always answered. */
  emailClientReports?: boolean;
  /** The notification centre, one switch per reason (NOTIFICATION_IN_APP_PREFERENCES); always answered. */
  inAppTaskAssigned?: boolean;
  inAppTaskCompleted?: boolean;
  inAppTaskCommented?: boolean;
  inAppProjectUpdates?: boolean;
  inAppClientUpdates?: boolean;
  inAppApprovalRequested?: boolean;
  inAppApprovalDecided?: boolean;
  inAppProjectCompleted?: boolean;
  inAppDueTomorrow?: boolean;
  inAppMentioned?: boolean;
  /** Admins: a project reached 80 % or 100 % of its budget. */
  inAppBudgetWarning?: boolean;
  /** Everyone: mails when someone mentions them; always answered. */
  emailMentioned?: boolean;
}

/** PUT /api/notifications/preferences: any subset (the settings screen sends one field); answers all of them. */
export type UpdateNotificationPreferencesRequest = Partial<NotificationPreferencesView>;

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

/**
 * GET /api/client-communication-settings/portal (every signed-in user of the agency): what the agency lets
 * its clients do in the portal, so a client's screens can offer only that. The server enforces both.
 */
export interface ClientPortalSettingsView {
  /** Clients may write (client-visible) task and project comments. */
  allowClientComments: boolean;
  /** Clients are asked to approve tasks that require it. */
  requireApprovalForUpdates: boolean;
}

/** PUT /api/client-communication-settings (any subset; templates merge into the stored ones). */
export type UpdateClientCommunicationSettingsRequest = Partial<
  Omit<ClientCommunicationSettingsView, 'emailTemplates'>
> & { emailTemplates?: Partial<ClientEmailTemplatesView> };

/** New waitlist entries are 'pending'; a platform admin sets any other status. */
export const WAITLIST_STATUSES = ['pending', 'contacted', 'invited', 'rejected'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** POST /api/waitlist (public) */
export interface JoinWaitlistRequest {
  email: string;
}

/** POST /api/waitlist: 201 when added, 200 when the email was on the list already; nothing else of the entry. */
export interface JoinWaitlistResponse {
  alreadyExists: boolean;
}

/** PUT /api/waitlist/{id} (the product's operators) */
export interface UpdateWaitlistEntryRequest {
  status: WaitlistStatus;
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
  /** The language of the invitation mail and of the new account (default: both languages in one mail). */
  language?: 'de' | 'en' | null;
}

export interface TeamInvitationResponse {
  id: string;
  userId: string;
  email: string;
  /** Path of the web page where the invited person sets a password (token included). */
  invitationUrl: string;
  expiresAt: string;
}

/** POST /api/team/invitations/accept (public): the invited member sets a password. Answers like login. */
export interface AcceptInvitationRequest {
  token: string;
  password: string;
}
