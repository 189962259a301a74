import { ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
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

/** A set-up token that is forged, expired, or whose set-up was already finished (the factor is on): sign in again. */
export class TwoFactorSetupInvalidException extends UnauthorizedException {
  static readonly code: ApiErrorCode = 'TWO_FACTOR_SETUP_INVALID';

  constructor() {
    super('The set-up has expired or was already finished. Please sign in again.');
  }
}

/** Turning one's own second factor off while the agency requires it. */
export class TwoFactorRequiredByAgencyException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'TWO_FACTOR_REQUIRED_BY_AGENCY';

  constructor() {
    super('Your agency requires two-factor sign-in; it cannot be turned off');
  }
}

/** An admin's reset names the admin's own account (their own factor is turned off with password and code). */
export class CannotResetOwnTwoFactorException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CANNOT_RESET_OWN_TWO_FACTOR';

  constructor() {
    super('Turn your own two-factor sign-in off in your account settings');
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
