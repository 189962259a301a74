/** A task's tags, stored as the JSON text of a list of strings; unreadable text gives no tags. */
export function parseTaskTags(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/** Tags as the API stores them: trimmed, without empty or repeated (case-insensitive) ones, as JSON text. */
export function serializeTaskTags(tags: readonly string[]): string {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    unique.push(tag);
  }
  return JSON.stringify(unique);
}
