import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AppConfig } from '../config/app-config';

/**
 * Log lines are written to stdout in batches (once 4 KB gather, at the latest after this many ms) instead of one
 * blocking write per line: a write per request cost a busy API a few per cent of its time, and a slow reader of
 * stdout could stall it. Pino writes what is left when the process exits, also after an uncaught error; only a
 * killed process (SIGKILL) loses the last moment's lines.
 */
export const LOG_FLUSH_MS = 100;
const LOG_BATCH_BYTES = 4096;

/**
 * Structured JSON logs (pino) for the app; the line per HTTP request is written by Fastify's hooks
 * (`request-log.ts`, set up in bootstrap/create-app.ts) through the same logger.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // No per-request middleware: request lines come from request-log.ts.
        forRoutes: [],
        pinoHttp: [
          {
            level: config.LOG_LEVEL,
            // request-log.ts writes `req` and `res` as they are logged: pino-http's serializers expect Node's objects.
            wrapSerializers: false,
            serializers: { req: asLogged, res: asLogged },
          },
          pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
        ],
      }),
    }),
  ],
})
export class LoggingModule {}

const asLogged = (value: unknown) => value;
