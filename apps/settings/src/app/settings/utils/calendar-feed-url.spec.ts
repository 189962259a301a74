import { calendarFeedUrl } from './calendar-feed-url';

describe('calendarFeedUrl', () => {
  it('puts the feed path after the API base, relative or absolute', () => {
    expect(calendarFeedUrl('/api', '/calendar-feed/k.s.ics', 'https://app.example.com/dashboard/settings')).toBe(
      'https://app.example.com/api/calendar-feed/k.s.ics',
    );
    expect(calendarFeedUrl('http://localhost:3000/api/', '/calendar-feed/k.s.ics', 'http://localhost:4200/')).toBe(
      'http://localhost:3000/api/calendar-feed/k.s.ics',
    );
  });
});
