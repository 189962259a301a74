import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const EMAIL_EXISTS_MESSAGE = 'A user with this email address already exists';
export const OWN_EMAIL_NEEDS_PASSWORD_MESSAGE =
  'Change your own email address in your account settings, confirmed with your current password';

export const FIRST_USER_MUST_BE_ADMIN_MESSAGE = 'A registration creates an admin first';

export class UserNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'USER_NOT_FOUND';

  constructor() {
    super('User not found');
  }
}

export class TeamMemberLimitReachedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'TEAM_MEMBER_LIMIT_REACHED';

  constructor(maxTeamMembers: number) {
    super(`Team member limit reached: your plan allows ${maxTeamMembers} team members`);
  }
}

export class CannotDeleteYourselfException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CANNOT_DELETE_YOURSELF';

  constructor() {
    super('You cannot delete your own account');
  }
}

export class CannotChangeOwnStatusException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CANNOT_CHANGE_OWN_STATUS';

  constructor() {
    super('You cannot deactivate your own account');
  }
}

/** Emails are the login name, so they are unique across all agencies. */
export class EmailAlreadyRegisteredException extends ConflictException {
  static readonly code: ApiErrorCode = 'EMAIL_ALREADY_REGISTERED';

  constructor() {
    super(EMAIL_EXISTS_MESSAGE);
  }
}

export class FirstUserMustBeAdminException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'FIRST_USER_MUST_BE_ADMIN';

  constructor() {
    super(FIRST_USER_MUST_BE_ADMIN_MESSAGE);
  }
}
