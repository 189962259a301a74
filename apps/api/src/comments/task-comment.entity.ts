import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Task } from '../tasks/task.entity';
import { CommentBase } from './comment-base.entity';

@Entity({ name: 'task_comment' })
@Index('task_comment_thread_idx', ['taskId', 'createdAt', 'id', 'isInternal', 'isReadByTeam', 'isReadByClient'])
@Index('task_comment_feed_idx', ['serviceProviderId', 'createdAt', 'id'])
// The feed of a team member who sees only their own tasks, with INCLUDE columns (TaskCommentAssignee1797882000000).
@Index('task_comment_assignee_feed_idx', { synchronize: false })
@Index('task_comment_counts_idx', [
  'serviceProviderId',
  'taskId',
  'isInternal',
  'isReadByTeam',
  'isReadByClient',
  'createdAt',
  'id',
])
export class TaskComment extends CommentBase {
  @Column({ name: 'task_id', type: 'uuid' })
  taskId: string;

  @ManyToOne(() => Task, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: Task;

  /**
   * The task's assignee, written only by the database's triggers (migration TaskCommentAssignee1797882000000): what
   * the feeds of a team member who sees only their own tasks read by. Never part of an answer.
   */
  @Column({ name: 'task_assigned_to_id', type: 'uuid', nullable: true, select: false, insert: false, update: false })
  taskAssignedToId?: string | null;
}
