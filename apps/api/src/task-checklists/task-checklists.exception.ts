import { ConflictException, NotFoundException } from '@nestjs/common';
import { CHECKLIST_ITEMS_MAX, type ApiErrorCode } from '@taskflow/contracts';

export class ChecklistItemNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'CHECKLIST_ITEM_NOT_FOUND';

  constructor() {
    super('Checklist item not found');
  }
}

export class ChecklistFullException extends ConflictException {
  static readonly code: ApiErrorCode = 'CHECKLIST_FULL';

  constructor() {
    super(`A checklist holds at most ${CHECKLIST_ITEMS_MAX} items`);
  }
}
