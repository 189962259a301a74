import { isCalendarDay } from './common-validators';

describe('isCalendarDay', () => {
  it.each(['2026-01-31', '2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (day) =>
    expect(isCalendarDay(day)).toBe(true),
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
  ])('refuses %s', (day) => expect(isCalendarDay(day)).toBe(false));

  it.each(['26-01-01', '2026-1-1', '2026-01-01T00:00:00Z', 20260101, null])('refuses the shape %j', (value) =>
    expect(isCalendarDay(value)).toBe(false),
  );
});
