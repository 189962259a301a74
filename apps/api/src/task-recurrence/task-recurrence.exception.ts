import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

/** The task does not repeat (any more). */
export class RecurrenceNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'RECURRENCE_NOT_FOUND';

  constructor() {
    super('This task does not repeat');
  }
}
