import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';
/**
 * Log lines are written to stdout in batches (once 4 KB gather, at the latest after this many ms) instead of one
 * blocking write per line: a write per request cost a busy API a few per cent of its time, and a slow reader of
 * stdout could stall it. Pino writes what is left when the process exits, also after an uncaught error; only a
 * killed process (SIGKILL) loses the last moment's lines.
 */
export const LOG_FLUSH_MS = 100;
const LOG_BATCH_BYTES = 4096;

/** Structured JSON logs (pino) for the app and one line per HTTP request. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // nestjs-pino's default '*' is the pre-Express-5 wildcard syntax.
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: [
          {
            level: config.LOG_LEVEL,
            genReqId: requestId,
            customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
              error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
            // The serializers read the request and response themselves: pino-http's default wrapping first copies
            // every header of both (left out here anyway: they hold tokens and cookies) for each request.
            wrapSerializers: false,
            serializers: {
              req: (request: { id: unknown; method: string; url: string; originalUrl?: string }) => ({
                id: request.id,
                method: request.method,
                url: request.originalUrl ?? request.url,
              }),
              res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
            },
          },
          pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
        ],
      }),
    }),
  ],
})
export class LoggingModule {}

function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && /^[\w-]{1,128}$/.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
