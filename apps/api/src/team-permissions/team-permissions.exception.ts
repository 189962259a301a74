import { BadRequestException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class UnknownPermissionException extends BadRequestException {
  static readonly code: ApiErrorCode = 'UNKNOWN_PERMISSION';

  constructor(name: string) {
    super(`Unknown permission: ${name}`);
  }
}
