import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

/** The demo accounts are only offered while the demo data are on (`DEMO_DATA`). */
export class DemoAccountsUnavailableException extends NotFoundException {
  static readonly code: ApiErrorCode = 'DEMO_ACCOUNTS_UNAVAILABLE';

  constructor() {
    super('Demo accounts are not available');
  }
}
