import { messagePreview } from './message-preview';

const sixty = 'a'.repeat(60);

describe('messagePreview (cut at 60 characters)', () => {
  it.each([
    ['a short message', 'a short message'],
    [sixty, sixty],
    [`${sixty}b`, `${sixty}…`],
    ['x'.repeat(200), `${'x'.repeat(60)}…`],
    ['  Hallo\n\nzusammen,\t wie geht es?  ', 'Hallo zusammen, wie geht es?'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('previews %p as %p', (text, expected) => {
    expect(messagePreview(text)).toBe(expected);
  });

  it('counts characters after collapsing whitespace', () => {
    const text = `${'a'.repeat(30)}\n\n\n${'b'.repeat(29)}`;
    expect(messagePreview(text)).toBe(`${'a'.repeat(30)} ${'b'.repeat(29)}`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(messagePreview(`${'a'.repeat(59)} and more`)).toBe(`${'a'.repeat(59)}…`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(59)}👍👍`;
    expect(messagePreview(text)).toBe(`${'a'.repeat(59)}👍…`);
  });
});
