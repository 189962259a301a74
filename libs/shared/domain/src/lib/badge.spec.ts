import { badgeCountLabel } from './badge';

describe('badgeCountLabel (99+ above 99)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [0.5, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [1, '1'],
    [5, '5'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %p as %p', (count, expected) => {
    expect(badgeCountLabel(count)).toBe(expected);
  });
});
