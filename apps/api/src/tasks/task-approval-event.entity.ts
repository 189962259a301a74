import type { ClientApprovalStatus } from '@taskflow/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** One approval transition of a task: who moved it to which state, when, and why. */
@Entity({ name: 'task_approval_event' })
@Index('task_approval_event_task_idx', ['taskId', 'createdAt'])
@Index('task_approval_event_recent_idx', ['serviceProviderId', 'createdAt'])
export class TaskApprovalEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ name: 'task_id', type: 'uuid' })
  @ForeignKey('task', { onDelete: 'CASCADE' })
  taskId: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  @Column({ type: 'varchar', length: 10 })
  status: ClientApprovalStatus;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
