import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class TaskNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'TASK_NOT_FOUND';

  constructor() {
    super('Task not found');
  }
}

export class NotAwaitingApprovalException extends ConflictException {
  static readonly code: ApiErrorCode = 'TASK_NOT_AWAITING_APPROVAL';

  constructor() {
    super('This task is not awaiting client approval');
  }
}

export class ApprovalsDisabledException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CLIENT_APPROVALS_DISABLED';

  constructor() {
    super('Client approvals are turned off in the client communication settings');
  }
}

export class TaskNotClientVisibleException extends ConflictException {
  static readonly code: ApiErrorCode = 'TASK_NOT_CLIENT_VISIBLE';

  constructor() {
    super('Only a task visible to the client can await its approval');
  }
}
