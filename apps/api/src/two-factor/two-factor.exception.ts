import { ConflictException, UnauthorizedException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';
import { RequestValidationException } from '../errors/request-validation.exception';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';

export const INVALID_CODE_MESSAGE = 'The code is not valid';
/** The account's own password, asked again before changing its second factor (the text of the password change's). */
export const WRONG_PASSWORD_MESSAGE = 'The current password is not correct';

export class TwoFactorChallengeInvalidException extends UnauthorizedException {
  static readonly code: ApiErrorCode = 'TWO_FACTOR_CHALLENGE_INVALID';

  constructor() {
    super('The sign-in has expired. Please sign in again.');
  }
}

export class TooManyTwoFactorAttemptsException extends TooManyRequestsException {
  static readonly code: ApiErrorCode = 'TOO_MANY_TWO_FACTOR_ATTEMPTS';

  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'Too many wrong codes. Please try again later.');
  }
}

export class TwoFactorAlreadyEnabledException extends ConflictException {
  static readonly code: ApiErrorCode = 'TWO_FACTOR_ALREADY_ENABLED';

  constructor() {
    super('Two-factor sign-in is already on');
  }
}

export class TwoFactorNotSetUpException extends ConflictException {
  static readonly code: ApiErrorCode = 'TWO_FACTOR_NOT_SET_UP';

  constructor() {
    super('Two-factor sign-in is not set up');
  }
}

/** 400 naming the field (`code` or `recoveryCode`) whose code is wrong, expired or used. */
export const invalidCode = (field: 'code' | 'recoveryCode'): RequestValidationException =>
  RequestValidationException.of(field, 'INVALID_TWO_FACTOR_CODE', INVALID_CODE_MESSAGE);
