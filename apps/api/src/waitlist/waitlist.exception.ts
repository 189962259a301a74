import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const NOT_PLATFORM_ADMIN_MESSAGE = "Only the product's operators may manage the waitlist";

export class WaitlistEntryNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'WAITLIST_ENTRY_NOT_FOUND';

  constructor() {
    super('Waitlist entry not found');
  }
}

export class NotPlatformAdminException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'NOT_PLATFORM_ADMIN';

  constructor() {
    super(NOT_PLATFORM_ADMIN_MESSAGE);
  }
}
