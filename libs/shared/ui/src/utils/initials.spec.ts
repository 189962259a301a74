import { hashText, initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    [['Ada', 'Lovelace'], 'AL'],
    [['ada', 'lovelace'], 'AL'],
    [['  Ada ', ''], 'A'],
    [['Ada Maria Lovelace'], 'AL'],
    [['Cher'], 'C'],
    [['   '], ''],
    [[undefined], ''],
    [['Özlem', 'Ünal'], 'ÖÜ'],
    [['𝒜da', 'Bo'], '𝒜B'],
  ] as Array<[[string | undefined, string?], string]>)('%p → %p', (args, expected) => {
    expect(initialsOf(...args)).toBe(expected);
  });
});

describe('hashText', () => {
  it('is stable and spreads names', () => {
    expect(hashText('Ada Lovelace')).toBe(hashText('Ada Lovelace'));
    expect(hashText('Ada Lovelace')).not.toBe(hashText('Alan Turing'));
  });
});
