import { addDays, dayIn, isKnownTimeZone, isMonday, roundedMinutes, weekStartOf } from './time-zone-days';

describe('days in a time zone', () => {
  it("takes the day of the person's time zone, not UTC's", () => {
    // 23:30 in Berlin (winter, UTC+1) is still that day; 00:30 in Berlin is the next day though UTC is on the last.
    expect(dayIn('Europe/Berlin', new Date('2030-01-08T22:30:00Z'))).toBe('2030-01-08');
    expect(dayIn('Europe/Berlin', new Date('2030-01-08T23:30:00Z'))).toBe('2030-01-09');
    // 23:30 in New York is the next day in UTC.
    expect(dayIn('America/New_York', new Date('2030-01-09T04:30:00Z'))).toBe('2030-01-08');
  });

  it('finds the Monday of a week and counts days across months', () => {
    expect(weekStartOf('2030-01-13')).toBe('2030-01-07');
    expect(weekStartOf('2030-01-07')).toBe('2030-01-07');
    expect(isMonday('2030-01-07')).toBe(true);
    expect(isMonday('2030-01-08')).toBe(false);
    expect(addDays('2030-01-28', 6)).toBe('2030-02-03');
  });

  it('rounds to whole minutes, at least one', () => {
    const start = new Date('2030-01-08T10:00:00Z');
    expect(roundedMinutes(start, new Date('2030-01-08T10:00:10Z'))).toBe(1);
    expect(roundedMinutes(start, new Date('2030-01-08T10:01:29Z'))).toBe(1);
    expect(roundedMinutes(start, new Date('2030-01-08T10:01:30Z'))).toBe(2);
    expect(roundedMinutes(start, new Date('2030-01-08T12:00:00Z'))).toBe(120);
  });

  it('knows IANA time zones only', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
