import { apiErrorCodeOf, fieldErrorCodesOf } from './errors';

describe('reading the codes of an error answer', () => {
  it('reads the code of a body, none for an unknown code or no body', () => {
    expect(apiErrorCodeOf({ statusCode: 403, message: 'x', code: 'LAST_ADMIN' })).toBe('LAST_ADMIN');
    expect(apiErrorCodeOf({ statusCode: 403, message: 'x', code: 'SOMETHING_NEW' })).toBeUndefined();
    expect(apiErrorCodeOf({ statusCode: 403, message: 'x' })).toBeUndefined();
    expect(apiErrorCodeOf(null)).toBeUndefined();
  });

  it('reads the first code of every field; a field without a known code is INVALID', () => {
    expect(
      fieldErrorCodesOf({
        fields: { title: ['a', 'b'], dueDate: ['c'], tags: ['d'] },
        fieldErrors: {
          title: [
            { code: 'REQUIRED', message: 'a' },
            { code: 'TOO_LONG', message: 'b' },
          ],
          dueDate: [{ code: 'SOMETHING_NEW', message: 'c' }],
        },
      }),
    ).toEqual({ title: 'REQUIRED', dueDate: 'INVALID', tags: 'INVALID' });
    expect(fieldErrorCodesOf({ statusCode: 404, message: 'x' })).toEqual({});
    expect(fieldErrorCodesOf(undefined)).toEqual({});
  });
});
