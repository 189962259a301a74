import { foldText, groupItems, matchesQuery } from './options';

describe('option helpers', () => {
  it('folds case and accents', () => {
    expect(foldText('Müller GmbH')).toBe('muller gmbh');
  });

  it('matches every word anywhere in the texts', () => {
    expect(matchesQuery('acme web', 'Website relaunch', 'ACME Corp')).toBe(true);
    expect(matchesQuery('muller', 'Müller')).toBe(true);
    expect(matchesQuery('acme shop', 'Website relaunch', 'ACME Corp')).toBe(false);
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });

  it('keeps groups together in order of first appearance, ungrouped first', () => {
    const { ordered, groups } = groupItems([
      { id: 1, group: 'B' },
      { id: 2 },
      { id: 3, group: 'A' },
      { id: 4, group: 'B' },
    ]);
    expect(ordered.map((item) => item.id)).toEqual([2, 1, 4, 3]);
    expect(groups.map((group) => [group.label, group.start])).toEqual([
      [undefined, 0],
      ['B', 1],
      ['A', 3],
    ]);
  });
});
