import { formatEur } from './pricing-plans';

describe('formatEur', () => {
  const intl = (amount: number, locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);

  it.each([0, 9, 29, 49, 99, 100, 999, 1000, 1234, 12345, 1234567, 19.4, 19.6, -29])(
    'writes %p as Intl.NumberFormat does in German and English',
    (amount) => {
      expect(formatEur(amount, 'de')).toBe(intl(amount, 'de-DE'));
      expect(formatEur(amount, 'en')).toBe(intl(amount, 'en-GB'));
    },
  );
});
