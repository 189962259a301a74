import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email address or password';
export const ACCOUNT_NOT_ACTIVATED_MESSAGE = 'Your account is not activated';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const INVALID_REFRESH_MESSAGE = 'Your session has expired. Please sign in again.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';

export class InvalidCredentialsException extends UnauthorizedException {
  constructor() {
    super(INVALID_CREDENTIALS_MESSAGE);
  }
}

export class AccountNotActivatedException extends ForbiddenException {
  constructor() {
    super(ACCOUNT_NOT_ACTIVATED_MESSAGE);
  }
}

export class TooManyLoginAttemptsException extends TooManyRequestsException {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, TOO_MANY_LOGINS_MESSAGE);
  }
}

export class InvalidRefreshTokenException extends UnauthorizedException {
  constructor() {
    super(INVALID_REFRESH_MESSAGE);
  }
}

export class WrongCurrentPasswordException extends ForbiddenException {
  constructor() {
    super(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
}
