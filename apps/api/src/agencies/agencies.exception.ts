import { ForbiddenException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const INVALID_REGISTRATION_TOKEN_MESSAGE = 'This registration has expired or was already completed';

/** Step 2 of the registration named no open step 1: expired, completed or never made. */
export class InvalidRegistrationTokenException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'INVALID_REGISTRATION_TOKEN';

  constructor() {
    super(INVALID_REGISTRATION_TOKEN_MESSAGE);
  }
}
