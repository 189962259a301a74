import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';

export class TaskNotFoundException extends NotFoundException {
  constructor() {
    super('Task not found');
  }
}

export class NotAwaitingApprovalException extends ConflictException {
  constructor() {
    super('This task is not awaiting client approval');
  }
}

export class ApprovalsDisabledException extends ForbiddenException {
  constructor() {
    super('Client approvals are turned off in the client communication settings');
  }
}

export class TaskNotClientVisibleException extends ConflictException {
  constructor() {
    super('Only a task visible to the client can await its approval');
  }
}
