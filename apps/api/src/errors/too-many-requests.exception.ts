import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** A 429; the error filter adds `Retry-After: <retryAfterSeconds>`. */
export class TooManyRequestsException extends HttpException {
  static readonly code: ApiErrorCode = 'TOO_MANY_REQUESTS';

  constructor(
    readonly retryAfterSeconds: number,
    message = TOO_MANY_ATTEMPTS_MESSAGE,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
