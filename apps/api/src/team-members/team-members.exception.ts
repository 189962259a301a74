import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';

export class TeamMemberNotFoundException extends NotFoundException {
  constructor() {
    super('Team member not found');
  }
}

export class LastAdminException extends ForbiddenException {
  constructor() {
    super('The last administrator cannot be deactivated or deleted');
  }
}

export class OwnAccountException extends ForbiddenException {
  constructor() {
    super('You cannot deactivate, delete or change the permissions of your own account here');
  }
}

export const INVALID_REASSIGN_TARGET_MESSAGE = 'Open tasks can only go to another active administrator or team member';

export class AdminPermissionsFixedException extends BadRequestException {
  constructor() {
    super('Administrators always have every permission');
  }
}
