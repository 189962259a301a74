import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/** A team member who hears of a task's comments and completion: its creator, commenters, and whoever chose to. */
@Entity({ name: 'task_follower' })
@Unique(['taskId', 'userId'])
@Index('task_follower_provider_idx', ['serviceProviderId'])
export class TaskFollower extends TenantOwnedEntity {
  @Column({ name: 'task_id', type: 'uuid' })
  @ForeignKey('task', { onDelete: 'CASCADE' })
  taskId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;
}
