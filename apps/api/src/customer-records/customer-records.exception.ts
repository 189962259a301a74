import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class CustomerNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'CLIENT_COMPANY_NOT_FOUND';

  constructor() {
    super('Customer not found');
  }
}
