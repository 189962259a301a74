import type { TemplateTaskValues } from './template-form';

/** The rows with the one at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moveTask(tasks: readonly TemplateTaskValues[], index: number, by: -1 | 1): TemplateTaskValues[] {
  const target = index + by;
  if (target < 0 || target >= tasks.length) return [...tasks];
  const next = [...tasks];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Where the focus goes once a row is gone: the row that took its place, else the one before, else none. */
export function rowAfterRemoval(tasks: readonly TemplateTaskValues[], index: number): string | null {
  const rest = tasks.filter((_task, at) => at !== index);
  return rest[Math.min(index, rest.length - 1)]?.key ?? null;
}
