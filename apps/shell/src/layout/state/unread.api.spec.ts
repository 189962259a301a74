import { totalUnreadOf } from './unread.api';

describe('total unread count', () => {
  it('reads totalUnread of the conversations answer', () => {
    expect(totalUnreadOf({ conversations: [{ unreadCount: 1 }], totalUnread: 150 })).toBe(150);
  });

  it('sums the conversations when there is no total', () => {
    expect(totalUnreadOf({ conversations: [{ unreadCount: 2 }, { unreadCount: 3 }, {}] })).toBe(5);
    expect(totalUnreadOf([{ unreadCount: 4 }, { unreadCount: -1 }])).toBe(4);
  });

  it('falls back to zero for anything else', () => {
    expect(totalUnreadOf(null)).toBe(0);
    expect(totalUnreadOf({ totalUnread: 'many' })).toBe(0);
  });
});
