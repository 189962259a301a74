import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/** Sends TypeORM's messages to the app logger (JSON via pino) instead of the console. */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(query: string): void {
    this.logger.debug(query);
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
