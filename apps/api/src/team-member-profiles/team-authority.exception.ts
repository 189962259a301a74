import { ForbiddenException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class AdminsManagedByAdminsException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'ADMINS_MANAGED_BY_ADMINS';

  constructor() {
    super('Administrators are managed by administrators only');
  }
}

export class MemberBeyondYourPermissionsException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'MEMBER_BEYOND_YOUR_PERMISSIONS';

  constructor() {
    super('This team member holds permissions you do not have; only an administrator can change them');
  }
}

export class CannotGrantPermissionException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CANNOT_GRANT_PERMISSION';

  constructor() {
    super('You cannot grant, change or remove a permission you do not have');
  }
}
