import type { ApiRequestError } from '@taskflow/auth';
import { isConnectionError } from './auth-errors';

export type TwoFactorProblem = 'invalidCode' | 'expired' | 'tooManyAttempts' | 'connectionError' | 'failed';

/**
 * What went wrong with a second step, by the answer's status and code (never its English message): a 400 is always
 * about the code (wrong, used, or not six digits), a 401 an expired sign-in.
 */
export function twoFactorErrorOf(error: unknown): TwoFactorProblem {
  const { status, code } = (typeof error === 'object' && error !== null ? error : {}) as Partial<ApiRequestError>;
  if (status === 400 && code === 'VALIDATION_FAILED') return 'invalidCode';
  if (status === 401) return 'expired';
  if (status === 429) return 'tooManyAttempts';
  if (isConnectionError(error)) return 'connectionError';
  return 'failed';
}
