import type { UserLanguage } from './users';

/** The longest checklist item title: a task's title, since an item can become a task (docs/checklists.md). */
export const CHECKLIST_ITEM_TITLE_MAX = 300;
/** The most items one task's checklist holds. */
export const CHECKLIST_ITEMS_MAX = 100;
/** The board's checklist filter: tasks with at least one item not yet done. */
export const BOARD_CHECKLIST_FILTERS = ['incomplete'] as const;
export type BoardChecklistFilter = (typeof BOARD_CHECKLIST_FILTERS)[number];

/** One item of a task's checklist, as GET /api/tasks/{id}/checklist lists it (in `position` order). */
export interface ChecklistItemView {
  id: string;
  taskId: string;
  title: string;
  done: boolean;
  /** 0, 1, 2, … in the checklist's order. */
  position: number;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/tasks/{id}/checklist: a new item, at the end of the list. */
export interface CreateChecklistItemRequest {
  title: string;
  done?: boolean;
}

/** PATCH /api/tasks/{id}/checklist/{itemId}: rename and/or tick. */
export interface UpdateChecklistItemRequest {
  title?: string;
  done?: boolean;
}

/** PUT /api/tasks/{id}/checklist/order: every item id of the checklist, each once, in the new order. */
export interface ReorderChecklistRequest {
  itemIds: string[];
}

/**
 * POST /api/tasks/{id}/checklist/{itemId}/convert: the item becomes a task of the same project (answered as a
 * TaskView). Assignee: the one given, else the task's, else the caller.
 */
export interface ConvertChecklistItemRequest {
  assignedToId?: string;
  /** The language of the new task's description; default: the caller's stored language, else English. */
  language?: UserLanguage;
}
