import {
  BOARD_UNASSIGNED,
  TASK_DUE_SOON_DAYS,
  type BoardFilters,
  type TaskStatus,
  type TaskView,
} from '@taskflow/contracts';

type OrderFields = Pick<TaskView, 'id' | 'dueDate' | 'createdAt'>;
/** `description` is absent on a card the board read (TaskCardView): the search then cannot rule the card out by it. */
export type BoardFilterFields = Pick<
  TaskView,
  'status' | 'dueDate' | 'priority' | 'isClientVisible' | 'tags' | 'title' | 'assignedToId'
> & { description?: string } & Partial<Pick<TaskView, 'checklistDone' | 'checklistTotal'>>;

/**
 * The board's order within a column, as the API pages it: due day (none last), then as created, then by id.
 * Negative when `a` comes first.
 */
export function compareBoardOrder(a: OrderFields, b: OrderFields): number {
  const dueA = a.dueDate?.slice(0, 10) ?? null;
  const dueB = b.dueDate?.slice(0, 10) ?? null;
  if (dueA !== dueB) {
    if (dueA === null) return 1;
    if (dueB === null) return -1;
    return dueA < dueB ? -1 : 1;
  }
  const created = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (created !== 0 && !Number.isNaN(created)) return created;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function tagsOf(task: BoardFilterFields): string[] {
  try {
    const tags: unknown = JSON.parse(task.tags || '[]');
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a task matches the board's filters, the API's rule for cards and counts (a live task joins a filtered board
 * only when it matches). `today` is the viewer's calendar day (YYYY-MM-DD) the due state counts from.
 */
export function matchesBoardFilters(task: BoardFilterFields, filters: BoardFilters, today: string): boolean {
  const assigneeId = task.assignedToId ?? null;
  if (
    filters.assigneeId === BOARD_UNASSIGNED
      ? assigneeId !== null
      : filters.assigneeId && assigneeId !== filters.assigneeId
  )
    return false;
  if (filters.priority && task.priority !== filters.priority) return false;
  if (filters.clientVisible && task.isClientVisible !== (filters.clientVisible === 'true')) return false;
  if (filters.tag && !tagsOf(task).includes(filters.tag)) return false;
  if (filters.search) {
    const needle = filters.search.toLocaleLowerCase();
    const inText = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase().includes(needle);
    if (!inText(task.title) && task.description !== undefined && !inText(task.description)) return false;
  }
  if (filters.checklist === 'incomplete' && !hasOpenChecklistItems(task)) return false;
  if (filters.due) {
    const due = task.dueDate?.slice(0, 10) ?? null;
    const open = (task.status as TaskStatus) !== 'completed';
    if (filters.due === 'none' && due !== null) return false;
    if (filters.due === 'overdue' && !(open && due !== null && due < today)) return false;
    if (
      filters.due === 'dueSoon' &&
      !(open && due !== null && due >= today && due <= addDays(today, TASK_DUE_SOON_DAYS))
    )
      return false;
  }
  return true;
}

/** Whether any filter is set. */
export function hasBoardFilters(filters: BoardFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** The "checklist incomplete" filter's rule: at least one item not yet done (docs/checklists.md). */
export function hasOpenChecklistItems(task: Partial<Pick<TaskView, 'checklistDone' | 'checklistTotal'>>): boolean {
  return (task.checklistTotal ?? 0) > (task.checklistDone ?? 0);
}
