import type { RecurrencePattern } from '@taskflow/contracts';
import { formatDate, type Language } from '@taskflow/domain';
import type { TFunction } from 'i18next';

type Translate = TFunction<'board'>;

/**
 * The rule in words, in the UI's language, from the board's own texts (rrule's words are English only), e.g.
 * "Every 2 weeks on Monday, Thursday, until 31 Dec 2027".
 */
export function recurrenceWords(pattern: RecurrencePattern, t: Translate, language: Language): string {
  const every = t(`recurrence.words.${pattern.frequency}`, { count: pattern.interval });
  const parts = [every];
  if (pattern.frequency === 'weekly' && pattern.weekdays.length > 0)
    parts.push(
      t('recurrence.words.onDays', { days: pattern.weekdays.map((day) => t(`recurrence.weekday.${day}`)).join(', ') }),
    );
  if (pattern.frequency === 'monthly') {
    if (pattern.nthWeekday)
      parts.push(
        t('recurrence.words.onNth', {
          nth: t(`recurrence.nth.${pattern.nthWeekday.nth}`),
          day: t(`recurrence.weekday.${pattern.nthWeekday.weekday}`),
        }),
      );
    else if (pattern.monthDay === -1) parts.push(t('recurrence.words.onLastDay'));
    else if (pattern.monthDay !== null) parts.push(t('recurrence.words.onDay', { day: pattern.monthDay }));
  }
  const words = parts.join(' ');
  if (pattern.ends.type === 'on')
    return t('recurrence.words.until', { rule: words, date: formatDate(pattern.ends.date, language) });
  if (pattern.ends.type === 'after') return t('recurrence.words.times', { rule: words, count: pattern.ends.count });
  return words;
}
