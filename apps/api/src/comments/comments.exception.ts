import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class CommentNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'COMMENT_NOT_FOUND';

  constructor() {
    super('Comment not found');
  }
}

export class NotYourCommentException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'NOT_YOUR_COMMENT';

  constructor() {
    super('You can only change your own comments');
  }
}

export class ClientCommentsDisabledException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CLIENT_COMMENTS_DISABLED';

  constructor() {
    super('Client comments are turned off in the client communication settings');
  }
}

export class ClientInternalCommentException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CLIENT_INTERNAL_COMMENT';

  constructor() {
    super('Clients cannot write internal comments');
  }
}

export class WrongReadSideException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'WRONG_READ_SIDE';

  constructor() {
    super('You can only change the read state of your own side');
  }
}
