import { NOTIFICATION_CENTRE_REASONS, NOTIFICATION_IN_APP_PREFERENCES } from '@taskflow/contracts';

/**
 * Why a user hears of an activity. Each reason has a mail preference (which its unsubscribe link turns off) and an
 * in-app preference (the notification centre); apps/api/README.md "Notification model" lists them. The list and the
 * in-app switches are the contracts' (the web app shows the same reasons).
 */
export const NOTIFICATION_REASONS = NOTIFICATION_CENTRE_REASONS;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/** Reasons only client contacts are told of (the agency's updates about their projects); the others only the team. */
export const CLIENT_REASONS: readonly NotificationReason[] = ['clientUpdates', 'approvalRequested'];

/** The preferences a mail can be unsubscribed from (fields of NotificationPreferences). */
export const MAIL_PREFERENCES = [
  'emailTaskAssigned',
  'emailTaskCompleted',
  'emailTaskCommented',
  'emailProjectUpdates',
  'emailDeadlineReminders',
  'emailDailyDigest',
  'emailWeeklyReport',
  'emailClientUpdates',
  'emailClientReports',
  'emailMentioned',
] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];

/** A reason's mail preference: the newer reasons share the switch of the mails that told of them before. */
export const PREFERENCE_OF_REASON: Record<NotificationReason, MailPreference> = {
  taskAssigned: 'emailTaskAssigned',
  taskCompleted: 'emailTaskCompleted',
  taskCommented: 'emailTaskCommented',
  projectUpdates: 'emailProjectUpdates',
  clientUpdates: 'emailClientUpdates',
  approvalRequested: 'emailClientUpdates',
  approvalDecided: 'emailTaskCompleted',
  projectCompleted: 'emailProjectUpdates',
  dueTomorrow: 'emailDeadlineReminders',
  mentioned: 'emailMentioned',
  budgetWarning: 'emailProjectUpdates',
};

/** The notification centre's switch per reason (fields of NotificationPreferences, one column each). */
export const IN_APP_PREFERENCE_OF_REASON = NOTIFICATION_IN_APP_PREFERENCES;
export type InAppPreference = (typeof IN_APP_PREFERENCE_OF_REASON)[NotificationReason];
export const IN_APP_PREFERENCES = Object.values(IN_APP_PREFERENCE_OF_REASON) as InAppPreference[];
