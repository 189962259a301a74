import { Column, Entity } from 'typeorm';
import type { WorkActivityDetails, WorkActivityKind } from '../live-events/work-activity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/**
 * Something that happened to a task, comment or project, as mails retell it. Only ids are kept: a mail is built from
 * the state at sending time, and skipped when the reader may no longer see the object.
 */
@Entity({ name: 'work_activity' })
export class WorkActivity extends TenantOwnedEntity {
  @Column({ type: 'varchar', length: 40 }) kind: WorkActivityKind;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ name: 'project_id', type: 'uuid', nullable: true }) projectId: string | null;
  @Column({ name: 'task_id', type: 'uuid', nullable: true }) taskId: string | null;
  @Column({ name: 'comment_id', type: 'uuid', nullable: true }) commentId: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) details: WorkActivityDetails;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
}
