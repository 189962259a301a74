import { clamp, decimalPlaces, formatDecimal, parseDecimal, sanitiseDecimalInput, stepDecimal } from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['2.5', 2.5],
    ['2,5', 2.5],
    [' 10 ', 10],
    ['-1.25', -1.25],
    ['3.', 3],
    ['.5', 0.5],
    ['', null],
    ['-', null],
    [',', null],
    ['abc', null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('sanitiseDecimalInput', () => {
  it('keeps digits, one separator and a leading minus when allowed', () => {
    expect(sanitiseDecimalInput('1a2,5.3', false)).toBe('12,53');
    expect(sanitiseDecimalInput('-4-2', true)).toBe('-42');
    expect(sanitiseDecimalInput('-4', false)).toBe('4');
  });
});

describe('stepDecimal', () => {
  it('steps by 0.5 on the grid from min, without float noise', () => {
    expect(stepDecimal(1, { step: 0.5, direction: 1, min: 0 })).toBe(1.5);
    expect(stepDecimal(1.5, { step: 0.5, direction: -1, min: 0 })).toBe(1);
    expect(stepDecimal(0.2, { step: 0.1, direction: 1 })).toBe(0.3);
  });

  it('snaps a value between steps to the next step in the direction', () => {
    expect(stepDecimal(1.3, { step: 0.5, direction: 1, min: 0 })).toBe(1.5);
    expect(stepDecimal(1.3, { step: 0.5, direction: -1, min: 0 })).toBe(1);
  });

  it('stays within min and max and starts an empty value at min', () => {
    expect(stepDecimal(0, { step: 0.5, direction: -1, min: 0 })).toBe(0);
    expect(stepDecimal(10, { step: 1, direction: 1, max: 10 })).toBe(10);
    expect(stepDecimal(null, { step: 0.5, direction: 1, min: 2 })).toBe(2);
    expect(stepDecimal(null, { step: 0.5, direction: 1 })).toBe(0);
  });
});

describe('helpers', () => {
  it('counts decimal places', () => {
    expect(decimalPlaces(0.5)).toBe(1);
    expect(decimalPlaces(0.25)).toBe(2);
    expect(decimalPlaces(3)).toBe(0);
    expect(decimalPlaces(1e-7)).toBe(7);
  });

  it('clamps', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0)).toBe(0);
    expect(clamp(2)).toBe(2);
  });

  it('formats in the locale without grouping', () => {
    expect(formatDecimal(2.5, 'de')).toBe('2,5');
    expect(formatDecimal(1234.5, 'en')).toBe('1234.5');
    expect(formatDecimal(null, 'en')).toBe('');
  });
});
