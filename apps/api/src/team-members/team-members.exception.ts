import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class TeamMemberNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'TEAM_MEMBER_NOT_FOUND';

  constructor() {
    super('Team member not found');
  }
}

export class LastAdminException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'LAST_ADMIN';

  constructor() {
    super('The last administrator cannot be deactivated or deleted');
  }
}

export class OwnAccountException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'OWN_ACCOUNT';

  constructor() {
    super('You cannot deactivate, delete or change the permissions of your own account here');
  }
}

export const INVALID_REASSIGN_TARGET_MESSAGE = 'Open tasks can only go to another active administrator or team member';

export class AdminPermissionsFixedException extends BadRequestException {
  static readonly code: ApiErrorCode = 'ADMIN_PERMISSIONS_FIXED';

  constructor() {
    super('Administrators always have every permission');
  }
}
