import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * The task comments the team has not read, per assignee of their task (an all-zero uuid for unassigned tasks): the
 * unread count of a team member who sees only their own tasks. Written only by the database's triggers (migration
 * KeptUnreadTaskCommentsPerAssignee1797860000001) in the transaction of each change.
 */
@Entity({ name: 'unread_comment_count' })
export class UnreadCommentCount {
  @PrimaryColumn({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @PrimaryColumn({ name: 'assigned_to_id', type: 'uuid' })
  assignedToId: string;

  @Column({ type: 'integer', default: 0 })
  unread: number;
}
