import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Asks the database for a trivial answer (the health check). */
@Injectable()
export class DatabaseProbe {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
