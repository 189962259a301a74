/** Why a user hears of an activity; each reason is one preference, which its unsubscribe link turns off. */
export const NOTIFICATION_REASONS = [
  'taskAssigned',
  'taskCompleted',
  'taskCommented',
  'projectUpdates',
  'clientUpdates',
  'mentioned',
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

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

export const PREFERENCE_OF_REASON: Record<NotificationReason, MailPreference> = {
  taskAssigned: 'emailTaskAssigned',
  taskCompleted: 'emailTaskCompleted',
  taskCommented: 'emailTaskCommented',
  projectUpdates: 'emailProjectUpdates',
  clientUpdates: 'emailClientUpdates',
  mentioned: 'emailMentioned',
};
