import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, ApiErrorCode } from '@taskflow/contracts';
import { isDependencyUnavailable } from './database-unavailable';
import { RequestValidationException } from './request-validation.exception';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from './service-unavailable.exception';
import { TooManyRequestsException } from './too-many-requests.exception';

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

/** Maps anything thrown while handling a request to the one error shape of the API. */
export function toApiErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  // The database restarting is no bug: the call may be retried in a moment.
  if (isDependencyUnavailable(exception)) return errorBody(HttpStatus.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
  return fromClientError(exception) ?? errorBody(HttpStatus.INTERNAL_SERVER_ERROR, INTERNAL_ERROR_MESSAGE);
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  const details = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const message = typeof response === 'string' ? response : (messageText(details['message']) ?? exception.message);
  const error = typeof details['error'] === 'string' ? details['error'] : undefined;
  const body = errorBody(statusCode, message, codeOf(exception), error);
  if (exception instanceof RequestValidationException) {
    body.fields = exception.fields;
    body.fieldErrors = exception.fieldErrors;
  }
  return body;
}

/**
 * Errors from Express middleware that marks them safe to show (http-errors `expose`), e.g. body-parser's
 * 413 "request entity too large". (Nest itself already turns malformed JSON into a BadRequestException.)
 */
function fromClientError(exception: unknown): ApiErrorBody | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, expose, message } = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return undefined;
  return errorBody(status, typeof message === 'string' ? message : (STATUS_CODES[status] ?? 'Error'));
}

function messageText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((item) => typeof item === 'string').join('; ');
  return undefined;
}

function errorBody(
  statusCode: number,
  message: string,
  code = codeOfStatus(statusCode),
  error = STATUS_CODES[statusCode] ?? 'Error',
): ApiErrorBody {
  return { statusCode, message, error, code };
}

/** An exception class of the app names its code (`static readonly code`); Nest's own ones get their status's. */
export function codeOf(exception: HttpException): ApiErrorCode {
  return (exception.constructor as { code?: ApiErrorCode }).code ?? codeOfStatus(exception.getStatus());
}

const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'METHOD_NOT_ALLOWED',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'TOO_MANY_REQUESTS',
  [HttpStatus.INTERNAL_SERVER_ERROR]: 'INTERNAL_ERROR',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

/** The generic code of a status: its own where listed, else that of its class (400 or 500). */
export function codeOfStatus(status: number): ApiErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** Seconds for a `Retry-After` header: throttled calls and calls made while a dependency is away. */
export function retryAfterSecondsOf(exception: unknown): number | undefined {
  if (exception instanceof TooManyRequestsException) return Math.max(1, Math.ceil(exception.retryAfterSeconds));
  if (
    (exception instanceof HttpException && exception.getStatus() === HttpStatus.SERVICE_UNAVAILABLE) ||
    (!(exception instanceof HttpException) && isDependencyUnavailable(exception))
  )
    return SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
  return undefined;
}
