import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person's week (from Monday): submitted by them, locked by an admin; a locked week's entries refuse changes. */
@Entity({ name: 'timesheet_week' })
@Check('timesheet_week_week_start_check', 'extract(isodow FROM week_start) = 1')
export class TimesheetWeek {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  /** YYYY-MM-DD, a Monday. */
  @PrimaryColumn({ name: 'week_start', type: 'date' })
  weekStart: string;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ name: 'locked_at', type: 'timestamptz', nullable: true })
  lockedAt: Date | null;

  @Column({ name: 'locked_by_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  lockedById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The week's identity for `TenantScope`. */
  get id(): string {
    return `${this.userId}/${this.weekStart}`;
  }
}
