import { ConflictException, NotFoundException } from '@nestjs/common';

export const LAST_CONTACT_MESSAGE = 'A customer keeps at least one contact';

export class ContactNotFoundException extends NotFoundException {
  constructor() {
    super('Contact not found');
  }
}

export class LastContactException extends ConflictException {
  constructor() {
    super(LAST_CONTACT_MESSAGE);
  }
}
