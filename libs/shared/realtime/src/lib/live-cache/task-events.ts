import type { TaskCreatedPayload, TaskDeletedPayload, TaskUpdatedPayload, TaskView } from '@taskflow/contracts';
import { liveTags, taskListTagsOf, type RootState } from '@taskflow/store';
import { findObjects, holds, insertRecipe, mergeRecipe, removeRecipe, valueAt } from './cached-data';
import { applyTaskToBoards, findBoardTask } from './board-events';
import { cachedQueries, type CacheWork } from './cache-work';

/**
 * task:updated. Every cached object with the task's id takes the new fields; a deleted task leaves every
 * list (a query holding only that task refetches, and finds it gone); a task joins the task lists it belongs
 * to that lack it (a created task, one assigned or made client-visible) and leaves those it no longer
 * belongs to (moved to another project, reassigned, hidden from clients).
 */
export function applyTaskUpdated(state: RootState, { task, deleted }: TaskUpdatedPayload, work: CacheWork): void {
  if (!task || typeof task.id !== 'string' || typeof task.projectId !== 'string') return;
  const holders = cachedQueries(state, [liveTags.task(task.id)]);
  const isHolder = new Set(holders.map((query) => query.queryCacheKey));
  const allLists = cachedQueries(state, [{ type: 'TaskList' }]);
  const taskLists = new Set(allLists.map((query) => query.queryCacheKey));
  const memberLists = deleted ? [] : cachedQueries(state, taskListTagsOf(task));
  const isMember = new Set(memberLists.map((query) => query.queryCacheKey));

  for (const query of holders) {
    const leaves = deleted || (taskLists.has(query.queryCacheKey) && !isMember.has(query.queryCacheKey));
    if (leaves) work.patch(query, removeRecipe(query.data, task.id));
    else if (holds(query.data, task.id)) work.patch(query, mergeRecipe(query.data, task.id, task));
    else if (!isMember.has(query.queryCacheKey)) work.refetch(query.tag);
  }
  for (const query of memberLists) {
    if (holds(query.data, task.id)) {
      if (!isHolder.has(query.queryCacheKey)) work.patch(query, mergeRecipe(query.data, task.id, task));
    } else {
      work.patch(query, insertRecipe(query.data, 'tasks', task, 'append'));
    }
  }
  // Queries computed from the task (its approval history) reload; the task itself is patched, not reloaded.
  if (cachedQueries(state, [liveTags.taskDependent(task.id)]).length > 0) work.refetch(liveTags.taskDependent(task.id));
  // A list that kept a task it no longer belongs to without providing the task's own tag.
  for (const query of allLists) {
    if (isMember.has(query.queryCacheKey) || isHolder.has(query.queryCacheKey)) continue;
    if (holds(query.data, task.id)) work.patch(query, removeRecipe(query.data, task.id));
  }
  applyTaskToBoards(
    state,
    { taskId: task.id, projectId: task.projectId, task: deleted ? null : (task as Partial<TaskView>) },
    work,
  );
}

/** task:created: the new task joins the task lists it belongs to (a second copy of the same id is ignored). */
export function applyTaskCreated(state: RootState, { task }: TaskCreatedPayload, work: CacheWork): void {
  if (!task) return;
  applyTaskUpdated(state, { task: task as unknown as TaskUpdatedPayload['task'] }, work);
}

/**
 * task:deleted: the task left the viewer's view (deleted, or no longer visible to them). It leaves every list;
 * a query that is the task itself refetches (and gets its 404).
 */
export function applyTaskDeleted(state: RootState, { task }: TaskDeletedPayload, work: CacheWork): void {
  if (!task || typeof task.id !== 'string' || typeof task.projectId !== 'string') return;
  applyTaskUpdated(state, { task: { id: task.id, projectId: task.projectId, status: 'todo' }, deleted: true }, work);
}

/** The queries that may hold the task: those tagged with it and every task list (a board list has no per-task tags). */
function taskHolders(state: RootState, taskId: string) {
  return cachedQueries(state, [liveTags.task(taskId), { type: 'TaskList' }]).filter((query) =>
    holds(query.data, taskId),
  );
}

/**
 * Writes `fields` into the task wherever it is cached, without moving it between lists (an optimistic change,
 * e.g. a new status while the call is on its way, or that change undone).
 */
export function applyTaskFields(
  state: RootState,
  taskId: string,
  fields: Record<string, unknown>,
  work: CacheWork,
): void {
  for (const query of taskHolders(state, taskId)) work.patch(query, mergeRecipe(query.data, taskId, fields));
  applyTaskToBoards(state, { taskId, projectId: null, task: fields as Partial<TaskView> }, work, 'fields');
}

/** The task as one of the cached queries holds it (the first found), or undefined. */
export function findCachedTask(state: RootState, taskId: string): Record<string, unknown> | undefined {
  for (const query of taskHolders(state, taskId)) {
    const [path] = findObjects(query.data, (id) => id === taskId);
    if (path) return valueAt(query.data, path) as Record<string, unknown>;
  }
  return findBoardTask(state, taskId) as Record<string, unknown> | undefined;
}
