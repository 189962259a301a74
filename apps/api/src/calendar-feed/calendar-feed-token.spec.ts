import { feedKeyOf, feedPath, feedToken, newFeedKey } from './calendar-feed-token';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('calendar feed tokens', () => {
  it('name their key when signed with the server secret', () => {
    const key = newFeedKey();
    expect(feedKeyOf(`${feedToken(key, SECRET)}.ics`, SECRET)).toBe(key);
    expect(feedPath(key, SECRET)).toBe(`/calendar-feed/${feedToken(key, SECRET)}.ics`);
  });

  it('refuse a key alone, a forged or altered signature and another secret', () => {
    const key = newFeedKey();
    const token = feedToken(key, SECRET);
    expect(feedKeyOf(`${key}.ics`, SECRET)).toBeNull();
    expect(feedKeyOf(`${key}.${'A'.repeat(43)}.ics`, SECRET)).toBeNull();
    expect(feedKeyOf(`${token.slice(0, -1)}x.ics`, SECRET)).toBeNull();
    expect(feedKeyOf(`${token}.ics`, `${SECRET}-other`)).toBeNull();
    expect(feedKeyOf(`${newFeedKey()}.${token.split('.')[1]}.ics`, SECRET)).toBeNull();
  });

  it('makes a new key each time', () => {
    expect(newFeedKey()).not.toBe(newFeedKey());
  });
});
