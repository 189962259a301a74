import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';

/** An unknown or replaced feed address, or its owner cannot sign in any more. */
export class CalendarFeedNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'CALENDAR_FEED_NOT_FOUND';

  constructor() {
    super(FEED_NOT_FOUND_MESSAGE);
  }
}
