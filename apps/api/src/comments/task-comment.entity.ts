import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Task } from '../tasks/task.entity';
import { CommentBase } from './comment-base.entity';

@Entity({ name: 'task_comment' })
@Index('task_comment_task_idx', ['taskId', 'createdAt'])
@Index('task_comment_provider_idx', ['serviceProviderId', 'createdAt'])
export class TaskComment extends CommentBase {
  @Column({ name: 'task_id', type: 'uuid' })
  taskId: string;

  @ManyToOne(() => Task, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: Task;
}
