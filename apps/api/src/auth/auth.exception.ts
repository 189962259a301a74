import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email address or password';
export const ACCOUNT_NOT_ACTIVATED_MESSAGE = 'Your account is not activated';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const INVALID_REFRESH_MESSAGE = 'Your session has expired. Please sign in again.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';

export class InvalidCredentialsException extends UnauthorizedException {
  static readonly code: ApiErrorCode = 'INVALID_CREDENTIALS';

  constructor() {
    super(INVALID_CREDENTIALS_MESSAGE);
  }
}

export class AccountNotActivatedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'ACCOUNT_NOT_ACTIVATED';

  constructor() {
    super(ACCOUNT_NOT_ACTIVATED_MESSAGE);
  }
}

export class TooManyLoginAttemptsException extends TooManyRequestsException {
  static readonly code: ApiErrorCode = 'TOO_MANY_LOGIN_ATTEMPTS';

  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, TOO_MANY_LOGINS_MESSAGE);
  }
}

export class InvalidRefreshTokenException extends UnauthorizedException {
  static readonly code: ApiErrorCode = 'INVALID_REFRESH_TOKEN';

  constructor() {
    super(INVALID_REFRESH_MESSAGE);
  }
}

/**
 * A used or revoked refresh token came back: someone holds a copy. Its chain is revoked; `userId` is whose it was. The
 * caller is told what any spent token tells (the same code).
 */
export class ReusedRefreshTokenException extends InvalidRefreshTokenException {
  constructor(readonly userId: string) {
    super();
  }
}

export class WrongCurrentPasswordException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'WRONG_CURRENT_PASSWORD';

  constructor() {
    super(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
}
