import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export class TimeEntryNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'TIME_ENTRY_NOT_FOUND';

  constructor() {
    super('Time entry not found');
  }
}

export class NotYourTimeEntryException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'NOT_YOUR_TIME_ENTRY';

  constructor() {
    super('You can only change your own time entries');
  }
}

export class TimeEntryLockedException extends ConflictException {
  static readonly code: ApiErrorCode = 'TIME_ENTRY_LOCKED';

  constructor() {
    super('The time entry is billed or its week is locked');
  }
}

export class TimesheetWeekLockedException extends ConflictException {
  static readonly code: ApiErrorCode = 'TIMESHEET_WEEK_LOCKED';

  constructor() {
    super('The week is locked: no entries can be added to it');
  }
}

export class NoRunningTimerException extends NotFoundException {
  static readonly code: ApiErrorCode = 'NO_RUNNING_TIMER';

  constructor() {
    super('No timer is running');
  }
}

export class TimerLengthUnconfirmedException extends ConflictException {
  static readonly code: ApiErrorCode = 'TIMER_LENGTH_UNCONFIRMED';

  constructor(readonly minutes: number) {
    super(`The timer ran ${minutes} minutes or across midnight: confirm its length in minutes`);
  }
}
