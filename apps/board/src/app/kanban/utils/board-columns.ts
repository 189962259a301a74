import { TASK_STATUSES, type TaskStatus, type TaskView } from '@taskflow/contracts';

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

/** Tasks per column, each in the server's order (due date, then creation). */
export function tasksByColumn(tasks: readonly TaskView[]): Record<TaskStatus, TaskView[]> {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((status) => [status, [] as TaskView[]])) as Record<
    TaskStatus,
    TaskView[]
  >;
  for (const task of tasks) (columns[task.status] ?? columns.todo).push(task);
  return columns;
}
