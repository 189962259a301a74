import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, type CreateAppOptions } from '../src/bootstrap/create-app';
import type { AppConfig } from '../src/config/app-config';
import { loadAppConfig } from '../src/config/load-app-config';

export const TEST_JWT_ACCESS_SECRET = 'test-access-secret-0123456789abcdef0123456789';
export const TEST_JWT_REFRESH_SECRET = 'test-refresh-secret-0123456789abcdef012345678';
export const TEST_WEB_ORIGIN = 'http://localhost:4200';

type Environment = Record<string, string | undefined>;

/** The config of an e2e app: the run's PostgreSQL (DATABASE_URL from global setup), fixed secrets, quiet logs. */
export function testAppConfig(overrides: Environment = {}): AppConfig {
  return loadAppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
    JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
    WEB_ORIGINS: TEST_WEB_ORIGIN,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

/** The real app (same factory as main.ts), initialised but not listening: pass `app.getHttpServer()` to supertest. */
export function createTestApp(
  config: AppConfig = testAppConfig(),
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  return createApp(config, options);
}
