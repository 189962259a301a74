import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';

/** The product's email check: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The product's password rule: at least 8 characters. */
export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}
