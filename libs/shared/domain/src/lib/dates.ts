/** A date as the API sends it (ISO text, or YYYY-MM-DD for day-only dates) or a Date. */
export type DateInput = string | Date;

const MS_PER_DAY = 86_400_000;
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads an API date. A day-only `YYYY-MM-DD` becomes local midnight of that day (the Date
 * constructor would read it as UTC midnight, which is the previous day west of Greenwich).
 * Null for a missing or unreadable value.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dayOnly = DAY_ONLY.exec(value);
  const date = dayOnly ? new Date(Number(dayOnly[1]), Number(dayOnly[2]) - 1, Number(dayOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days (local dates) from `from` to `to`: 0 on the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: Date, to: Date): number {
  // Via UTC day numbers, so a 23- or 25-hour day at a daylight-saving switch still counts as one.
  const fromDay = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const toDay = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((toDay - fromDay) / MS_PER_DAY);
}

/** Calendar days left until `due` (negative once it has passed); null without a readable date. */
export function daysUntil(due: DateInput | null | undefined, now: Date): number | null {
  const dueDate = toDate(due);
  return dueDate ? calendarDaysBetween(now, dueDate) : null;
}

/** The local calendar day of `date` as YYYY-MM-DD (what the API takes as "today" for overdue counts). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the day `later` (YYYY-MM-DD) comes strictly after `earlier`; false when either is missing or unreadable. */
export function isDayAfter(later: string | null | undefined, earlier: string | null | undefined): boolean {
  const laterDate = toDate(later ?? null);
  const earlierDate = toDate(earlier ?? null);
  return Boolean(laterDate && earlierDate && calendarDaysBetween(earlierDate, laterDate) > 0);
}
