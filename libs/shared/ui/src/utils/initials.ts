const firstLetter = (word: string | undefined): string => {
  const trimmed = word?.trim();
  if (!trimmed) return '';
  // Array.from keeps letters outside the basic plane (and their surrogate pairs) whole.
  return Array.from(trimmed)[0].toLocaleUpperCase();
};

/**
 * Up to two initials: first and last name, or the first and last word of a full name.
 * "Ada Lovelace" → "AL", "Ada" → "A", "Ada Maria Lovelace" → "AL"; '' when there is no name.
 */
export function initialsOf(firstNameOrFullName: string | undefined, lastName?: string): string {
  if (lastName !== undefined) return `${firstLetter(firstNameOrFullName)}${firstLetter(lastName)}`;
  const words = (firstNameOrFullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return words.length === 1 ? firstLetter(words[0]) : `${firstLetter(words[0])}${firstLetter(words.at(-1))}`;
}

/** A small stable hash (FNV-1a) of a text, for picking a colour per person. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
