import { invalidTextPaths } from './create-validation-pipe';

describe('invalidTextPaths', () => {
  it('finds NUL characters and lone surrogates at any depth, by path', () => {
    expect(
      invalidTextPaths({
        name: 'ok ✓ 👍',
        nul: 'a\u0000b',
        nested: { list: ['fine', '\ud800alone', 'x\udc00'] },
        count: 3,
      }),
    ).toEqual(['nul', 'nested.list.1', 'nested.list.2']);
  });

  it('accepts well-formed text, surrogate pairs included', () => {
    expect(invalidTextPaths(['\ud83d\udc4d', 'Grüße', ''])).toEqual([]);
  });
});
