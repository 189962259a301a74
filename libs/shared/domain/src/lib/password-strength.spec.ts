import { passwordStrength, passwordStrengthLevel } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, 'veryWeak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'medium'],
    ['abcdefgH', 3, 'good'],
    ['abcdefH1', 4, 'veryGood'],
    ['abcdeH1!', 5, 'excellent'],
    ['A1!', 3, 'good'],
    ['ÄÖÜäöü12', 3, 'good'],
  ])('scores %p as %i (%s)', (password, score, level) => {
    expect(passwordStrength(password)).toBe(score);
    expect(passwordStrengthLevel(score)).toBe(level);
  });

  it('clamps out-of-range scores', () => {
    expect(passwordStrengthLevel(-1)).toBe('veryWeak');
    expect(passwordStrengthLevel(9)).toBe('excellent');
  });
});
