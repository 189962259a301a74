import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/** A person's work on a project (a task optional) on one day of their time zone, in whole minutes (docs/time-tracking.md). */
@Entity({ name: 'time_entry' })
@Index('time_entry_provider_date_idx', ['serviceProviderId', 'workDate'])
@Index('time_entry_user_date_idx', ['userId', 'workDate'])
@Index('time_entry_project_date_idx', ['projectId', 'workDate'])
@Index('time_entry_task_idx', ['taskId'], { where: 'task_id IS NOT NULL' })
@Check('time_entry_minutes_check', 'minutes > 0 AND minutes <= 1440')
@Check('time_entry_billed_rate_cents_check', 'billed_rate_cents >= 0')
export class TimeEntry extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  @ForeignKey('task', { onDelete: 'SET NULL' })
  taskId: string | null;

  /** YYYY-MM-DD in the person's time zone. */
  @Column({ name: 'work_date', type: 'date' })
  workDate: string;

  @Column({ type: 'integer' })
  minutes: number;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: 'boolean' })
  billable: boolean;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'billed_at', type: 'timestamptz', nullable: true })
  billedAt: Date | null;

  @Column({ name: 'invoice_reference', type: 'varchar', length: 100, nullable: true })
  invoiceReference: string | null;

  @Column({ name: 'billed_rate_cents', type: 'integer', nullable: true })
  billedRateCents: number | null;

  /**
   * Billable minutes × the entry's rate ÷ 60 in whole cents, rounded half up: written by the database's triggers as the
   * entry or one of its rates changes (migration KeptTimeTotals1797940000000), never by the API.
   */
  @Column({ name: 'amount_cents', type: 'bigint', default: 0, insert: false, update: false, select: false })
  amountCents: string;
}
