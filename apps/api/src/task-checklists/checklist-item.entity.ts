import { CHECKLIST_ITEM_TITLE_MAX } from '@taskflow/contracts';
import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/**
 * One item of a task's ordered checklist (docs/checklists.md). It goes with its task; `position` orders a task's items
 * (0, 1, 2, … as the API writes them). The index on the task and the done flag lets every task view count its
 * checklist's progress from the index alone.
 */
@Entity({ name: 'task_checklist_item' })
@Index('task_checklist_item_task_idx', ['taskId', 'done'])
@Check('task_checklist_item_title_check', `btrim(title) <> ''`)
@Check('task_checklist_item_position_check', 'position >= 0')
export class ChecklistItem extends TenantOwnedEntity {
  @Column({ name: 'task_id', type: 'uuid' })
  @ForeignKey('task', { onDelete: 'CASCADE' })
  taskId: string;

  @Column({ type: 'varchar', length: CHECKLIST_ITEM_TITLE_MAX })
  title: string;

  @Column({ type: 'boolean', default: false })
  done: boolean;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  createdById: string | null;
}
