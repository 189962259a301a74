import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class ProjectTemplateNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'PROJECT_TEMPLATE_NOT_FOUND';

  constructor() {
    super('Project template not found');
  }
}

/** Built-ins are read-only: copy one to change it (docs/project-templates.md). */
export class ProjectTemplateBuiltInException extends BadRequestException {
  static readonly code: ApiErrorCode = 'PROJECT_TEMPLATE_BUILT_IN';

  constructor() {
    super('Built-in templates cannot be changed or deleted; copy one to change it');
  }
}
