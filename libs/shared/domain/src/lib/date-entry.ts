import type { Language } from './language';

// Typing a date in the interface's language: the same day-first order and separator that formatDate shows
// (German 11.12.2026, English 11/12/2026), whatever the browser's own locale.

export interface DateEntryFormat {
  /** What the empty field shows and the screen reader reads as the expected format. */
  placeholder: string;
  separator: string;
}

export const DATE_ENTRY_FORMATS: Readonly<Record<Language, DateEntryFormat>> = {
  de: { placeholder: 'TT.MM.JJJJ', separator: '.' },
  en: { placeholder: 'DD/MM/YYYY', separator: '/' },
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day, month and year apart by dots, slashes, dashes or spaces; a two-digit year means 20xx.
const DAY_FIRST = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4}|\d{2})\.?$/;
// Only digits: DDMMYYYY or DDMMYY.
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The ISO day (YYYY-MM-DD) for a real calendar date, or null (30 February, month 13). */
function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** Whether `value` is a real day written as the API takes it, YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return Boolean(match && isoDay(Number(match[1]), Number(match[2]), Number(match[3])));
}

/**
 * What a person typed as a date, read day first (both languages show the day first): `11.12.2026`, `11/12/2026`,
 * `11-12-26`, `11122026` and the API's own `2026-12-11` all give `2026-12-11`. '' for an empty text, null for one
 * that names no real day.
 */
export function parseDateEntry(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (ISO_DAY.test(trimmed)) return isIsoDay(trimmed) ? trimmed : null;
  const match = DAY_FIRST.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (!match) return null;
  const [, day, month, year] = match;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return isoDay(fullYear, Number(month), Number(day));
}

/** An ISO day as typed in `language` (`11.12.2026`, `11/12/2026`); '' for no day, the text itself if it is no ISO day. */
export function formatDateEntry(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const match = ISO_DAY.exec(value);
  if (!match) return value;
  const { separator } = DATE_ENTRY_FORMATS[language];
  return [match[3], match[2], match[1]].join(separator);
}
