import type { INestApplication } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';

/**
 * A connection the server ends while it is checked out of the pool but before its user listens for errors (one
 * network read can finish a query and bring PostgreSQL's shutdown notice; TypeORM attaches its listener a moment
 * later). pg would throw that 'error' event and end the API process (seen during a PostgreSQL restart behind nginx).
 */
describe('a pooled connection lost while nobody listens to it', () => {
  let app: INestApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('does not end the process, and the pool serves the next query', async () => {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    const client: PoolClient = await pool.connect();
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows as { pid: number }[];
    const ended = new Promise((resolve) => client.once('end', resolve));

    await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;
    client.release(new Error('terminated by the test'));

    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
