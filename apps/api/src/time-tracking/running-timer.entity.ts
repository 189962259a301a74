import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person's running timer: at most one, the user being its key (docs/time-tracking.md). */
@Entity({ name: 'running_timer' })
export class RunningTimer {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  @ForeignKey('task', { onDelete: 'CASCADE' })
  taskId: string | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'text', default: '' })
  note: string;

  /** IANA time zone: the day of the entry the timer becomes. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The timer's identity for `TenantScope`: its person. */
  get id(): string {
    return this.userId;
  }
}
