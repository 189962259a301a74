import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** A 429; the error filter adds `Retry-After: <retryAfterSeconds>`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = TOO_MANY_ATTEMPTS_MESSAGE,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
