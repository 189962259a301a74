import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** The assignee of the kept counts of unassigned tasks (the key has no null). */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * A project's tasks of one assignee, client visibility and status (spread over a few `slot`s): how many, how many with a due day, how many
 * awaiting the client's approval or approved or rejected by the client, how many without an estimate and the estimated
 * hours of the others. Written only by the database's triggers (migration KeptTaskCounts1797860000000) in
 * the transaction of each change; read joined to the project, whose agency it follows, with the same visibility rules
 * as the tasks themselves (its columns are the ones those rules read).
 */
@Entity({ name: 'task_count' })
@Index('task_count_provider_idx', ['serviceProviderId', 'assignedToId'])
export class TaskCount {
  @PrimaryColumn({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  /** The assignee, or NOBODY. */
  @PrimaryColumn({ name: 'assigned_to_id', type: 'uuid' })
  assignedToId: string;

  @PrimaryColumn({ name: 'is_client_visible', type: 'boolean' })
  isClientVisible: boolean;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status: string;

  /**
   * Which of the key's rows (by the task's id, `task_count_slot`): each count is spread over a few rows, summed on
   * read, so that changes of tasks with the same key rarely wait on each other (migration TaskCountSlots1797881000000).
   */
  @PrimaryColumn({ type: 'smallint', default: 0 })
  slot: number;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  dated: number;

  @Column({ name: 'awaiting_approval', type: 'integer', default: 0 })
  awaitingApproval: number;

  @Column({ type: 'integer', default: 0 })
  approved: number;

  @Column({ type: 'integer', default: 0 })
  rejected: number;

  @Column({ type: 'integer', default: 0 })
  unestimated: number;

  /** The estimated hours of the tasks that have an estimate. */
  @Column({ name: 'estimated_hours', type: 'numeric', precision: 12, scale: 1, default: 0 })
  estimatedHours: string;
}
