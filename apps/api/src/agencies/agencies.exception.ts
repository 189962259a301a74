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

export const REGISTRATION_CLOSED_MESSAGE =
  'This installation takes no new agencies: registration is closed (ask an existing agency for an invitation)';

/** REGISTRATION is `invite-only` or `closed` and the installation has an agency already. */
export class RegistrationClosedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'REGISTRATION_CLOSED';

  constructor() {
    super(REGISTRATION_CLOSED_MESSAGE);
  }
}
