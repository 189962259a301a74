import {
  RECURRENCE_COUNT_MAX,
  RECURRENCE_CREATION_MODES,
  RECURRENCE_LEAD_DAYS_DEFAULT,
  RECURRENCE_LEAD_DAYS_MAX,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_NTHS,
  RECURRENCE_WEEKDAYS,
  type FieldErrorCode,
  type RecurrencePattern,
  type RecurrenceRuleRequest,
  type RecurrenceWeekday,
} from '@taskflow/contracts';
import { DateTime } from 'luxon';
import { Frequency, RRule, type Options } from 'rrule';

/**
 * A series' rule as RFC 5545 sees it (docs/recurring-tasks.md). Occurrences are computed on the agency's wall clock
 * ("floating" times: a UTC Date read as local time), so a task due 09:00 stays due 09:00 across daylight-saving
 * changes; only the written DTSTART names the zone. A task's due date is a day: the day of each occurrence is its due
 * date.
 */
const DUE_TIME = 'T090000';
const FREQUENCY: Record<RecurrencePattern['frequency'], Frequency> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

export interface RuleFieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** The request with its defaults filled in from the first due day, or the first rule it breaks. */
export function patternFrom(
  request: RecurrenceRuleRequest,
  startDay: string,
): { pattern: RecurrencePattern } | { error: RuleFieldError } {
  const { frequency } = request;
  const interval = request.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > RECURRENCE_INTERVAL_MAX)
    return fail('interval', 'TOO_LARGE', `interval must be a whole number from 1 to ${RECURRENCE_INTERVAL_MAX}`);
  if (request.weekdays !== undefined && frequency !== 'weekly')
    return fail('weekdays', 'RECURRENCE_RULE_MISMATCH', 'weekdays are for weekly rules only');
  if ((request.monthDay !== undefined || request.nthWeekday !== undefined) && frequency !== 'monthly')
    return fail('monthDay', 'RECURRENCE_RULE_MISMATCH', 'monthDay and nthWeekday are for monthly rules only');
  if (request.monthDay !== undefined && request.nthWeekday !== undefined)
    return fail('nthWeekday', 'RECURRENCE_RULE_MISMATCH', 'Give either monthDay or nthWeekday, not both');
  const monthDay = request.monthDay ?? null;
  if (monthDay !== null && !(Number.isInteger(monthDay) && ((monthDay >= 1 && monthDay <= 31) || monthDay === -1)))
    return fail('monthDay', 'NOT_ONE_OF', 'monthDay must be 1 to 31, or -1 for the last day of the month');
  const nth = request.nthWeekday ?? null;
  if (nth !== null && (!RECURRENCE_NTHS.includes(nth.nth) || !RECURRENCE_WEEKDAYS.includes(nth.weekday)))
    return fail('nthWeekday', 'NOT_ONE_OF', 'nthWeekday is { nth: 1–4 or -1, weekday: MO…SU }');
  const start = DateTime.fromISO(startDay, { zone: 'utc' });
  const weekdays = request.weekdays ?? (frequency === 'weekly' ? [RECURRENCE_WEEKDAYS[start.weekday - 1]] : []);
  if (weekdays.length === 0 && frequency === 'weekly')
    return fail('weekdays', 'TOO_FEW', 'A weekly rule needs at least one weekday');
  if (new Set(weekdays).size !== weekdays.length || weekdays.some((day) => !RECURRENCE_WEEKDAYS.includes(day)))
    return fail('weekdays', 'NOT_ONE_OF', 'weekdays are distinct days MO…SU');
  const ends = request.ends ?? { type: 'never' };
  if (ends.type === 'after' && !(Number.isInteger(ends.count) && ends.count >= 1 && ends.count <= RECURRENCE_COUNT_MAX))
    return fail('ends.count', 'TOO_LARGE', `count must be a whole number from 1 to ${RECURRENCE_COUNT_MAX}`);
  if (ends.type === 'on') {
    if (!DateTime.fromISO(ends.date ?? '', { zone: 'utc' }).isValid || !/^\d{4}-\d{2}-\d{2}$/.test(ends.date))
      return fail('ends.date', 'INVALID_DATE', 'ends.date must be a day YYYY-MM-DD');
    if (ends.date < startDay)
      return fail('ends.date', 'END_BEFORE_START', "ends.date must not be before the task's due date");
  }
  const creation = request.creation ?? 'on_completion';
  if (!RECURRENCE_CREATION_MODES.includes(creation))
    return fail('creation', 'NOT_ONE_OF', "creation is 'on_completion' or 'ahead'");
  if (request.leadDays !== undefined && creation !== 'ahead')
    return fail('leadDays', 'RECURRENCE_RULE_MISMATCH', "leadDays is for creation 'ahead' only");
  const leadDays = creation === 'ahead' ? (request.leadDays ?? RECURRENCE_LEAD_DAYS_DEFAULT) : null;
  if (leadDays !== null && !(Number.isInteger(leadDays) && leadDays >= 0 && leadDays <= RECURRENCE_LEAD_DAYS_MAX))
    return fail('leadDays', 'TOO_LARGE', `leadDays must be a whole number from 0 to ${RECURRENCE_LEAD_DAYS_MAX}`);
  const pattern: RecurrencePattern = {
    frequency,
    interval,
    weekdays: frequency === 'weekly' ? sortWeekdays(weekdays) : [],
    monthDay: frequency === 'monthly' && nth === null ? (monthDay ?? start.day) : null,
    nthWeekday: frequency === 'monthly' ? nth : null,
    ends,
    creation,
    leadDays,
  };
  return { pattern };
}

