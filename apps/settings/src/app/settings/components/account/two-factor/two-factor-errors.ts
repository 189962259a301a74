import type { ApiRequestError } from '@taskflow/auth';
import { fieldErrorCodesOf } from '@taskflow/contracts';

export interface TwoFactorFieldErrors {
  password?: string;
  code?: string;
}

/** A refused two-factor call as translation keys (settings namespace) per field; null for a general failure. */
export function twoFactorFieldErrors(error: unknown): TwoFactorFieldErrors | null {
  const { status, data } = (error ?? {}) as Partial<ApiRequestError>;
  if (status === 429) return { code: 'account.twoFactor.errors.tooManyAttempts' };
  if (status !== 400) return null;
  const codes = fieldErrorCodesOf(data);
  const errors: TwoFactorFieldErrors = {};
  if (codes.password) errors.password = 'account.errors.wrongCurrentPassword';
  if (codes.code || codes.recoveryCode) errors.code = 'account.twoFactor.errors.invalidCode';
  return Object.keys(errors).length > 0 ? errors : null;
}
