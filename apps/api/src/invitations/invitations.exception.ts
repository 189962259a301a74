import { ConflictException, NotFoundException } from '@nestjs/common';

export class InvitationNotFoundException extends NotFoundException {
  constructor() {
    super('Invitation not found');
  }
}

export class InvitationAlreadyAcceptedException extends ConflictException {
  constructor() {
    super('This person has already accepted the invitation');
  }
}
