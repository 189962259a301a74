import { ServiceUnavailableException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** What a 503 tells the caller to wait before retrying. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A 503: something the API depends on (the database, Redis) does not answer right now; retrying later helps. */
export class DependencyUnavailableException extends ServiceUnavailableException {
  static readonly code: ApiErrorCode = 'SERVICE_UNAVAILABLE';

  constructor() {
    super(SERVICE_UNAVAILABLE_MESSAGE);
  }
}
