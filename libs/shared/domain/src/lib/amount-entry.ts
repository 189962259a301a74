import type { Language } from './language';

/**
 * A typed amount (euros, hours of a budget) in the language: "85,50" in German, "85.50" in English, at most two
 * decimals; null when unreadable or negative. The other separator is refused: "1.500" means 1500 in German.
 */
export function parseAmountEntry(text: string, language: Language): number | null {
  const value = text.trim();
  const separator = language === 'de' ? ',' : '.';
  if (!new RegExp(`^\\d+(?:\\${separator}\\d{1,2})?$`).test(value)) return null;
  return Number(value.replace(',', '.'));
}

/** An amount as typed in the language ("85,5" / "85.50"), '' for none. */
export function formatAmountEntry(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'de' ? text.replace('.', ',') : text;
}

/** Cents from a typed euro amount (rounded to whole cents); null when unreadable. */
export function parseEuroCentsEntry(text: string, language: Language): number | null {
  const euros = parseAmountEntry(text, language);
  return euros === null ? null : Math.round(euros * 100);
}

/** Cents as the euro amount a person edits: 9550 → "95,50" / "95.50"; '' for none. */
export function formatEuroCentsEntry(cents: number | null | undefined, language: Language): string {
  return cents === null || cents === undefined ? '' : formatAmountEntry(cents / 100, language);
}
