import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const INVALID_INVITATION_MESSAGE = 'This invitation is invalid, expired or was already used';

export class InvitationNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'INVITATION_NOT_FOUND';

  constructor() {
    super('Invitation not found');
  }
}

export class InvitationAlreadyAcceptedException extends ConflictException {
  static readonly code: ApiErrorCode = 'INVITATION_ALREADY_ACCEPTED';

  constructor() {
    super('This person has already accepted the invitation');
  }
}

/** An invitation link (token) that names no open invitation: unknown, expired or used. */
export class InvalidInvitationLinkException extends NotFoundException {
  static readonly code: ApiErrorCode = 'INVALID_INVITATION_LINK';

  constructor() {
    super(INVALID_INVITATION_MESSAGE);
  }
}
