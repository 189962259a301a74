import type { TaskChecklistChangedPayload } from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { cachedQueries, type CacheWork } from './cache-work';
import { applyTaskFields } from './task-events';

/**
 * task:checklist. The task's progress goes into every cached copy of the task (detail, lists, board cards), and the
 * cached checklist of the task is replaced by the whole list the event carries (docs/checklists.md).
 */
export function applyTaskChecklistChanged(
  state: RootState,
  payload: TaskChecklistChangedPayload,
  work: CacheWork,
): void {
  const task = payload?.task;
  if (!task || typeof task.id !== 'string') return;
  const { checklistDone, checklistTotal } = task;
  if (typeof checklistDone === 'number' && typeof checklistTotal === 'number')
    applyTaskFields(state, task.id, { checklistDone, checklistTotal }, work);
  if (!Array.isArray(payload.items)) return;
  const items = payload.items;
  for (const query of cachedQueries(state, [liveTags.taskChecklist(task.id)])) work.patch(query, () => items);
}
