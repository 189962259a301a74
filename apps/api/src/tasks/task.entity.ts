import type { ClientApprovalStatus, TaskStatus } from '@taskflow/contracts';
import { Check, Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Project } from '../projects/project.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { User } from '../users/user.entity';

const decimalHours = {
  to: (value?: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'task' })
@Index('task_provider_status_idx', ['serviceProviderId', 'status'])
// A project's task list in the lists' order, the team's and a member's who sees only their own tasks.
@Index('task_project_list_idx', ['projectId', 'dueDate', 'createdAt', 'id'])
@Index('task_project_assignee_list_idx', ['projectId', 'assignedToId', 'dueDate', 'createdAt', 'id'])
@Index('task_list_idx', ['serviceProviderId', 'dueDate', 'createdAt', 'id'])
@Index('task_assignee_list_idx', ['assignedToId', 'dueDate', 'createdAt', 'id'])
@Index('task_counts_idx', [
  'serviceProviderId',
  'projectId',
  'status',
  'assignedToId',
  'isClientVisible',
  'dueDate',
  'requiresClientApproval',
  'clientApprovalStatus',
  'id',
])
// A board column's count (BoardColumnCounts): few distinct keys, so a small index.
@Index('task_board_count_idx', ['serviceProviderId', 'projectId', 'status', 'isClientVisible'])
// A board column in its order, with the due day as an expression (the migration BoardColumnOrder creates it).
@Index('task_board_column_idx', { synchronize: false })
// The open tasks by due day (partial; the migration KeptTaskCounts creates it).
@Index('task_open_due_idx', { synchronize: false })
// The board's filters: text search and tags (GIN), an assignee's cards in the column's order (BoardFilterIndexes).
@Index('task_title_search_idx', { synchronize: false })
@Index('task_description_search_idx', { synchronize: false })
@Index('task_tags_idx', { synchronize: false })
@Index('task_board_assignee_idx', { synchronize: false })
// One occurrence per place in a series: completing twice creates one next occurrence (docs/recurring-tasks.md).
@Index('task_series_occurrence_uq', ['seriesId', 'occurrenceIndex'], { unique: true })
@Check('task_occurrence_index_check', 'occurrence_index >= 0')
export class Task extends TenantOwnedEntity {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Project;

  @Column({ name: 'assigned_to_id', type: 'uuid', nullable: true })
  assignedToId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to_id' })
  assignedTo?: User | null;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 20, default: 'todo' })
  status: TaskStatus;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  priority: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  category: string | null;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate: string | null;

  @Column({
    name: 'estimated_time',
    type: 'numeric',
    precision: 7,
    scale: 1,
    nullable: true,
    transformer: decimalHours,
  })
  estimatedTime: number | null;

  @Column({ name: 'is_client_visible', type: 'boolean', default: false })
  isClientVisible: boolean;

  /** The JSON text of a list of strings, as the API has always stored it. */
  @Column({ type: 'text', default: '[]' })
  tags: string;

  @Column({ name: 'requires_client_approval', type: 'boolean', default: false })
  requiresClientApproval: boolean;

  @Column({ name: 'client_approval_status', type: 'varchar', length: 10, nullable: true })
  clientApprovalStatus: ClientApprovalStatus | null;

  @Column({ name: 'client_comments', type: 'text', nullable: true })
  clientComments: string | null;

  @Column({ name: 'last_client_activity', type: 'timestamptz', nullable: true })
  lastClientActivity: Date | null;

  /** The recurring series this task is an occurrence of (docs/recurring-tasks.md), and its place in it from 0. */
  @Column({ name: 'series_id', type: 'uuid', nullable: true })
  @ForeignKey('task_series', { onDelete: 'SET NULL' })
  seriesId: string | null;

  @Column({ name: 'occurrence_index', type: 'integer', nullable: true })
  occurrenceIndex: number | null;

  /** When the task was last completed (kept by a database trigger; null while open). Not read by default. */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true, select: false })
  completedAt?: Date | null;
}
