import { TASK_STATUSES, type TaskStatus } from '@taskflow/contracts';

/** The board's four columns, in order (docs/product-rules.md#states-and-changes). */
export const BOARD_COLUMNS: readonly TaskStatus[] = TASK_STATUSES;

/** The drag type of a task card. */
export const TASK_CARD_DRAG_TYPE = 'task-card';

/** What a dragged card carries. */
export interface DraggedTask {
  id: string;
  projectId: string;
  status: TaskStatus;
  title: string;
}
