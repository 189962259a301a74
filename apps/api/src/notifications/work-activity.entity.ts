import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { WorkActivityDetails, WorkActivityKind } from '../live-events/work-activity';
import { TenantOwnedBase } from '../tenancy/tenant-owned.entity';

/**
 * Something that happened to a task, comment or project, as mails retell it. Only ids are kept: a mail is built from
 * the state at sending time, and skipped when the reader may no longer see the object.
 */
@Entity({ name: 'work_activity' })
@Index('work_activity_provider_time_idx', ['serviceProviderId', 'occurredAt'])
export class WorkActivity extends TenantOwnedBase {
  /** The id of the job that records the activity (so a retried job records it once): always given, never generated. */
  @PrimaryColumn('uuid') declare id: string;
  @Column({ type: 'varchar', length: 40 }) kind: WorkActivityKind;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  actorId: string | null;
  @Column({ name: 'project_id', type: 'uuid', nullable: true }) projectId: string | null;
  @Column({ name: 'task_id', type: 'uuid', nullable: true }) taskId: string | null;
  @Column({ name: 'comment_id', type: 'uuid', nullable: true }) commentId: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) details: WorkActivityDetails;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
}
