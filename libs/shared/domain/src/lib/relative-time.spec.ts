import { at, hoursBefore, minutesBefore } from '../testing/fixtures';
import { formatActivityAge, formatRelativeTime } from './relative-time';

describe('formatRelativeTime (minutes, hours, yesterday, days, then the date)', () => {
  const now = at(2024, 3, 10, 12, 0);

  it.each([
    ['30 seconds ago', new Date(now.getTime() - 30_000), 'jetzt', 'now'],
    ['1 minute ago', minutesBefore(now, 1), 'vor 1 Min.', '1 min ago'],
    ['5 minutes ago', minutesBefore(now, 5), 'vor 5 Min.', '5 min ago'],
    ['59 minutes ago', minutesBefore(now, 59), 'vor 59 Min.', '59 min ago'],
    ['60 minutes ago', minutesBefore(now, 60), 'vor 1 Std.', '1 hr ago'],
    ['23 h 59 min ago', minutesBefore(now, 24 * 60 - 1), 'vor 23 Std.', '23 hr ago'],
    ['exactly 24 h ago', hoursBefore(now, 24), 'gestern', 'yesterday'],
    ['early yesterday, 36 h ago', hoursBefore(now, 36), 'gestern', 'yesterday'],
    ['late the day before yesterday', at(2024, 3, 8, 23, 0), 'vor 2 Tagen', '2 days ago'],
    ['6 calendar days ago', at(2024, 3, 4, 8, 0), 'vor 6 Tagen', '6 days ago'],
    ['7 calendar days ago (under 7 × 24 h)', at(2024, 3, 3, 13, 0), '03.03.2024', '03/03/2024'],
    ['months ago', at(2023, 12, 24, 18, 0), '24.12.2023', '24/12/2023'],
    ['a moment in the future (clock skew)', minutesBefore(now, -3), 'jetzt', 'now'],
  ])('%s: %p / %p', (_case, date, german, english) => {
    expect(formatRelativeTime(date, now, 'de')).toBe(german);
    expect(formatRelativeTime(date, now, 'en')).toBe(english);
  });

  it('shows minutes, not "yesterday", just after midnight', () => {
    const justAfterMidnight = at(2024, 3, 10, 0, 30);
    expect(formatRelativeTime(at(2024, 3, 9, 23, 50), justAfterMidnight, 'de')).toBe('vor 40 Min.');
  });

  it('reads ISO texts from the API', () => {
    expect(formatRelativeTime(minutesBefore(now, 5).toISOString(), now, 'en')).toBe('5 min ago');
  });

  it.each([null, undefined, 'never'])('gives an empty text for %p', (value) => {
    expect(formatRelativeTime(value, now, 'de')).toBe('');
  });
});

describe('formatActivityAge (today, yesterday, days, weeks, then the date)', () => {
  const now = at(2024, 3, 31, 12, 0);

  it.each([
    ['earlier today', at(2024, 3, 31, 0, 1), 'heute', 'today'],
    ['late yesterday', at(2024, 3, 30, 23, 59), 'gestern', 'yesterday'],
    ['2 days ago', at(2024, 3, 29, 12, 0), 'vor 2 Tagen', '2 days ago'],
    ['6 days ago', at(2024, 3, 25, 12, 0), 'vor 6 Tagen', '6 days ago'],
    ['7 days ago', at(2024, 3, 24, 12, 0), 'vor 1 Woche', '1 week ago'],
    ['13 days ago', at(2024, 3, 18, 12, 0), 'vor 1 Woche', '1 week ago'],
    ['14 days ago', at(2024, 3, 17, 12, 0), 'vor 2 Wochen', '2 weeks ago'],
    ['29 days ago', at(2024, 3, 2, 12, 0), 'vor 4 Wochen', '4 weeks ago'],
    ['30 days ago', at(2024, 3, 1, 12, 0), '01.03.2024', '01/03/2024'],
    ['a day-only date from the API, yesterday', '2024-03-30', 'gestern', 'yesterday'],
    ['later today (clock skew)', at(2024, 3, 31, 18, 0), 'heute', 'today'],
  ])('%s: %p / %p', (_case, date, german, english) => {
    expect(formatActivityAge(date, now, 'de')).toBe(german);
    expect(formatActivityAge(date, now, 'en')).toBe(english);
  });

  it('gives an empty text without a date', () => {
    expect(formatActivityAge(null, now, 'en')).toBe('');
  });
});
