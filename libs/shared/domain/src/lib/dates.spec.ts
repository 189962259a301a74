import { at } from '../testing/fixtures';
import { calendarDaysBetween, daysUntil, isDayAfter, localDay, toDate } from './dates';

describe('toDate', () => {
  it('reads a day-only date as local midnight of that day', () => {
    const date = toDate('2024-03-05');
    expect(date).toEqual(at(2024, 3, 5, 0));
  });

  it('reads an ISO timestamp as that instant', () => {
    expect(toDate('2024-03-05T10:15:00.000Z')?.getTime()).toBe(Date.UTC(2024, 2, 5, 10, 15));
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])('gives null for %p', (value) => {
    expect(toDate(value)).toBeNull();
  });
});

describe('daysUntil (calendar days, local dates)', () => {
  const now = at(2024, 3, 10, 12);

  it.each([
    ['2024-03-10', 0],
    ['2024-03-11', 1],
    ['2024-03-12', 2],
    ['2024-03-13', 3],
    ['2024-03-09', -1],
    ['2024-02-10', -29],
    [at(2024, 3, 11, 23, 59), 1],
    [at(2024, 3, 10, 0, 0), 0],
  ])('due %p is %p days away', (due, expected) => {
    expect(daysUntil(due, now)).toBe(expected);
  });

  it('counts calendar days, not 24-hour spans: late tonight, tomorrow is 1 day away', () => {
    expect(daysUntil('2024-03-11', at(2024, 3, 10, 23, 59))).toBe(1);
    expect(daysUntil('2024-03-10', at(2024, 3, 10, 23, 59))).toBe(0);
  });

  it('counts a 23-hour day at the daylight-saving switch as one day', () => {
    // Europe/Berlin moves to summer time on 31 March 2024.
    expect(daysUntil('2024-04-01', at(2024, 3, 30, 12))).toBe(2);
    expect(calendarDaysBetween(at(2024, 3, 31, 0), at(2024, 4, 1, 0))).toBe(1);
    expect(calendarDaysBetween(at(2024, 10, 27, 0), at(2024, 10, 28, 0))).toBe(1);
  });

  it('gives null without a readable due date', () => {
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('soon', now)).toBeNull();
  });
});

describe('localDay', () => {
  it('gives the local calendar day, also just before midnight', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('isDayAfter', () => {
  it.each([
    ['2026-03-02', '2026-03-01', true],
    ['2026-03-01', '2026-03-01', false],
    ['2026-02-28', '2026-03-01', false],
    ['2027-01-01', '2026-12-31', true],
    ['', '2026-03-01', false],
    ['2026-03-02', null, false],
  ])('%p after %p: %p', (later, earlier, expected) => {
    expect(isDayAfter(later, earlier)).toBe(expected);
  });
});
