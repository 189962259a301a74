import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const MAIL_NOT_FOUND_MESSAGE = 'Mail not found';
export const MAIL_NOT_FAILED_MESSAGE = 'Only failed mails can be retried';

export class MailNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'MAIL_NOT_FOUND';

  constructor() {
    super(MAIL_NOT_FOUND_MESSAGE);
  }
}

/** A retry of a mail that is not (or no longer) failed: it was sent, or another retry took it. */
export class MailNotFailedException extends ConflictException {
  static readonly code: ApiErrorCode = 'MAIL_NOT_FAILED';

  constructor() {
    super(MAIL_NOT_FAILED_MESSAGE);
  }
}

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';

/** Not an entry of the signed-in person's centre (someone else's, or purged): never tells which. */
export class NotificationNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'NOTIFICATION_NOT_FOUND';

  constructor() {
    super(NOTIFICATION_NOT_FOUND_MESSAGE);
  }
}
