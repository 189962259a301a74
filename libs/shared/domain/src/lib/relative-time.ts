import { calendarDaysBetween, toDate, type DateInput } from './dates';
import { formatDate } from './format';
import { FORMAT_LOCALES, type Language } from './language';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const DAYS_PER_WEEK = 7;
/** Relative texts give way to the date from this many days on. */
export const RELATIVE_DAYS_LIMIT = 7;
/** Activity ages count weeks up to this many days, then show the date. */
export const ACTIVITY_WEEKS_LIMIT_DAYS = 30;

type Wording = 'short' | 'long' | 'auto';
const formats = new Map<string, Intl.RelativeTimeFormat>();

function relative(language: Language, wording: Wording, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const key = `${language}:${wording}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(FORMAT_LOCALES[language], {
      // 'auto' gives the words (now, today, yesterday); numbers otherwise, so 2 days stay
      // "vor 2 Tagen" and never become "vorgestern".
      numeric: wording === 'auto' ? 'auto' : 'always',
      style: wording === 'short' ? 'short' : 'long',
    });
    formats.set(key, format);
  }
  return format.format(value, unit);
}

/** Days ago in calendar days; a moment after `now` (clock skew) counts as today. */
function calendarDaysAgo(date: Date, now: Date): number {
  return Math.max(0, calendarDaysBetween(date, now));
}

/**
 * When something happened, for messages, comments and notifications (docs/product-rules.md#dates-money-and-relative-times):
 * under a minute "jetzt"/"now"; under 60 minutes "vor 5 Min."/"5 min. ago"; under 24 hours
 * "vor 3 Std."/"3 hr. ago"; the calendar day before "gestern"/"yesterday"; under 7 calendar days
 * "vor 3 Tagen"/"3 days ago"; then the date (`05.03.2024` / `05/03/2024`). '' without a readable date.
 */
export function formatRelativeTime(value: DateInput | null | undefined, now: Date, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  const ageMs = Math.max(0, now.getTime() - date.getTime());
  if (ageMs < MS_PER_MINUTE) return relative(language, 'auto', 0, 'second');
  if (ageMs < MS_PER_HOUR) return relative(language, 'short', -Math.floor(ageMs / MS_PER_MINUTE), 'minute');
  if (ageMs < 24 * MS_PER_HOUR) return relative(language, 'short', -Math.floor(ageMs / MS_PER_HOUR), 'hour');
  const days = calendarDaysAgo(date, now);
  if (days <= 1) return relative(language, 'auto', -1, 'day');
  if (days < RELATIVE_DAYS_LIMIT) return relative(language, 'long', -days, 'day');
  return formatDate(date, language);
}

/**
 * How long ago a customer or team member was last active (docs/product-rules.md#dates-money-and-relative-times), in
 * calendar days: "heute"/"today", "gestern"/"yesterday", "vor 3 Tagen"/"3 days ago" under 7 days,
 * "vor 2 Wochen"/"2 weeks ago" under 30 days (whole weeks), then the date. '' without a readable date.
 */
export function formatActivityAge(value: DateInput | null | undefined, now: Date, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysAgo(date, now);
  if (days <= 1) return relative(language, 'auto', -days, 'day');
  if (days < RELATIVE_DAYS_LIMIT) return relative(language, 'long', -days, 'day');
  if (days < ACTIVITY_WEEKS_LIMIT_DAYS) return relative(language, 'long', -Math.floor(days / DAYS_PER_WEEK), 'week');
  return formatDate(date, language);
}
