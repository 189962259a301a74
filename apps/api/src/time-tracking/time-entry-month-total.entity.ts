import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** The task of the kept totals of entries without a task (the key has no null). */
export const NO_TASK = '00000000-0000-0000-0000-000000000000';

/**
 * A person's entries on a project's task (or on the project alone, NO_TASK) in one calendar month, billable or not,
 * billed or not: how many, their minutes and their amount in cents. Written only by the database's triggers
 * (migration KeptTimeTotals1797940000000) in the transaction of each entry's change; a report sums the months its range
 * covers whole from here (docs/time-tracking.md). Its key holds every column the entries' filters and visibility read.
 */
@Entity({ name: 'time_entry_month_total' })
@Index('time_entry_month_total_provider_month_idx', ['serviceProviderId', 'month'])
@Unique('time_entry_month_total_key', ['projectId', 'userId', 'taskId', 'month', 'billable', 'billed'])
export class TimeEntryMonthTotal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  /** The task, or NO_TASK. */
  @Column({ name: 'task_id', type: 'uuid' })
  taskId: string;

  /** The first day of the month of the entries' work day. */
  @Column({ type: 'date' })
  month: string;

  @Column({ type: 'boolean' })
  billable: boolean;

  @Column({ type: 'boolean' })
  billed: boolean;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ type: 'integer', default: 0 })
  entries: number;

  @Column({ type: 'bigint', default: 0 })
  minutes: string;

  @Column({ name: 'amount_cents', type: 'bigint', default: 0 })
  amountCents: string;
}
