import type { NotificationFrequency } from '@taskflow/contracts';
import { DateTime } from 'luxon';

/** Daily and weekly mails (digests, reminders, reports) go out at this local hour. */
export const MORNING_HOUR = 8;
/** A scheduled mail the API could not send at its time (it was down) is still sent this long after it. */
export const CATCH_UP_HOURS = 6;
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The user's local time; an unknown zone falls back to the default rather than failing a mail. */
function local(now: Date, zone: string): DateTime {
  const time = DateTime.fromJSDate(now, { zone });
  return time.isValid ? time : DateTime.fromJSDate(now, { zone: DEFAULT_TIME_ZONE });
}

/**
 * When the quiet hours (`from`–`to`, local times like 22:00 and 08:00, possibly across midnight) around `now` end;
 * null when `now` is outside them. Equal times mean no quiet hours.
 */
export function quietHoursEnd(now: Date, zone: string, from: string, to: string): Date | null {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return null;
  const time = local(now, zone);
  const minute = time.hour * 60 + time.minute;
  const quiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quiet) return null;
  let until = time.set({ hour: Math.floor(end / 60), minute: end % 60, second: 0, millisecond: 0 });
  if (until <= time) until = until.plus({ days: 1 });
  return until.toJSDate();
}

/**
 * When events collected for a digest are mailed: hourly at the next full hour, daily at the next morning hour,
 * weekly on the next Monday morning (the user's local time). Immediate: now.
 */
export function digestTime(now: Date, zone: string, frequency: NotificationFrequency): Date {
  const time = local(now, zone);
  if (frequency === 'immediate') return now;
  if (frequency === 'hourly') return time.startOf('hour').plus({ hours: 1 }).toJSDate();
  const morning = time.set({ hour: MORNING_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (frequency === 'daily') return (morning > time ? morning : morning.plus({ days: 1 })).toJSDate();
  const monday = morning.set({ weekday: 1 });
  return (monday > time ? monday : monday.plus({ weeks: 1 })).toJSDate();
}

/** A scheduled mail that is due now: its period key (one mail per recipient, kind and key) and what it covers. */
export interface DuePeriod {
  key: string;
  from: Date;
  to: Date;
  /** The recipient's local date (YYYY-MM-DD). */
  day: string;
}

export type Cadence = 'daily' | 'weekly' | 'biweekly' | 'monthly';

/**
 * The period of a scheduled mail that is due at `now` in `zone`: daily at the morning hour, weekly on Monday
 * mornings, biweekly on Monday mornings of even ISO weeks, monthly on the first morning of a month. Due from that
 * time for CATCH_UP_HOURS; otherwise null.
 */
export function duePeriod(now: Date, zone: string, cadence: Cadence): DuePeriod | null {
  const time = local(now, zone);
  const morning = (day: DateTime) => day.set({ hour: MORNING_HOUR, minute: 0, second: 0, millisecond: 0 });
  const dueAt =
    cadence === 'daily'
      ? morning(time.startOf('day'))
      : cadence === 'monthly'
        ? morning(time.startOf('month'))
        : morning(time.startOf('week'));
  if (time < dueAt || time >= dueAt.plus({ hours: CATCH_UP_HOURS })) return null;
  if (cadence === 'biweekly' && dueAt.weekNumber % 2 !== 0) return null;
  const from =
    cadence === 'daily'
      ? dueAt.minus({ days: 1 })
      : cadence === 'weekly'
        ? dueAt.minus({ weeks: 1 })
        : cadence === 'biweekly'
          ? dueAt.minus({ weeks: 2 })
          : dueAt.minus({ months: 1 });
  const key =
    cadence === 'daily'
      ? (dueAt.toISODate() as string)
      : cadence === 'monthly'
        ? dueAt.toFormat('yyyy-MM')
        : `${dueAt.weekYear}-W${String(dueAt.weekNumber).padStart(2, '0')}`;
  return { key, from: from.toJSDate(), to: dueAt.toJSDate(), day: time.toISODate() as string };
}

/** The local calendar date of `now` in `zone`, plus `days` (YYYY-MM-DD). */
export function localDay(now: Date, zone: string, days = 0): string {
  return local(now, zone).plus({ days }).toISODate() as string;
}

/** A local time of day for mails, like "08:00" (with the date when it is not today). */
export function localTimeLabel(at: Date, zone: string, language: 'de' | 'en'): string {
  return local(at, zone).setLocale(language).toLocaleString(DateTime.DATETIME_MED);
}
