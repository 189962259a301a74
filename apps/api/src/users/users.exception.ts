import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';

export const EMAIL_EXISTS_MESSAGE = 'A user with this email address already exists';
export const OWN_EMAIL_NEEDS_PASSWORD_MESSAGE =
  'Change your own email address in your account settings, confirmed with your current password';

export class UserNotFoundException extends NotFoundException {
  constructor() {
    super('User not found');
  }
}

export class TeamMemberLimitReachedException extends ForbiddenException {
  constructor(maxTeamMembers: number) {
    super(`Team member limit reached: your plan allows ${maxTeamMembers} team members`);
  }
}

export class CannotDeleteYourselfException extends ForbiddenException {
  constructor() {
    super('You cannot delete your own account');
  }
}

export class CannotChangeOwnStatusException extends ForbiddenException {
  constructor() {
    super('You cannot deactivate your own account');
  }
}

/** Emails are the login name, so they are unique across all providers. */
export class EmailAlreadyRegisteredException extends ConflictException {
  constructor() {
    super(EMAIL_EXISTS_MESSAGE);
  }
}
