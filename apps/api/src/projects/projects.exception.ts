import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class ProjectNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'PROJECT_NOT_FOUND';

  constructor() {
    super('Project not found');
  }
}

export class ProjectAlreadyCompletedException extends ConflictException {
  static readonly code: ApiErrorCode = 'PROJECT_ALREADY_COMPLETED';

  constructor() {
    super('This project is already completed');
  }
}

export class ProjectHasOpenTasksException extends ConflictException {
  static readonly code: ApiErrorCode = 'PROJECT_HAS_OPEN_TASKS';

  constructor() {
    super('A project can be marked complete only when it has tasks and all of them are completed');
  }
}
