import { formatAmountEntry, formatEuroCentsEntry, parseAmountEntry, parseEuroCentsEntry } from './amount-entry';

describe('amount entry', () => {
  it('reads the decimal separator of the language and refuses the other', () => {
    expect(parseAmountEntry('85,50', 'de')).toBe(85.5);
    expect(parseAmountEntry(' 85.5 ', 'en')).toBe(85.5);
    expect(parseAmountEntry('85.50', 'de')).toBeNull();
    expect(parseAmountEntry('1,500', 'en')).toBeNull();
    expect(parseAmountEntry('120', 'de')).toBe(120);
  });

  it('refuses negative amounts, more than two decimals and words', () => {
    expect(parseAmountEntry('-5', 'en')).toBeNull();
    expect(parseAmountEntry('5.123', 'en')).toBeNull();
    expect(parseAmountEntry('abc', 'de')).toBeNull();
    expect(parseAmountEntry('', 'de')).toBeNull();
  });

  it('writes an amount as a person types it', () => {
    expect(formatAmountEntry(85.5, 'de')).toBe('85,50');
    expect(formatAmountEntry(85.5, 'en')).toBe('85.50');
    expect(formatAmountEntry(120, 'de')).toBe('120');
    expect(formatAmountEntry(null, 'en')).toBe('');
  });

  it('turns euros into whole cents and back', () => {
    expect(parseEuroCentsEntry('95,50', 'de')).toBe(9550);
    expect(parseEuroCentsEntry('0.29', 'en')).toBe(29);
    expect(parseEuroCentsEntry('x', 'en')).toBeNull();
    expect(formatEuroCentsEntry(9550, 'de')).toBe('95,50');
    expect(formatEuroCentsEntry(9500, 'en')).toBe('95');
    expect(formatEuroCentsEntry(null, 'en')).toBe('');
  });
});
