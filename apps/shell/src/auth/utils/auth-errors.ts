import type { TFunction } from 'i18next';
import type { ApiRequestError } from '@taskflow/auth';

function asApiError(error: unknown): Partial<ApiRequestError> {
  return typeof error === 'object' && error !== null ? (error as Partial<ApiRequestError>) : {};
}

/** No answer at all: the server was not reached. */
export function isConnectionError(error: unknown): boolean {
  const { status } = asApiError(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * What the server said, by its code, in the reader's language ("other API error: the server message" of the error
 * catalogue; apps/api/README.md, "Error codes"): the English `message` itself is never shown, so a rewording changes nothing a reader sees.
 * Undefined for a reason without a text of its own here (then the form's general failure).
 */
function serverReason(error: unknown, t: TFunction): string | undefined {
  const { status, code } = asApiError(error);
  if (code === 'SERVICE_UNAVAILABLE' || status === 503) return t('auth:errors.serviceUnavailable');
  if (code === 'VALIDATION_FAILED') return t('auth:errors.invalidInput');
  if (status === 429) return t('auth:errors.tooManyAttempts');
  return undefined;
}

/**
 * Login errors of the error catalogue, always in the reader's language: 401, 403 (the client portal turned off, by
 * its code, or not activated), 429, no answer, the server's reason, else loginFailed.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  const { status, code } = asApiError(error);
  if (status === 401) return t('auth:errors.invalidCredentials');
  if (code === 'CLIENT_PORTAL_DISABLED') return t('auth:errors.clientPortalDisabled');
  if (status === 403) return t('auth:errors.accountNotActivated');
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  return serverReason(error, t) ?? t('auth:errors.loginFailed');
}

/**
 * Registration errors of the error catalogue, always in the reader's language: 409 email exists, registration closed
 * (the installation stopped taking new agencies while the form was open), no answer, the
 * server's reason, else registrationFailed.
 */
export function registrationErrorMessage(error: unknown, t: TFunction): string {
  const { status, code } = asApiError(error);
  if (status === 409) return t('auth:register.errors.emailExists');
  if (code === 'REGISTRATION_CLOSED') return t('auth:register.closed.text');
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  return serverReason(error, t) ?? t('auth:register.errors.registrationFailed');
}

/** The server refused the reset link itself (400 with `fields.token`): unknown, expired, superseded or used. */
export function isInvalidResetLink(error: unknown): boolean {
  const { status, data } = asApiError(error);
  if (status !== 400 || typeof data !== 'object' || data === null) return false;
  const fields = (data as { fields?: unknown }).fields;
  return typeof fields === 'object' && fields !== null && 'token' in fields;
}

/** Password reset errors, always in the reader's language: no answer, throttled, a bad link, else the given fallback key. */
export function passwordResetErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  if (asApiError(error).status === 429) return t('auth:errors.tooManyResetRequests');
  if (isInvalidResetLink(error)) return t('auth:resetPassword.invalidLink');
  return t(fallbackKey);
}

/** The server refused the invitation link: unknown, expired or used (404), or a malformed token (400 with `fields.token`). */
export function isInvalidInvitationLink(error: unknown): boolean {
  return asApiError(error).status === 404 || isInvalidResetLink(error);
}

/** Invitation errors, always in the reader's language: no answer, throttled, a bad link, else a general failure. */
export function invitationErrorMessage(error: unknown, t: TFunction): string {
  if (isConnectionError(error)) return t('auth:errors.connectionError');
  if (asApiError(error).status === 429) return t('auth:errors.tooManyAttempts');
  if (isInvalidInvitationLink(error)) return t('auth:acceptInvitation.invalidLink');
  return t('auth:acceptInvitation.failed');
}

/** The server refused the sign-in link itself: unknown, expired, used or replaced (400 SIGN_IN_LINK_INVALID). */
export function isInvalidSignInLink(error: unknown): boolean {
  const { code } = asApiError(error);
  return code === 'SIGN_IN_LINK_INVALID' || isInvalidResetLink(error);
}

/** Errors of asking for or opening a sign-in link, always in the reader's language. */
export function signInLinkErrorMessage(error: unknown, t: TFunction): string {
  if (isInvalidSignInLink(error)) return t('auth:signInLink.invalidLink');
  if (asApiError(error).status === 429) return t('auth:signInLink.tooManyRequests');
  return loginErrorMessage(error, t);
}
