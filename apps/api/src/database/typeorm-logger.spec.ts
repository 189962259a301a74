import { Logger, type LoggerService } from '@nestjs/common';
import { TypeOrmLogger } from './typeorm-logger';

describe('TypeOrmLogger', () => {
  const debugLines: string[] = [];
  const appLogger: LoggerService = {
    log: () => undefined,
    error: () => undefined,
    warn: () => undefined,
    debug: (message: unknown) => debugLines.push(String(message)),
  };

  beforeEach(() => {
    debugLines.length = 0;
    Logger.overrideLogger(appLogger);
  });

  afterEach(() => Logger.overrideLogger(false));

  it('hands each query to the app logger at debug level when the log level shows debug lines', () => {
    new TypeOrmLogger('debug').logQuery('SELECT 1');
    new TypeOrmLogger('trace').logQuery('SELECT 2');
    expect(debugLines).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('drops queries at once when the log level hides debug lines', () => {
    for (const level of ['info', 'warn', 'error', 'fatal', 'silent'] as const)
      new TypeOrmLogger(level).logQuery('SELECT 1');
    expect(debugLines).toEqual([]);
  });
});
