import { ConflictException, NotFoundException } from '@nestjs/common';

export class ProjectNotFoundException extends NotFoundException {
  constructor() {
    super('Project not found');
  }
}

export class ProjectAlreadyCompletedException extends ConflictException {
  constructor() {
    super('This project is already completed');
  }
}

export class ProjectHasOpenTasksException extends ConflictException {
  constructor() {
    super('A project can be marked complete only when it has tasks and all of them are completed');
  }
}
