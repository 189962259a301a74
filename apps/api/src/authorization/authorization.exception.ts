import { ForbiddenException } from '@nestjs/common';
import type { ApiErrorCode, TeamPermissionFlag } from '@taskflow/contracts';

export const ROLE_DENIED_MESSAGE = 'You do not have access to this resource';
export const CLIENT_PORTAL_DISABLED_MESSAGE = 'Client portal access is disabled. Please contact your agency.';

export class AccessDeniedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'ACCESS_DENIED';

  constructor(message = ROLE_DENIED_MESSAGE) {
    super(message);
  }
}

export class MissingPermissionException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'MISSING_PERMISSION';

  constructor(flag: TeamPermissionFlag) {
    super(`You do not have permission to do this (${flag})`);
  }
}

export class ClientPortalDisabledException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CLIENT_PORTAL_DISABLED';

  constructor() {
    super(CLIENT_PORTAL_DISABLED_MESSAGE);
  }
}
