import {
  addDays,
  budgetLevel,
  formatDurationEntry,
  formatElapsed,
  formatMinutesAsClock,
  parseDurationEntry,
  weekDays,
  weekStartOf,
} from './time-tracking';

describe('parseDurationEntry', () => {
  it.each([
    ['1,5', 'de', 90],
    ['1.5', 'en', 90],
    ['1:30', 'de', 90],
    ['0:05', 'en', 5],
    ['2', 'en', 120],
    [',25', 'de', 15],
    ['1h 30m', 'en', 90],
    ['45m', 'de', 45],
    ['24', 'de', 1440],
  ] as const)('reads %p in %s as %i minutes', (text, language, minutes) => {
    expect(parseDurationEntry(text, language)).toEqual({ minutes, error: null });
  });

  it("refuses the other language's decimal separator rather than guessing (1.500 is fifteen hundred in German)", () => {
    expect(parseDurationEntry('1.5', 'de').error).toBe('invalid');
    expect(parseDurationEntry('1,5', 'en').error).toBe('invalid');
  });

  it('refuses nothing, zero and more than a day, saying why', () => {
    expect(parseDurationEntry('', 'en').error).toBe('invalid');
    expect(parseDurationEntry('abc', 'en').error).toBe('invalid');
    expect(parseDurationEntry('0', 'en').error).toBe('notPositive');
    expect(parseDurationEntry('0:00', 'de').error).toBe('notPositive');
    expect(parseDurationEntry('24,5', 'de').error).toBe('tooLong');
    expect(parseDurationEntry('1:75', 'en').error).toBe('invalid');
  });
});

describe('formatting durations', () => {
  it('shows hours in the language, back as they are typed', () => {
    expect(formatDurationEntry(90, 'de')).toBe('1,5');
    expect(formatDurationEntry(90, 'en')).toBe('1.5');
    expect(formatDurationEntry(20, 'en')).toBe('0.33');
    expect(formatDurationEntry(0, 'en')).toBe('');
    expect(parseDurationEntry(formatDurationEntry(15, 'de'), 'de').minutes).toBe(15);
  });

  it('shows clock durations and elapsed time', () => {
    expect(formatMinutesAsClock(65)).toBe('1:05');
    expect(formatMinutesAsClock(0)).toBe('0:00');
    const start = '2026-03-02T08:00:00.000Z';
    expect(formatElapsed(start, new Date('2026-03-02T09:04:09.000Z'))).toBe('1:04:09');
    expect(formatElapsed(start, new Date('2026-03-02T07:59:00.000Z'))).toBe('0:00:00');
  });
});

describe('weeks', () => {
  it('start on Monday, also from a Sunday', () => {
    expect(weekStartOf('2026-03-04')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02');
  });

  it('have seven days across a month end and a daylight-saving switch', () => {
    expect(weekDays('2026-03-23')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(addDays('2026-03-30', 7)).toBe('2026-04-06');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });
});

describe('budgetLevel', () => {
  it('warns from 80 % and is over from 100 %', () => {
    expect(budgetLevel(79)).toBe('ok');
    expect(budgetLevel(80)).toBe('warning');
    expect(budgetLevel(100)).toBe('over');
    expect(budgetLevel(null)).toBe('ok');
  });
});
