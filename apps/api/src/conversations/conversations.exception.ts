import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class ConversationNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'CONVERSATION_NOT_FOUND';

  constructor() {
    super('Conversation not found');
  }
}

export class MessageNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'MESSAGE_NOT_FOUND';

  constructor() {
    super('Message not found');
  }
}

export class ConversationAccessDeniedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CONVERSATION_ACCESS_DENIED';

  constructor(what: string) {
    super(`Access denied: ${what}`);
  }
}

export class NotYourMessageException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'NOT_YOUR_MESSAGE';

  constructor() {
    super('You can only change your own messages');
  }
}

export class ChatPartnerNotAllowedException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CHAT_PARTNER_NOT_ALLOWED';

  constructor() {
    super('Access denied: clients can only talk with their own company and the team working on their projects');
  }
}

export class InvalidConversationInputException extends BadRequestException {
  static readonly code: ApiErrorCode = 'INVALID_CONVERSATION_INPUT';

  constructor(message: string) {
    super(`Invalid input: ${message}`);
  }
}
