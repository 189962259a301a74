import { DATE_ENTRY_FORMATS, formatDateEntry, isIsoDay, parseDateEntry } from './date-entry';
import { formatDate } from './format';

describe('parseDateEntry (day first, as both languages show dates)', () => {
  it.each([
    ['11.12.2026', '2026-12-11'],
    ['1.2.2026', '2026-02-01'],
    ['11.12.26', '2026-12-11'],
    ['11.12.2026.', '2026-12-11'],
    ['11/12/2026', '2026-12-11'],
    ['01/02/2026', '2026-02-01'],
    ['11-12-2026', '2026-12-11'],
    [' 11 12 2026 ', '2026-12-11'],
    ['11122026', '2026-12-11'],
    ['111226', '2026-12-11'],
    ['2026-12-11', '2026-12-11'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %p as %p', (text, expected) => {
    expect(parseDateEntry(text)).toBe(expected);
  });

  it('gives an empty value for an empty text', () => {
    expect(parseDateEntry('   ')).toBe('');
  });

  it.each([
    '31.02.2026',
    '29.02.2027',
    '12/31/2026',
    '00.01.2026',
    '11.13.2026',
    '2026-02-30',
    'tomorrow',
    '11.12',
    '1.1.1',
  ])('refuses %p, which names no real day in day-first order', (text) => {
    expect(parseDateEntry(text)).toBeNull();
  });
});

describe('formatDateEntry', () => {
  it.each([
    ['de', '11.12.2026'],
    ['en', '11/12/2026'],
  ] as const)('writes an ISO day in %s as %p', (language, expected) => {
    expect(formatDateEntry('2026-12-11', language)).toBe(expected);
  });

  it.each(['de', 'en'] as const)('writes a day in %s exactly as the interface shows it', (language) => {
    for (const day of ['2026-01-05', '2026-12-31', '2024-02-29']) {
      expect(formatDateEntry(day, language)).toBe(formatDate(day, language));
    }
  });

  it('keeps a text that is no ISO day as it is, and an empty value empty', () => {
    expect(formatDateEntry('32.1.', 'de')).toBe('32.1.');
    expect(formatDateEntry('', 'en')).toBe('');
    expect(formatDateEntry(null, 'en')).toBe('');
  });

  it('reads back what it writes, in both languages', () => {
    for (const language of ['de', 'en'] as const) {
      expect(parseDateEntry(formatDateEntry('2027-03-04', language))).toBe('2027-03-04');
    }
  });

  it('names the expected format per language', () => {
    expect(DATE_ENTRY_FORMATS.de.placeholder).toBe('TT.MM.JJJJ');
    expect(DATE_ENTRY_FORMATS.en.placeholder).toBe('DD/MM/YYYY');
  });
});

describe('isIsoDay', () => {
  it.each([
    ['2026-12-11', true],
    ['2026-02-30', false],
    ['11.12.2026', false],
    ['', false],
  ])('%p → %p', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });
});
