import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const LAST_CONTACT_MESSAGE = 'A customer keeps at least one contact';

export class ContactNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'CONTACT_NOT_FOUND';

  constructor() {
    super('Contact not found');
  }
}

export class LastContactException extends ConflictException {
  static readonly code: ApiErrorCode = 'LAST_CONTACT';

  constructor() {
    super(LAST_CONTACT_MESSAGE);
  }
}
