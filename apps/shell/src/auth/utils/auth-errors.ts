import type { TFunction } from 'i18next';
import type { ApiRequestError } from '@taskflow/auth';
import { DEFAULT_REQUEST_ERROR_MESSAGE } from '@taskflow/contracts';

function asApiError(error: unknown): Partial<ApiRequestError> {
  return typeof error === 'object' && error !== null ? (error as Partial<ApiRequestError>) : {};
}

/** No answer at all: the server was not reached. */
export function isConnectionError(error: unknown): boolean {
  const { status } = asApiError(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

function serverMessage(error: unknown): string | undefined {
  const { status, message } = asApiError(error);
  if (typeof status !== 'number') return undefined;
  return message && message !== DEFAULT_REQUEST_ERROR_MESSAGE ? message : undefined;
}

/** Login errors of spec section 8: 401, 403, other server message or loginFailed, no answer. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  const { status } = asApiError(error);
  if (status === 401) return t('auth:errors.invalidCredentials');
  if (status === 403) return t('auth:errors.accountNotActivated');
  if (status === 429) return t('auth:errors.tooManyAttempts');
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  return serverMessage(error) ?? t('auth:errors.loginFailed');
}

/** Registration errors of spec section 8: 409 email exists, other server message or registrationFailed, no answer. */
export function registrationErrorMessage(error: unknown, t: TFunction): string {
  const { status } = asApiError(error);
  if (status === 409) return t('auth:register.errors.emailExists');
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  return serverMessage(error) ?? t('auth:register.errors.registrationFailed');
}

/** Password reset errors: no answer, else the server message (not a routing 404) or the given fallback key. */
export function passwordResetErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  if (asApiError(error).status === 404) return t(fallbackKey);
  return serverMessage(error) ?? t(fallbackKey);
}
