import { TASK_STATUSES, type BoardColumnView, type TaskCardView, type TaskStatus } from '@taskflow/contracts';
import { compareBoardOrder, matchesBoardFilters } from '@taskflow/domain';
import type { BoardColumnArgs, BoardCounts, BoardCountsArgs, RootState } from '@taskflow/store';
import { cachedQueries, type CacheWork, type CachedQuery } from './cache-work';

/**
 * The board by column: each column is an infinite query of pages in the board's order (args BoardColumnArgs), the
 * counts one query per filter set (BoardCountsArgs). A task that changes leaves the column it is loaded in, and joins
 * the column it belongs to now at its place in the order, or stays unloaded when its place is beyond the loaded pages
 * (the column pages to it later). The counts follow exactly when the task's column before is known (it is loaded, or
 * every column is loaded whole); otherwise they are read again.
 */

interface ColumnData {
  pages: BoardColumnView[];
  pageParams: unknown[];
}

type BoardTask = TaskCardView;

const filterKey = (args: BoardCountsArgs) =>
  JSON.stringify([args.projectId, args.filters, args.clientView, args.today]);

function columnData(query: CachedQuery): ColumnData | null {
  const data = query.data as Partial<ColumnData> | undefined;
  return data && Array.isArray(data.pages) && Array.isArray(data.pageParams) ? (data as ColumnData) : null;
}

function loadedTask(data: ColumnData, taskId: string): BoardTask | undefined {
  for (const page of data.pages) {
    const found = page.tasks.find((task) => task.id === taskId);
    if (found) return found;
  }
  return undefined;
}

const isComplete = (data: ColumnData) => data.pages.length > 0 && data.pages[data.pages.length - 1].nextCursor === null;

function belongs(task: BoardTask | null, args: BoardCountsArgs): boolean {
  if (!task || task.projectId !== args.projectId) return false;
  if (args.clientView && !task.isClientVisible) return false;
  return matchesBoardFilters(task, args.filters, args.today);
}

/** The recipe that takes the task out of the column's pages and puts `next` (if any) at its place in the order. */
function placeRecipe(data: ColumnData, taskId: string, next: BoardTask | null): ((draft: unknown) => void) | null {
  const held = loadedTask(data, taskId) !== undefined;
  let target: { page: number; index: number } | null = null;
  if (next) {
    const complete = isComplete(data);
    data.pages.forEach((page, pageIndex) => {
      if (target) return;
      const others = page.tasks.filter((task) => task.id !== taskId);
      const index = others.findIndex((task) => compareBoardOrder(next, task) < 0);
      const lastPage = pageIndex === data.pages.length - 1;
      if (index !== -1) target = { page: pageIndex, index };
      else if (lastPage && complete) target = { page: pageIndex, index: others.length };
    });
  }
  if (!held && !target) return null;
  const place = target as { page: number; index: number } | null;
  return (draft) => {
    const pages = (draft as ColumnData).pages;
    for (const page of pages) {
      const at = page.tasks.findIndex((task) => task.id === taskId);
      if (at !== -1) page.tasks.splice(at, 1);
    }
    if (next && place) pages[place.page].tasks.splice(place.index, 0, next);
  };
}

/**
 * What a task's change does to the boards: `task` as it is now (null when it left the viewer's view), `taskId` and
 * `projectId` always.
 */
export function applyTaskToBoards(
  state: RootState,
  { taskId, projectId, task }: { taskId: string; projectId: string | null; task: Partial<BoardTask> | null },
  work: CacheWork,
  merge: 'replace' | 'fields' = 'replace',
): void {
  const columns = cachedQueries(state, [{ type: 'BoardColumn' }])
    .map((query) => ({ query, data: columnData(query), args: query.originalArgs as BoardColumnArgs }))
    .filter((column): column is { query: CachedQuery; data: ColumnData; args: BoardColumnArgs } => !!column.data);
  // Where the task was before, per filter set: known when a loaded column holds it.
  const before = new Map<string, { status: TaskStatus; task: BoardTask }>();
  for (const column of columns) {
    const held = loadedTask(column.data, taskId);
    if (held) before.set(filterKey(column.args), { status: column.args.status, task: held });
  }
  // An optimistic change of a task no board has loaded waits for the server's answer.
  if (merge === 'fields' && before.size === 0) return;
  const nowOf = (key: string): BoardTask | null => {
    if (!task) return null;
    const held = before.get(key)?.task;
    // An optimistic change carries only some fields; the rest are the loaded card's.
    if (held) return { ...held, ...task } as BoardTask;
    return merge === 'fields' ? null : (task as BoardTask);
  };

  for (const column of columns) {
    const key = filterKey(column.args);
    const now = nowOf(key);
    const joins = now && belongs(now, column.args) && now.status === column.args.status ? now : null;
    const recipe = placeRecipe(column.data, taskId, joins);
    if (recipe) work.patch(column.query, recipe);
  }

  for (const query of cachedQueries(state, [{ type: 'BoardCounts' }])) {
    const args = query.originalArgs as BoardCountsArgs;
    const key = filterKey(args);
    const now = nowOf(key);
    const after = now && belongs(now, args) ? now.status : null;
    const known = before.get(key);
    const ownColumns = columns.filter((column) => filterKey(column.args) === key);
    const everyColumnWhole =
      ownColumns.length === TASK_STATUSES.length && ownColumns.every((column) => isComplete(column.data));
    if (!known && !everyColumnWhole) {
      // The task may be counted in a column beyond its loaded cards: only the server knows.
      if ((projectId ?? task?.projectId) === args.projectId) work.refetch(query.tag);
      continue;
    }
    const was = known?.status ?? null;
    if (was === after) continue;
    work.patch(query, (draft) => {
      const counts = draft as BoardCounts;
      if (was !== null) counts[was] = Math.max(0, (counts[was] ?? 0) - 1);
      if (after !== null) counts[after] = (counts[after] ?? 0) + 1;
    });
  }
}

/**
 * Before the refetch after a reconnect: each column keeps only its first page, so that refetch reads one page per
 * column instead of every page loaded so far (the column pages on again as it scrolls).
 */
export function keepFirstBoardPages(state: RootState, work: CacheWork): void {
  for (const query of cachedQueries(state, [{ type: 'BoardColumn' }])) {
    const data = columnData(query);
    if (!data || data.pages.length <= 1) continue;
    work.patch(query, (draft) => {
      const column = draft as ColumnData;
      column.pages.splice(1);
      column.pageParams.splice(1);
    });
  }
}

/** The task as a loaded board column holds it, or undefined. */
export function findBoardTask(state: RootState, taskId: string): BoardTask | undefined {
  for (const query of cachedQueries(state, [{ type: 'BoardColumn' }])) {
    const data = columnData(query);
    const found = data && loadedTask(data, taskId);
    if (found) return found;
  }
  return undefined;
}
