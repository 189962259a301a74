import {
  BOARD_CHECKLIST_FILTERS,
  BOARD_DUE_FILTERS,
  TASK_PRIORITIES,
  type BoardDueFilter,
  type BoardFilters,
  type TaskPriority,
} from '@taskflow/contracts';

/** The board's filters as they sit in its address (the API's names), so a filtered board can be linked and reloaded. */
export const BOARD_FILTER_KEYS = [
  'search',
  'assigneeId',
  'priority',
  'due',
  'tag',
  'clientVisible',
  'checklist',
] as const;
export type BoardFilterKey = (typeof BOARD_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters of the address; a value the board does not offer is left out. */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const text = (name: BoardFilterKey) => params.get(name)?.trim() || undefined;
  const filters: BoardFilters = {
    search: text('search'),
    assigneeId: text('assigneeId'),
    priority: oneOf<TaskPriority>(TASK_PRIORITIES, params.get('priority')),
    due: oneOf<BoardDueFilter>(BOARD_DUE_FILTERS, params.get('due')),
    tag: text('tag'),
    clientVisible: oneOf(['true', 'false'] as const, params.get('clientVisible')),
    checklist: oneOf(BOARD_CHECKLIST_FILTERS, params.get('checklist')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as BoardFilters;
}

/** The address with one filter set (or removed, when empty). */
export function withBoardFilter(params: URLSearchParams, key: BoardFilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The address without any filter. */
export function withoutBoardFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of BOARD_FILTER_KEYS) next.delete(key);
  return next;
}
