import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import type { LogLevel } from '../config/app-config';

/** Sends TypeORM's messages to the app logger (JSON via pino) instead of the console. */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');
  /**
   * Each query is logged at debug level. TypeORM hands every query to a custom logger whatever its `logging` option
   * says, so the logger decides itself: below debug it returns at once (passing each query through the Nest and pino
   * loggers only to be dropped costs a busy API several per cent of its time).
   */
  private readonly logsQueries: boolean;

  constructor(logLevel: LogLevel) {
    this.logsQueries = logLevel === 'debug' || logLevel === 'trace';
  }

  logQuery(query: string): void {
    if (this.logsQueries) this.logger.debug(query);
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ err: error, query, msg: 'Query failed' });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ query, durationMs: time, msg: 'Slow query' });
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.log(message);
  }
}
