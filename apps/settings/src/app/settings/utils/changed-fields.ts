/** The fields of `edited` whose value differs from `saved` (compared by value, so nested objects work too). */
export function changedFields<T extends object>(saved: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(saved[key])) changes[key] = edited[key];
  }
  return changes;
}
