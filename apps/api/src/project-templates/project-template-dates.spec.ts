import { daysBetween, dueOffsetOf, shiftedDay } from './project-template-dates';

describe('template dates', () => {
  it.each([
    ['2026-03-02', 0, '2026-03-02'],
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-01-31', 28, '2026-02-28'],
    ['2026-01-31', 29, '2026-03-01'],
    ['2028-01-31', 29, '2028-02-29'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2028-01-01', 365, '2028-12-31'],
    ['2026-05-15', 3650, '2036-05-12'],
  ])('%s plus %i days is %s', (start, offset, expected) => {
    expect(shiftedDay(start, offset)).toBe(expected);
  });

  it('gives no date for a task without an offset', () => {
    expect(shiftedDay('2026-03-02', null)).toBeNull();
  });

  it.each([
    ['2026-03-02', '2026-03-02', 0],
    ['2026-02-27', '2026-03-02', 3],
    ['2028-02-27', '2028-03-02', 4],
    ['2026-03-27', '2026-04-03', 7],
    ['2026-03-02', '2026-02-27', -3],
  ])('from %s to %s are %i days', (start, day, days) => {
    expect(daysBetween(start, day)).toBe(days);
  });

  it.each([
    ['2026-03-02', '2026-03-20', 18],
    ['2026-03-02', '2026-03-02', 0],
    ['2026-03-02', '2026-02-20', 0],
    ['2026-03-02', null, null],
  ])('a task of a project starting %s due %s is kept %s days after the start', (start, due, offset) => {
    expect(dueOffsetOf(start, due)).toBe(offset);
  });

  it('shifts back to the day an offset was taken from', () => {
    for (const [start, due] of [
      ['2026-01-31', '2026-03-31'],
      ['2028-02-29', '2029-03-01'],
      ['2026-10-20', '2026-11-02'],
    ] as const)
      expect(shiftedDay(start, dueOffsetOf(start, due))).toBe(due);
  });
});
