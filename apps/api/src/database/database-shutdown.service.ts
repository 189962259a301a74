import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseServer } from './database-server';

/**
 * Runs after the HTTP server is closed: first the connection pool, then the embedded database
 * (TypeORM's own shutdown hook then finds the data source already destroyed).
 */
@Injectable()
export class DatabaseShutdownService implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseShutdownService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly server: DatabaseServer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    try {
      if (this.dataSource.isInitialized) await this.dataSource.destroy();
    } finally {
      await this.server.stop();
    }
    this.logger.log('Database connections closed');
  }
}
