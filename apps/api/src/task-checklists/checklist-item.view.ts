import type { ChecklistItemView } from '@taskflow/contracts';
import type { ChecklistItem } from './checklist-item.entity';

/** An item as the checklist lists it; `position` is its place in the list (0 first). */
export function toChecklistItemView(item: ChecklistItem, position: number): ChecklistItemView {
  return {
    id: item.id,
    taskId: item.taskId,
    title: item.title,
    done: item.done,
    position,
    createdById: item.createdById,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
