import type { UserSummary } from './resources';

export const NOTIFICATION_MAIL_KINDS = [
  'event',
  'digest',
  'daily_digest',
  'weekly_report',
  'deadline_reminders',
  'client_report',
  'budget_warning',
] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

/** held: waiting for the recipient's quiet hours to end; queued: being sent (retried after failures). */
export const NOTIFICATION_MAIL_STATUSES = ['held', 'queued', 'sent', 'skipped', 'failed'] as const;
export type NotificationMailStatus = (typeof NOTIFICATION_MAIL_STATUSES)[number];

/** A mail of the notification engine, as an admin sees it (the failed ones: every retry was used up). */
export interface NotificationMailView {
  id: string;
  recipient: UserSummary | null;
  kind: NotificationMailKind;
  status: NotificationMailStatus;
  /** Null until the mail was built (at its first delivery attempt). */
  subject: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/notifications/mail-delivery (admins): how the agency's notification mails fare. `transport` is
 * `smtp` when SMTP_HOST is set, otherwise `outbox` (a file on the server, nothing leaves it). `counts` covers the
 * last 30 days; `failed` lists the latest failed mails (newest first, at most 50), each retryable.
 */
export interface MailDeliveryView {
  transport: 'smtp' | 'outbox';
  queueRunning: boolean;
  /** Retries of a failed delivery before a mail counts as failed. */
  retryLimit: number;
  counts: Record<NotificationMailStatus, number>;
  failed: NotificationMailView[];
}

/** GET, PUT, DELETE /api/notifications/task-follows/{taskId}: whether the signed-in team user follows a task. */
export interface TaskFollowView {
  taskId: string;
  following: boolean;
}

/**
 * GET /api/notifications/unsubscribe?token=… (public; `Accept: text/html` answers a confirmation page) tells what
 * the link turns off; POST with the same query turns it off (RFC 8058 one-click: any body).
 */
export interface UnsubscribeView {
  email: string;
  /** Preference fields of NotificationPreferencesView the link turns off. */
  preferences: string[];
  unsubscribed: boolean;
}

/**
 * Why a person hears of something (apps/api/README.md "Notification model"). The centre shows any reason with the
 * text key `notificationCentre.reason.<reason>`; later reasons join this list.
 */
export const NOTIFICATION_CENTRE_REASONS = [
  'taskAssigned',
  'taskCompleted',
  'taskCommented',
  'projectUpdates',
  'clientUpdates',
  'approvalRequested',
  'approvalDecided',
  'projectCompleted',
  'dueTomorrow',
  'mentioned',
  'budgetWarning',
] as const;
export type NotificationCentreReason = (typeof NOTIFICATION_CENTRE_REASONS)[number];

/** The in-app switch of each reason in NotificationPreferencesView. */
export const NOTIFICATION_IN_APP_PREFERENCES = {
  taskAssigned: 'inAppTaskAssigned',
  taskCompleted: 'inAppTaskCompleted',
  taskCommented: 'inAppTaskCommented',
  projectUpdates: 'inAppProjectUpdates',
  clientUpdates: 'inAppClientUpdates',
  approvalRequested: 'inAppApprovalRequested',
  approvalDecided: 'inAppApprovalDecided',
  projectCompleted: 'inAppProjectCompleted',
  dueTomorrow: 'inAppDueTomorrow',
  mentioned: 'inAppMentioned',
  budgetWarning: 'inAppBudgetWarning',
} as const satisfies Record<NotificationCentreReason, string>;

/** One entry of the signed-in person's notification centre, as they may see its objects now. */
export interface NotificationView {
  id: string;
  /** A NotificationCentreReason (kept a string: a front end older than a new reason shows a generic text). */
  reason: string;
  /** What happened (the work activity's kind, e.g. `task.created`, `comment.created`). */
  kind: string;
  /** Who did it; null for the system or a deleted account. */
  actorName: string | null;
  /** Null for a message's entry (conversations belong to no project). */
  project: { id: string; name: string } | null;
  task: { id: string; title: string } | null;
  /** A message's conversation (`name` null for a direct one): the entry leads there. */
  conversation: { id: string; name: string | null } | null;
  /** A comment's thread when the entry is about a comment. */
  commentThread: 'task' | 'project' | null;
  /** budgetWarning: the share of the project's budget (hours or money) reached, one of BUDGET_WARNING_PERCENTS. */
  percent: number | null;
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications?cursor=…&limit=…: newest first; `nextCursor` (null at the end) asks for the next page. */
export interface NotificationPage {
  items: NotificationView[];
  nextCursor: string | null;
  unreadCount: number;
}

/** GET /api/notifications/unread-count, and the answer of the mark-read calls. */
export interface NotificationUnreadCount {
  unreadCount: number;
}

/** `notification:created`, to the recipient's own sockets only. */
export interface NotificationCreatedPayload {
  notification: NotificationView;
  unreadCount: number;
}

/** `notification:read`: entries read on one tab or device (`all`: every entry), to the person's own sockets only. */
export interface NotificationReadPayload {
  ids: string[] | 'all';
  readAt: string;
  unreadCount: number;
}
