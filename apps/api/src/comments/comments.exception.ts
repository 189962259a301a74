import { ForbiddenException, NotFoundException } from '@nestjs/common';

export class CommentNotFoundException extends NotFoundException {
  constructor() {
    super('Comment not found');
  }
}

export class NotYourCommentException extends ForbiddenException {
  constructor() {
    super('You can only change your own comments');
  }
}

export class ClientCommentsDisabledException extends ForbiddenException {
  constructor() {
    super('Client comments are turned off in the client communication settings');
  }
}

export class ClientInternalCommentException extends ForbiddenException {
  constructor() {
    super('Clients cannot write internal comments');
  }
}

export class WrongReadSideException extends ForbiddenException {
  constructor() {
    super('You can only change the read state of your own side');
  }
}
