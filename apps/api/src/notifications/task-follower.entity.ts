import { Column, Entity } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/** A team member who hears of a task's comments and completion: its creator, commenters, and whoever chose to. */
@Entity({ name: 'task_follower' })
export class TaskFollower extends TenantOwnedEntity {
  @Column({ name: 'task_id', type: 'uuid' }) taskId: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
}
