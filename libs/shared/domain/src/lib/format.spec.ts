import { at } from '../testing/fixtures';
import { formatCurrencyEur, formatDate, formatDateTime, formatHours } from './format';

// Intl separates the amount and the euro sign with a no-break space in German.
const NBSP = '\u00a0';

describe('formatDate (de-DE, en-GB style)', () => {
  it.each([
    [at(2024, 3, 5, 9, 7), 'de', '05.03.2024'],
    [at(2024, 3, 5, 9, 7), 'en', '05/03/2024'],
    [at(2024, 12, 31, 23, 59), 'de', '31.12.2024'],
    ['2024-03-05', 'de', '05.03.2024'],
    ['2024-03-05', 'en', '05/03/2024'],
  ] as const)('formats %p in %s as %p', (value, language, expected) => {
    expect(formatDate(value, language)).toBe(expected);
  });

  it('keeps a day-only date on its day', () => {
    expect(formatDate('2024-01-01', 'de')).toBe('01.01.2024');
  });

  it.each([null, undefined, 'garbage'])('gives an empty text for %p', (value) => {
    expect(formatDate(value, 'de')).toBe('');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['de', '05.03.2024, 09:07'],
    ['en', '05/03/2024, 09:07'],
  ] as const)('formats in %s as %p (24-hour clock)', (language, expected) => {
    expect(formatDateTime(at(2024, 3, 5, 9, 7), language)).toBe(expected);
  });

  it('shows the afternoon as 14:30 in English too', () => {
    expect(formatDateTime(at(2024, 3, 5, 14, 30), 'en')).toBe('05/03/2024, 14:30');
  });

  it('gives an empty text without a date', () => {
    expect(formatDateTime(null, 'en')).toBe('');
  });
});

describe('formatCurrencyEur (EUR without decimals)', () => {
  it.each([
    [12346, 'de', `12.346${NBSP}€`],
    [12346, 'en', '€12,346'],
    [1499.5, 'de', `1.500${NBSP}€`],
    [1499.4, 'en', '€1,499'],
    [0, 'de', `0${NBSP}€`],
    [-0.4, 'de', `0${NBSP}€`],
    [-1500, 'en', '-€1,500'],
  ] as const)('formats %p in %s as %p', (amount, language, expected) => {
    expect(formatCurrencyEur(amount, language)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN])('gives an empty text for %p', (amount) => {
    expect(formatCurrencyEur(amount, 'de')).toBe('');
  });
});

describe('formatHours', () => {
  it.each([
    [1.5, 'de', '1,5 Std.'],
    [1.5, 'en', '1.5 hrs'],
    [1, 'en', '1 hr'],
    [8, 'de', '8 Std.'],
    [0.25, 'en', '0.3 hrs'],
  ] as const)('formats %p in %s as %p', (hours, language, expected) => {
    expect(formatHours(hours, language)).toBe(expected);
  });

  it('gives an empty text without a value', () => {
    expect(formatHours(null, 'en')).toBe('');
  });
});
