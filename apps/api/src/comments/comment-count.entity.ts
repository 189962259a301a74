import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

export type CommentCountThread = 'task' | 'project';
export type CommentCountAudience = 'team' | 'client';

/**
 * A project's comments of one thread as one audience sees them: `team` every comment and the team's read state,
 * `client` those that are not internal (on client-visible tasks) and the client's read state. Written only by the
 * database's triggers (migration KeptCommentCounts1797820000000) in the transaction of each change; read joined to
 * the project, whose agency and visibility it follows.
 */
@Entity({ name: 'comment_count' })
@Index('comment_count_provider_idx', ['serviceProviderId'])
export class CommentCount {
  @PrimaryColumn({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @PrimaryColumn({ type: 'text' })
  thread: CommentCountThread;

  @PrimaryColumn({ type: 'text' })
  audience: CommentCountAudience;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  unread: number;

  @Column({ name: 'last_comment_at', type: 'timestamptz', nullable: true })
  lastCommentAt: Date | null;
}
