/** The job queues of the mail notifications (pg-boss). */
export const NOTIFICATION_QUEUES = {
  /** A work change to record and fan out to the people who should hear of it. */
  activity: 'notifications.activity',
  /** One mail to build from the current state and send (retried with backoff). */
  send: 'notifications.send',
  /** Mails whose every retry failed. */
  deadLetter: 'notifications.send.dead-letter',
  /** Every minute: held mails whose quiet hours ended, digests whose period ended. */
  due: 'notifications.due',
  /** Every 15 minutes: daily and weekly mails (reminders, digests, reports) due in their recipients' time zones. */
  reports: 'notifications.reports',
  /** Nightly: notification centre entries older than 90 days are deleted. */
  centrePurge: 'notifications.centre-purge',
} as const;

export interface MailJob {
  mailId: string;
  serviceProviderId: string;
}
