import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * A database of its own on the run's PostgreSQL, for suites whose job queue must not share jobs with other suites'
 * apps (each app's workers take any job of their database).
 */
export async function createFreshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set (the e2e global setup starts PostgreSQL)');
  const name = `taskflow_${label}_${randomUUID().slice(0, 8)}`.replace(/\W/g, '_');
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
