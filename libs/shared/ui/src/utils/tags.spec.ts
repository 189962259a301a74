import { addTags, hasTag, normaliseTag } from './tags';

describe('tags', () => {
  it('trims and folds white space', () => {
    expect(normaliseTag('  urgent   fix ')).toBe('urgent fix');
  });

  it('adds trimmed tags, ignoring empty ones and duplicates in any case', () => {
    expect(addTags(['Design'], [' design ', '', '  ', 'Frontend', 'frontend', 'API '])).toEqual([
      'Design',
      'Frontend',
      'API',
    ]);
  });

  it('does not change the list it was given', () => {
    const tags = ['a'];
    addTags(tags, ['b']);
    expect(tags).toEqual(['a']);
  });

  it('finds a tag case-insensitively', () => {
    expect(hasTag(['Design'], ' DESIGN')).toBe(true);
    expect(hasTag(['Design'], 'Dev')).toBe(false);
  });
});
