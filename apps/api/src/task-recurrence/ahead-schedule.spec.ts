import type { RecurrenceRuleRequest } from '@taskflow/contracts';
import { AHEAD_CATCH_UP_MAX, occurrencesDueAhead, todayIn, type PlannedOccurrence } from './ahead-schedule';
import { patternFrom } from './recurrence-rule';

function ahead(request: RecurrenceRuleRequest, startDate: string) {
  const result = patternFrom({ creation: 'ahead', ...request }, startDate);
  if ('error' in result) throw new Error(result.error.message);
  const { pattern } = result;
  const ends = pattern.ends;
  return {
    pattern,
    startDate,
    occurrenceCount: ends.type === 'after' ? ends.count : null,
    leadDays: pattern.leadDays ?? 7,
  };
}

const at = (pairs: [number, string][]): PlannedOccurrence[] =>
  pairs.map(([occurrenceIndex, dueDate]) => ({ occurrenceIndex, dueDate }));

describe('which occurrences an ahead series makes on a day (docs/recurring-tasks.md)', () => {
  it.each<[string, RecurrenceRuleRequest, [number, string], string, PlannedOccurrence[], number]>([
    [
      'weekly, 7 lead days: the next one a week before its due day, not a day earlier',
      { frequency: 'weekly' },
      [0, '2027-03-01'],
      '2027-03-01',
      at([[1, '2027-03-08']]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      '…and on the day before that none',
      { frequency: 'weekly' },
      [0, '2027-03-01'],
      '2027-02-28',
      [],
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'daily, 3 lead days: every day up to three days from today',
      { frequency: 'daily', leadDays: 3 },
      [0, '2027-03-01'],
      '2027-03-01',
      at([
        [1, '2027-03-02'],
        [2, '2027-03-03'],
        [3, '2027-03-04'],
      ]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'lead 0: on its due day only',
      { frequency: 'daily', leadDays: 0 },
      [4, '2027-03-05'],
      '2027-03-06',
      at([[5, '2027-03-06']]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'from the latest made, not from the first',
      { frequency: 'monthly', leadDays: 10 },
      [2, '2027-03-15'],
      '2027-04-05',
      at([[3, '2027-04-15']]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'ends after 3: never index 3',
      { frequency: 'daily', leadDays: 30, ends: { type: 'after', count: 3 } },
      [0, '2027-03-01'],
      '2027-03-01',
      at([
        [1, '2027-03-02'],
        [2, '2027-03-03'],
      ]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'ends on a day: nothing after it',
      { frequency: 'weekly', leadDays: 60, ends: { type: 'on', date: '2027-03-15' } },
      [0, '2027-03-01'],
      '2027-03-01',
      at([
        [1, '2027-03-08'],
        [2, '2027-03-15'],
      ]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'an ended count makes none',
      { frequency: 'daily', ends: { type: 'after', count: 1 } },
      [0, '2027-03-01'],
      '2027-03-05',
      [],
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'the daylight-saving change (28 March 2027 in Berlin) does not move a day',
      { frequency: 'weekly', leadDays: 1 },
      [0, '2027-03-22'],
      '2027-03-28',
      at([[1, '2027-03-29']]),
      AHEAD_CATCH_UP_MAX,
    ],
    [
      'a job down for weeks catches up, but at most the bound per run',
      { frequency: 'daily', leadDays: 0 },
      [0, '2027-01-01'],
      '2027-03-01',
      at([
        [1, '2027-01-02'],
        [2, '2027-01-03'],
        [3, '2027-01-04'],
      ]),
      3,
    ],
  ])('%s', (_name, request, [occurrenceIndex, dueDate], today, expected, limit) => {
    const series = ahead(request, request.frequency === 'monthly' ? '2027-01-15' : dueDate);
    expect(occurrencesDueAhead(series, { occurrenceIndex, dueDate }, today, limit)).toEqual(expected);
  });

  it('makes at most AHEAD_CATCH_UP_MAX per run by default, the earliest first', () => {
    const planned = occurrencesDueAhead(
      ahead({ frequency: 'daily', leadDays: 0 }, '2027-01-01'),
      { occurrenceIndex: 0, dueDate: '2027-01-01' },
      '2027-06-01',
    );
    expect(planned).toHaveLength(AHEAD_CATCH_UP_MAX);
    expect(planned[0]).toEqual({ occurrenceIndex: 1, dueDate: '2027-01-02' });
    expect(planned.at(-1)).toEqual({ occurrenceIndex: AHEAD_CATCH_UP_MAX, dueDate: '2027-01-21' });
  });

  it('reads today in the series’ zone: 23:30 UTC is already tomorrow in Berlin, still today in New York', () => {
    const now = new Date('2027-03-01T23:30:00Z');
    expect(todayIn('Europe/Berlin', now)).toBe('2027-03-02');
    expect(todayIn('America/New_York', now)).toBe('2027-03-01');
  });
});

describe('creation in the rule request', () => {
  it('defaults to on completion; ahead defaults to 7 lead days; lead days only with ahead, 0–60', () => {
    expect(patternFrom({ frequency: 'daily' }, '2027-03-01')).toMatchObject({
      pattern: { creation: 'on_completion', leadDays: null },
    });
    expect(patternFrom({ frequency: 'daily', creation: 'ahead' }, '2027-03-01')).toMatchObject({
      pattern: { creation: 'ahead', leadDays: 7 },
    });
    expect(patternFrom({ frequency: 'daily', leadDays: 3 }, '2027-03-01')).toMatchObject({
      error: { field: 'leadDays', code: 'RECURRENCE_RULE_MISMATCH' },
    });
    expect(patternFrom({ frequency: 'daily', creation: 'ahead', leadDays: 61 }, '2027-03-01')).toMatchObject({
      error: { field: 'leadDays' },
    });
  });
});
