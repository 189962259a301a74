import { formatBadgeCount } from './formatBadgeCount';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('formats %p as %p', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
