import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

export const MAIL_KINDS = [
  /** One event (the notifications linked to it). */
  'event',
  /** Several events collected over the recipient's hourly, daily or weekly period. */
  'digest',
  'daily_digest',
  'weekly_report',
  'deadline_reminders',
  'client_report',
  /** A project reached a share of its budget (hours or money), to the agency's admins. */
  'budget_warning',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** held: waits for quiet hours to end; queued: a send job exists; then sent, skipped (nothing left to tell) or failed. */
export type MailStatus = 'held' | 'queued' | 'sent' | 'skipped' | 'failed';

/** What a scheduled mail covers. */
export interface MailDetails {
  projectId?: string;
  /** ISO times: the period the mail reports on. */
  from?: string;
  to?: string;
  /** Deadline reminders: the recipient's local date the reminder is for (YYYY-MM-DD). */
  day?: string;
  /** Budget warnings: the share of the budget reached (80, 100). */
  percent?: number;
}

/** One mail to one user, with its delivery state. */
@Entity({ name: 'notification_mail' })
@Index('notification_mail_period_idx', ['recipientId', 'kind', 'periodKey'], {
  unique: true,
  where: 'period_key IS NOT NULL',
})
@Index('notification_mail_status_idx', ['serviceProviderId', 'status', 'deliverAfter'])
@Check('notification_mail_status_check', `status IN ('held', 'queued', 'sent', 'skipped', 'failed')`)
export class NotificationMail extends TenantOwnedEntity {
  @Column({ name: 'recipient_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  recipientId: string;

  @Column({ type: 'varchar', length: 30 }) kind: MailKind;
  /** Scheduled mails: one per recipient, kind and period. */
  @Column({ name: 'period_key', type: 'varchar', length: 120, nullable: true }) periodKey: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) details: MailDetails;
  @Column({ type: 'varchar', length: 10 }) status: MailStatus;
  @Column({ name: 'deliver_after', type: 'timestamptz', nullable: true }) deliverAfter: Date | null;
  /** The id of its current send job (a job id used twice adds no second job). */
  @Column({ name: 'job_id', type: 'uuid', nullable: true }) jobId: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) subject: string | null;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
