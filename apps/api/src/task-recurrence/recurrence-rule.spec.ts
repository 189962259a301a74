import type { RecurrencePattern, RecurrenceRuleRequest } from '@taskflow/contracts';
import { dueDaysAfter, occurrenceInstant, patternFrom, ruleText } from './recurrence-rule';

function pattern(request: RecurrenceRuleRequest, startDay: string): RecurrencePattern {
  const result = patternFrom(request, startDay);
  if ('error' in result) throw new Error(result.error.message);
  return result.pattern;
}

/** The first `limit` due days of a series: its start day, then those after it. */
function series(request: RecurrenceRuleRequest, startDay: string, limit: number): string[] {
  return [startDay, ...dueDaysAfter(pattern(request, startDay), startDay, startDay, limit - 1)];
}

describe('recurrence rules (docs/recurring-tasks.md)', () => {
  it.each<[string, RecurrenceRuleRequest, string, string[]]>([
    [
      'monthly on the 31st skips 30-day months and February (RFC 5545)',
      { frequency: 'monthly', monthDay: 31 },
      '2027-01-31',
      ['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31'],
    ],
    [
      'monthly on the last day (-1) takes each month’s last day',
      { frequency: 'monthly', monthDay: -1 },
      '2027-01-31',
      ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      'monthly without a day keeps the due date’s day',
      { frequency: 'monthly' },
      '2027-01-15',
      ['2027-01-15', '2027-02-15', '2027-03-15'],
    ],
    [
      'yearly on 29 February only in leap years',
      { frequency: 'yearly' },
      '2028-02-29',
      ['2028-02-29', '2032-02-29', '2036-02-29'],
    ],
    [
      'the last Friday of each month',
      { frequency: 'monthly', nthWeekday: { nth: -1, weekday: 'FR' } },
      '2027-01-29',
      ['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30'],
    ],
    [
      'the 2nd Tuesday of each month',
      { frequency: 'monthly', nthWeekday: { nth: 2, weekday: 'TU' } },
      '2027-01-12',
      ['2027-01-12', '2027-02-09', '2027-03-09'],
    ],
    [
      'every 2 weeks on Monday and Thursday',
      { frequency: 'weekly', interval: 2, weekdays: ['TH', 'MO'] },
      '2027-01-04',
      ['2027-01-04', '2027-01-07', '2027-01-18', '2027-01-21', '2027-02-01'],
    ],
    [
      'weekly without weekdays on the due date’s weekday',
      { frequency: 'weekly' },
      '2027-01-06',
      ['2027-01-06', '2027-01-13', '2027-01-20'],
    ],
    ['every 3 days', { frequency: 'daily', interval: 3 }, '2027-01-30', ['2027-01-30', '2027-02-02', '2027-02-05']],
    [
      'ends on a date: that day is the last',
      { frequency: 'weekly', ends: { type: 'on', date: '2027-01-20' } },
      '2027-01-06',
      ['2027-01-06', '2027-01-13', '2027-01-20'],
    ],
  ])('%s', (_name, request, startDay, expected) => {
    expect(series(request, startDay, expected.length + 1).slice(0, expected.length)).toEqual(expected);
    if (request.ends?.type === 'on') expect(series(request, startDay, 10)).toEqual(expected);
  });

  it('ends after N: the count is written into the rule (the series counts occurrences by index)', () => {
    const rule = ruleText(
      pattern({ frequency: 'monthly', ends: { type: 'after', count: 3 } }, '2027-01-15'),
      '2027-01-15',
      'Europe/Berlin',
    );
    expect(rule).toBe(
      'DTSTART;TZID=Europe/Berlin:20270115T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;WKST=MO;BYMONTHDAY=15;COUNT=3',
    );
  });

  it('ends on a date: UNTIL is the end of that day in the zone, in UTC', () => {
    const rule = ruleText(
      pattern({ frequency: 'daily', ends: { type: 'on', date: '2027-07-01' } }, '2027-06-01'),
      '2027-06-01',
      'Europe/Berlin',
    );
    expect(rule).toContain('UNTIL=20270701T215959Z');
  });

  it.each([
    [
      'March: before and after the switch to summer time',
      '2027-03-22',
      ['2027-03-22T09:00:00.000+01:00', '2027-03-29T09:00:00.000+02:00'],
    ],
    [
      'October: before and after the switch back',
      '2027-10-25',
      ['2027-10-25T09:00:00.000+02:00', '2027-11-01T09:00:00.000+01:00'],
    ],
  ])('DST in Europe/Berlin, %s: due 09:00 local stays 09:00 local', (_name, startDay, instants) => {
    const days = series({ frequency: 'weekly' }, startDay, 2);
    expect(days.map((day) => occurrenceInstant(day, 'Europe/Berlin'))).toEqual(instants);
  });

  it.each<[RecurrenceRuleRequest, string, string]>([
    [{ frequency: 'monthly', weekdays: ['MO'] }, 'weekdays', 'RECURRENCE_RULE_MISMATCH'],
    [{ frequency: 'weekly', monthDay: 3 }, 'monthDay', 'RECURRENCE_RULE_MISMATCH'],
    [
      { frequency: 'monthly', monthDay: 3, nthWeekday: { nth: 1, weekday: 'MO' } },
      'nthWeekday',
      'RECURRENCE_RULE_MISMATCH',
    ],
    [{ frequency: 'monthly', monthDay: 0 }, 'monthDay', 'NOT_ONE_OF'],
    [{ frequency: 'weekly', weekdays: [] }, 'weekdays', 'TOO_FEW'],
    [{ frequency: 'weekly', weekdays: ['MO', 'MO'] }, 'weekdays', 'NOT_ONE_OF'],
    [{ frequency: 'daily', ends: { type: 'on', date: '2026-12-31' } }, 'ends.date', 'END_BEFORE_START'],
    [{ frequency: 'daily', ends: { type: 'on', date: '2027-02-30' } }, 'ends.date', 'INVALID_DATE'],
    [{ frequency: 'daily', ends: { type: 'after', count: 0 } }, 'ends.count', 'TOO_LARGE'],
  ])('refuses %j (%s: %s)', (request, field, code) => {
    expect(patternFrom(request, '2027-01-04')).toEqual({ error: expect.objectContaining({ field, code }) });
  });
});
