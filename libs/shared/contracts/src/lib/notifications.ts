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
