import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';

export class ConversationNotFoundException extends NotFoundException {
  constructor() {
    super('Conversation not found');
  }
}

export class MessageNotFoundException extends NotFoundException {
  constructor() {
    super('Message not found');
  }
}

export class ConversationAccessDeniedException extends ForbiddenException {
  constructor(what: string) {
    super(`Access denied: ${what}`);
  }
}

export class NotYourMessageException extends ForbiddenException {
  constructor() {
    super('You can only change your own messages');
  }
}

export class ChatPartnerNotAllowedException extends ForbiddenException {
  constructor() {
    super('Access denied: clients can only talk with their own company and the team working on their projects');
  }
}

export class InvalidConversationInputException extends BadRequestException {
  constructor(message: string) {
    super(`Invalid input: ${message}`);
  }
}
