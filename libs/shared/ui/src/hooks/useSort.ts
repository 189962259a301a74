import { useCallback, useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/** How to read the value to sort by, per sort key. Map ordered states to numbers (e.g. status order). */
export type SortAccessors<Item, Key extends string> = Record<Key, (item: Item) => SortValue>;

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/**
 * Compares two sort values: texts by the locale's collation with numbers in text in numeric order
 * ("Task 2" before "Task 10"), dates by time, booleans false first. Empty values are equal.
 */
export function compareSortValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (a instanceof Date || b instanceof Date) {
    return (a instanceof Date ? a.getTime() : 0) - (b instanceof Date ? b.getTime() : 0);
  }
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The items sorted by one key, keeping the original order among equals (a stable sort). Empty
 * values (null, undefined, '') always go last, whichever the direction.
 */
export function sortItems<Item, Key extends string>(
  items: readonly Item[],
  accessors: SortAccessors<Item, Key>,
  sort: SortState<Key> | null,
  locale?: string,
): Item[] {
  if (!sort) return [...items];
  const read = accessors[sort.key];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((left, right) => {
    const a = read(left);
    const b = read(right);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return factor * compareSortValues(a, b, collator);
  });
}

/** The next sort after a header press: the same key flips direction, a new key starts ascending. */
export const nextSort = <Key extends string>(current: SortState<Key> | null, key: Key): SortState<Key> =>
  current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };

/**
 * Client-side sorting for a list: `toggleSort(key)` is what a sort header calls, `setSort` what a
 * sort select calls. `accessors` may be created inline: only the current key's accessor is read.
 */
export function useSort<Item, Key extends string>(
  items: readonly Item[],
  accessors: SortAccessors<Item, Key>,
  { initial = null, locale }: { initial?: SortState<Key> | null; locale?: string } = {},
) {
  const [sort, setSort] = useState<SortState<Key> | null>(initial);
  const toggleSort = useCallback((key: Key) => setSort((current) => nextSort(current, key)), []);
  const read = sort ? accessors[sort.key] : undefined;
  const sorted = useMemo(
    () =>
      sort && read ? sortItems(items, { [sort.key]: read } as SortAccessors<Item, Key>, sort, locale) : [...items],
    [items, sort, read, locale],
  );
  return { sorted, sort, setSort, toggleSort };
}
