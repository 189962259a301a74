import { ForbiddenException } from '@nestjs/common';

export class AdminsManagedByAdminsException extends ForbiddenException {
  constructor() {
    super('Administrators are managed by administrators only');
  }
}

export class MemberBeyondYourPermissionsException extends ForbiddenException {
  constructor() {
    super('This team member holds permissions you do not have; only an administrator can change them');
  }
}

export class CannotGrantPermissionException extends ForbiddenException {
  constructor() {
    super('You cannot grant, change or remove a permission you do not have');
  }
}
