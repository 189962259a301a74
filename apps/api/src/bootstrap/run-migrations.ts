import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';

/** Starts the app without HTTP: TypeORM applies pending migrations on start-up, then everything closes. */
export async function runMigrations(config: AppConfig): Promise<void> {
  const context = await NestFactory.createApplicationContext(AppModule.register(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  context.useLogger(context.get(Logger));
  new NestLogger('Migrations').log('The database schema is up to date');
  await context.close();
}
