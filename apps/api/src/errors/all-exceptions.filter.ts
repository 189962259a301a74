import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterSecondsOf, toApiErrorBody } from './to-api-error-body';

/** The single place where errors become HTTP answers: always `ApiErrorBody`, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const response = http.getResponse<FastifyReply>();
    const body = toApiErrorBody(exception);

    if (body.statusCode === 503) {
      this.logger.warn({ err: exception, msg: `${request.method} ${request.originalUrl}: a dependency is away` });
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, msg: `${request.method} ${request.originalUrl} failed` });
    }
    if (response.sent || response.raw.headersSent) {
      response.raw.end();
      return;
    }
    const retryAfter = retryAfterSecondsOf(exception);
    if (retryAfter !== undefined) response.header('Retry-After', String(retryAfter));
    // A route may have set another type for its success (the calendar feed's text/calendar): errors are JSON.
    response.header('Content-Type', 'application/json; charset=utf-8');
    response.status(body.statusCode).send(JSON.stringify(body));
  }
}
