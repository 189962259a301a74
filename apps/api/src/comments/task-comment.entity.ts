import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Task } from '../tasks/task.entity';
import { CommentBase } from './comment-base.entity';

@Entity({ name: 'task_comment' })
@Index('task_comment_thread_idx', ['taskId', 'createdAt', 'id', 'isInternal', 'isReadByTeam', 'isReadByClient'])
@Index('task_comment_feed_idx', ['serviceProviderId', 'createdAt', 'id'])
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
}
