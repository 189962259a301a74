import type { ChecklistItemView } from '@taskflow/contracts';

/** The item ids with the one at `from` moved to `to` (both within the list). */
export function movedIds(items: readonly ChecklistItemView[], from: number, to: number): string[] {
  const ids = items.map((item) => item.id);
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length || from === to) return ids;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}

/** How many items are done, and of how many. */
export function checklistProgress(items: readonly ChecklistItemView[]): { done: number; total: number } {
  return { done: items.filter((item) => item.done).length, total: items.length };
}
