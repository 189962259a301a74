import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';

export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'medium', 'good', 'veryGood', 'excellent'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];
export const PASSWORD_STRENGTH_MAX_SCORE = 5;

const CRITERIA: ((password: string) => boolean)[] = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

/** 0 to 5: one point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit, a special character. */
export function passwordStrength(password: string): number {
  return CRITERIA.filter((met) => met(password)).length;
}

export function passwordStrengthLevel(score: number): PasswordStrengthLevel {
  const index = Math.min(Math.max(Math.round(score), 0), PASSWORD_STRENGTH_LEVELS.length - 1);
  return PASSWORD_STRENGTH_LEVELS[index];
}
