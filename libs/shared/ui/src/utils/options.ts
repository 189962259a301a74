/** Folds case and accents, so "muller" finds "Müller". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/** Whether every word of the query occurs in one of the texts (case and accents ignored). */
export function matchesQuery(query: string, ...texts: Array<string | undefined>): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * The items reordered so each group's items are together, groups in order of first appearance;
 * items without a group come first. Returns the flat order and the groups with their first index.
 */
export function groupItems<T extends { group?: string }>(
  items: readonly T[],
): { ordered: T[]; groups: Array<{ label: string | undefined; items: T[]; start: number }> } {
  const byGroup = new Map<string | undefined, T[]>();
  byGroup.set(undefined, []);
  for (const item of items) {
    const list = byGroup.get(item.group) ?? [];
    list.push(item);
    byGroup.set(item.group, list);
  }
  const groups: Array<{ label: string | undefined; items: T[]; start: number }> = [];
  let start = 0;
  byGroup.forEach((list, label) => {
    if (list.length === 0) return;
    groups.push({ label, items: list, start });
    start += list.length;
  });
  return { ordered: groups.flatMap((group) => group.items), groups };
}
