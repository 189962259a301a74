/** Trims a tag and folds inner runs of white space into one space. */
export const normaliseTag = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

const tagKey = (tag: string) => tag.toLocaleLowerCase();

/**
 * The tags with the new ones added: each trimmed, empty ones ignored, and a tag already present
 * (case-insensitive, in the list or earlier in the input) ignored, so the first spelling wins.
 */
export function addTags(existing: readonly string[], raw: readonly string[]): string[] {
  const seen = new Set(existing.map(tagKey));
  const result = [...existing];
  for (const candidate of raw) {
    const tag = normaliseTag(candidate);
    if (!tag || seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    result.push(tag);
  }
  return result;
}

/** Whether the list already holds the tag (case-insensitive, after trimming). */
export const hasTag = (tags: readonly string[], tag: string): boolean =>
  tags.some((existing) => tagKey(existing) === tagKey(normaliseTag(tag)));
