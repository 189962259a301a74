import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Pool } from 'pg';

export interface SqlResult {
  rows: unknown[];
}

/**
 * The SQL path of the job queue (pg-boss, `jobs/`): statements go through the app's own `pg` pool, so the queue needs
 * no connections of its own (the embedded database serves only a few). pg-boss keeps its tables in its own schema
 * (`pgboss`) and migrates them itself; no feature reads them.
 */
@Injectable()
export class JobQueueDatabase {
  constructor(private readonly dataSource: DataSource) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    // The postgres driver's pool ("master": TypeORM's name for the primary's pool).
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return pool.query(text, values);
  }
}
