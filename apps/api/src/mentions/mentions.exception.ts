import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';
import { RequestValidationException } from '../errors/request-validation.exception';

export const MENTION_OUTSIDE_AUDIENCE_MESSAGE = 'mentions only people who may read this';

/** A text mentions someone who may not read the thing it belongs to (400, field error MENTION_OUTSIDE_AUDIENCE). */
export class MentionOutsideAudienceException extends RequestValidationException {
  constructor(field: string) {
    super({ [field]: [{ code: 'MENTION_OUTSIDE_AUDIENCE', message: MENTION_OUTSIDE_AUDIENCE_MESSAGE }] });
  }
}

/** The task, project or conversation asked about does not exist for the caller. */
export class MentionPlaceNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'MENTION_PLACE_NOT_FOUND';

  constructor() {
    super('Nothing to mention in: no such task, project or conversation');
  }
}
