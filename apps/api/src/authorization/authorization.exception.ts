import { ForbiddenException } from '@nestjs/common';
import type { TeamPermissionFlag } from '@taskflow/contracts';

export const ROLE_DENIED_MESSAGE = 'You do not have access to this resource';
export const CLIENT_PORTAL_DISABLED_MESSAGE = 'Client portal access is disabled. Please contact your service provider.';

export class AccessDeniedException extends ForbiddenException {
  constructor(message = ROLE_DENIED_MESSAGE) {
    super(message);
  }
}

export class MissingPermissionException extends ForbiddenException {
  constructor(flag: TeamPermissionFlag) {
    super(`You do not have permission to do this (${flag})`);
  }
}

export class ClientPortalDisabledException extends ForbiddenException {
  constructor() {
    super(CLIENT_PORTAL_DISABLED_MESSAGE);
  }
}