/** The series' rule as RFC 5545 text: DTSTART in the agency's zone at the due time, then the RRULE. */
export function ruleText(pattern: RecurrencePattern, startDay: string, timeZone: string): string {
  const options = ruleOptions(pattern, startDay);
  const written: Partial<Options> = { ...options, dtstart: null };
  if (pattern.ends.type === 'on')
    written.until = DateTime.fromISO(`${pattern.ends.date}T23:59:59`, { zone: timeZone }).toUTC().toJSDate();
  const dtstart = `DTSTART;TZID=${timeZone}:${startDay.replaceAll('-', '')}${DUE_TIME}`;
  return `${dtstart}\n${RRule.optionsToString(written)}`;
}

/**
 * Up to `limit` due days of the series strictly after `afterDay`, ignoring the count (the series counts its
 * occurrences by index); the end date applies.
 */
export function dueDaysAfter(pattern: RecurrencePattern, startDay: string, afterDay: string, limit: number): string[] {
  const rule = new RRule({ ...ruleOptions(pattern, startDay), count: null });
  const days: string[] = [];
  let cursor = floating(afterDay);
  while (days.length < limit) {
    const next = rule.after(cursor, false);
    if (!next) break;
    days.push(next.toISOString().slice(0, 10));
    cursor = next;
  }
  return days;
}

/** The instant a due day's occurrence starts in the zone (its due time on the local wall clock). */
export function occurrenceInstant(day: string, timeZone: string): string {
  return DateTime.fromISO(`${day}${DUE_TIME}`, { zone: timeZone }).toISO() ?? '';
}

function ruleOptions(pattern: RecurrencePattern, startDay: string): Partial<Options> {
  const start = DateTime.fromISO(startDay, { zone: 'utc' });
  const options: Partial<Options> = {
    freq: FREQUENCY[pattern.frequency],
    interval: pattern.interval,
    dtstart: floating(startDay),
    wkst: RRule.MO,
  };
  if (pattern.frequency === 'weekly') options.byweekday = pattern.weekdays.map((day) => RRule[day]);
  if (pattern.frequency === 'monthly') {
    if (pattern.nthWeekday) options.byweekday = [RRule[pattern.nthWeekday.weekday].nth(pattern.nthWeekday.nth)];
    else options.bymonthday = pattern.monthDay ?? start.day;
  }
  if (pattern.frequency === 'yearly') {
    options.bymonth = start.month;
    options.bymonthday = start.day;
  }
  if (pattern.ends.type === 'after') options.count = pattern.ends.count;
  if (pattern.ends.type === 'on') options.until = new Date(`${pattern.ends.date}T23:59:59Z`);
  return options;
}

/** The day at the due time on a wall clock, as rrule computes with it. */
function floating(day: string): Date {
  return new Date(`${day}T09:00:00Z`);
}

function sortWeekdays(days: RecurrenceWeekday[]): RecurrenceWeekday[] {
  return [...days].sort((a, b) => RECURRENCE_WEEKDAYS.indexOf(a) - RECURRENCE_WEEKDAYS.indexOf(b));
}

function fail(field: string, code: FieldErrorCode, message: string): { error: RuleFieldError } {
  return { error: { field, code, message } };
}
