import { isEmailLike, isPasswordLongEnough } from './validation';

describe('validation rules', () => {
  it.each([
    ['ada@agency.de', true],
    [' ada@agency.de ', true],
    ['ada@agency', false],
    ['ada agency.de', false],
    ['@agency.de', false],
  ])('email %p looks valid: %p', (email, valid) => {
    expect(isEmailLike(email)).toBe(valid);
  });

  it('needs at least 8 characters for a password', () => {
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isPasswordLongEnough('12345678')).toBe(true);
  });
});
