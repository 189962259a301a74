import { BadRequestException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link is invalid, has expired or was already used. Please request a new one.';
export const TOO_MANY_SIGN_IN_LINK_REQUESTS_MESSAGE = 'Too many sign-in link requests. Please try again later.';

/** A sign-in link's token that names no usable link: unknown, expired, used or replaced by a newer one. */
export class SignInLinkInvalidException extends BadRequestException {
  static readonly code: ApiErrorCode = 'SIGN_IN_LINK_INVALID';

  constructor() {
    super(SIGN_IN_LINK_INVALID_MESSAGE);
  }
}
