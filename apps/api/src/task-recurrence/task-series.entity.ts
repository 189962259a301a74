import type { RecurrenceCreation, RecurrencePattern } from '@taskflow/contracts';
import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

const decimalHours = {
  to: (value?: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A recurring task's series (docs/recurring-tasks.md): its RFC 5545 rule (and the pattern it was made from), and the
 * fields each next occurrence gets ("this and future" edits change them). Ended series make no more occurrences.
 */
@Entity({ name: 'task_series' })
@Index('task_series_project_idx', ['projectId'])
@Check('task_series_count_check', 'occurrence_count >= 1')
@Check('task_series_mode_check', `mode IN ('on_completion', 'ahead')`)
@Check('task_series_lead_days_check', 'lead_days BETWEEN 0 AND 60')
export class TaskSeries extends TenantOwnedEntity {
  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @Column({ type: 'text' })
  rule: string;

  @Column({ type: 'jsonb' })
  pattern: RecurrencePattern;

  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'occurrence_count', type: 'integer', nullable: true })
  occurrenceCount: number | null;

  @Column({ name: 'until_date', type: 'date', nullable: true })
  untilDate: string | null;

  /** When the next occurrences are made: when the current one is completed, or ahead of time by the job queue. */
  @Column({ type: 'varchar', length: 20, default: 'on_completion' })
  mode: RecurrenceCreation;

  /** 'ahead': days before its due day each occurrence is made; null for 'on_completion'. */
  @Column({ name: 'lead_days', type: 'integer', nullable: true })
  leadDays: number | null;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'assigned_to_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  assignedToId: string | null;

  @Column({ name: 'is_client_visible', type: 'boolean', default: false })
  isClientVisible: boolean;

  @Column({ type: 'text', default: '[]' })
  tags: string;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  priority: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  category: string | null;

  @Column({
    name: 'estimated_time',
    type: 'numeric',
    precision: 7,
    scale: 1,
    nullable: true,
    transformer: decimalHours,
  })
  estimatedTime: number | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  createdById: string | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
