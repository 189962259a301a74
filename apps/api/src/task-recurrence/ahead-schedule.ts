import type { RecurrencePattern } from '@taskflow/contracts';
import { DateTime } from 'luxon';
import { dueDaysAfter } from './recurrence-rule';

/**
 * Occurrences one run makes for one series at most. A job queue that was down for long catches up in steps (the next
 * run, 15 minutes later, goes on), so one run never writes an unbounded number of tasks.
 */
export const AHEAD_CATCH_UP_MAX = 20;

export interface AheadSeries {
  pattern: RecurrencePattern;
  startDate: string;
  /** Occurrences in all ('ends after N'), or null. */
  occurrenceCount: number | null;
  leadDays: number;
}

export interface PlannedOccurrence {
  occurrenceIndex: number;
  dueDate: string;
}

/**
 * The occurrences an 'ahead' series is due to make on `today` (a day in the series' zone): those after the latest one
 * made whose due day minus the lead days is today or earlier, within the count and end day, at most `limit`. Due
 * dates are days, so daylight saving does not enter.
 */
export function occurrencesDueAhead(
  series: AheadSeries,
  latest: { occurrenceIndex: number; dueDate: string | null },
  today: string,
  limit = AHEAD_CATCH_UP_MAX,
): PlannedOccurrence[] {
  const lastDayToMake = DateTime.fromISO(today, { zone: 'utc' }).plus({ days: series.leadDays }).toISODate() ?? today;
  const days = dueDaysAfter(series.pattern, series.startDate, latest.dueDate ?? series.startDate, limit);
  const planned: PlannedOccurrence[] = [];
  for (const [offset, dueDate] of days.entries()) {
    const occurrenceIndex = latest.occurrenceIndex + 1 + offset;
    if (series.occurrenceCount !== null && occurrenceIndex >= series.occurrenceCount) break;
    if (dueDate > lastDayToMake) break;
    planned.push({ occurrenceIndex, dueDate });
  }
  return planned;
}

/** The day it is now in the zone (YYYY-MM-DD). */
export function todayIn(timeZone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? now.toISOString().slice(0, 10);
}
