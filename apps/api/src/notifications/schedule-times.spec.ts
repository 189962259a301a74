import { digestTime, duePeriod, quietHoursEnd } from './schedule-times';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('quietHoursEnd', () => {
  it('holds until the end of a window across midnight, in the reader’s zone', () => {
    // 23:30 in Berlin (UTC+1 in winter)
    expect(iso(quietHoursEnd(at('2030-01-08T22:30:00Z'), 'Europe/Berlin', '22:00', '08:00'))).toBe(
      '2030-01-09T07:00:00.000Z',
    );
    // 06:00 in Berlin: the same night's window
    expect(iso(quietHoursEnd(at('2030-01-09T05:00:00Z'), 'Europe/Berlin', '22:00', '08:00'))).toBe(
      '2030-01-09T07:00:00.000Z',
    );
  });

  it('answers null outside the window, at its end, and for a window of no length', () => {
    expect(quietHoursEnd(at('2030-01-08T12:00:00Z'), 'Europe/Berlin', '22:00', '08:00')).toBeNull();
    expect(quietHoursEnd(at('2030-01-09T07:00:00Z'), 'Europe/Berlin', '22:00', '08:00')).toBeNull();
    expect(quietHoursEnd(at('2030-01-08T22:30:00Z'), 'Europe/Berlin', '08:00', '08:00')).toBeNull();
  });

  it('handles a window within one day and other zones', () => {
    // 12:30 in New York (UTC-5)
    expect(iso(quietHoursEnd(at('2030-01-08T17:30:00Z'), 'America/New_York', '12:00', '13:00'))).toBe(
      '2030-01-08T18:00:00.000Z',
    );
    expect(quietHoursEnd(at('2030-01-08T17:30:00Z'), 'Europe/Berlin', '12:00', '13:00')).toBeNull();
  });

  it('follows summer time', () => {
    // 23:00 in Berlin in July is 21:00 UTC; the window ends at 06:00 UTC
    expect(iso(quietHoursEnd(at('2030-07-10T21:00:00Z'), 'Europe/Berlin', '22:00', '08:00'))).toBe(
      '2030-07-11T06:00:00.000Z',
    );
  });
});

describe('digestTime', () => {
  const tuesdayMorning = at('2030-01-08T09:20:00Z'); // 10:20 in Berlin

  it('mails hourly digests at the next full hour, daily ones the next morning, weekly ones on Monday morning', () => {
    expect(iso(digestTime(tuesdayMorning, 'Europe/Berlin', 'hourly'))).toBe('2030-01-08T10:00:00.000Z');
    expect(iso(digestTime(tuesdayMorning, 'Europe/Berlin', 'daily'))).toBe('2030-01-09T07:00:00.000Z');
    expect(iso(digestTime(tuesdayMorning, 'Europe/Berlin', 'weekly'))).toBe('2030-01-14T07:00:00.000Z');
    expect(digestTime(tuesdayMorning, 'Europe/Berlin', 'immediate')).toBe(tuesdayMorning);
  });

  it('mails a daily digest the same morning when it is still early, and on Monday from a Sunday', () => {
    expect(iso(digestTime(at('2030-01-08T05:00:00Z'), 'Europe/Berlin', 'daily'))).toBe('2030-01-08T07:00:00.000Z');
    expect(iso(digestTime(at('2030-01-13T20:00:00Z'), 'Europe/Berlin', 'weekly'))).toBe('2030-01-14T07:00:00.000Z');
  });

  it('keeps working with an unknown zone (the default zone is used)', () => {
    expect(iso(digestTime(tuesdayMorning, 'Nowhere/Else', 'daily'))).toBe('2030-01-09T07:00:00.000Z');
  });
});

describe('duePeriod', () => {
  it('is due from the morning hour for a few hours, with one key per day', () => {
    expect(duePeriod(at('2030-01-08T06:59:00Z'), 'Europe/Berlin', 'daily')).toBeNull();
    expect(duePeriod(at('2030-01-08T07:10:00Z'), 'Europe/Berlin', 'daily')).toEqual({
      key: '2030-01-08',
      from: at('2030-01-07T07:00:00Z'),
      to: at('2030-01-08T07:00:00Z'),
      day: '2030-01-08',
    });
    expect(duePeriod(at('2030-01-08T13:00:00Z'), 'Europe/Berlin', 'daily')).toBeNull();
  });

  it('is due on Monday mornings weekly, on even ISO weeks biweekly, on the first of the month monthly', () => {
    const mondayWeek2 = at('2030-01-07T08:00:00Z');
    expect(duePeriod(mondayWeek2, 'Europe/Berlin', 'weekly')?.key).toBe('2030-W02');
    expect(duePeriod(mondayWeek2, 'Europe/Berlin', 'biweekly')?.from).toEqual(at('2029-12-24T07:00:00Z'));
    expect(duePeriod(at('2030-01-14T08:00:00Z'), 'Europe/Berlin', 'biweekly')).toBeNull();
    expect(duePeriod(at('2030-01-08T08:00:00Z'), 'Europe/Berlin', 'weekly')).toBeNull();
    expect(duePeriod(at('2030-02-01T08:00:00Z'), 'Europe/Berlin', 'monthly')).toMatchObject({
      key: '2030-02',
      from: at('2030-01-01T07:00:00Z'),
    });
    expect(duePeriod(at('2030-02-02T08:00:00Z'), 'Europe/Berlin', 'monthly')).toBeNull();
  });
});
