import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';

/**
 * Runs an operator's command of `main.js` (create-agency, grant-platform-admin, …) in the API's modules without an
 * HTTP server, and closes them afterwards. No demo seeding: a command changes only what it names.
 */
export async function withCommandContext<T>(
  config: AppConfig,
  work: (context: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const context = await NestFactory.createApplicationContext(AppModule.register({ ...config, DEMO_DATA: false }), {
    bufferLogs: true,
    abortOnError: false,
  });
  context.useLogger(context.get(Logger));
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}
