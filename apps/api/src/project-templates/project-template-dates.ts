/**
 * Template dates (docs/project-templates.md) are whole calendar days, counted on the date alone (UTC, never a
 * wall clock): no time zone or daylight-saving change can move a due day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const epochDay = (day: string): number => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;

const dayOf = (epoch: number): string => new Date(epoch * DAY_MS).toISOString().slice(0, 10);

/** `start` (YYYY-MM-DD) plus `offset` days; null offset: no date. */
export function shiftedDay(start: string, offset: number | null): string | null {
  return offset === null ? null : dayOf(epochDay(start) + offset);
}

/** Whole days from `start` to `day` (negative when `day` is earlier). */
export function daysBetween(start: string, day: string): number {
  return epochDay(day) - epochDay(start);
}

/** A task's due day as a template keeps it: days after the project's start, a day before the start counting as 0. */
export function dueOffsetOf(projectStart: string, dueDate: string | null): number | null {
  return dueDate === null ? null : Math.max(0, daysBetween(projectStart, dueDate));
}
