import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('answers only the fields that differ, nested values compared by value', () => {
    const saved = { a: true, b: 'x', templates: { start: 'Hallo' } };
    expect(changedFields(saved, { ...saved, templates: { start: 'Hallo' } })).toEqual({});
    expect(changedFields(saved, { ...saved, a: false, templates: { start: 'Hi' } })).toEqual({
      a: false,
      templates: { start: 'Hi' },
    });
  });
});
