import { Logger as NestLogger, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { LIST_TOTAL_HEADER } from '@taskflow/contracts';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { LiveIoAdapter } from '../realtime/live-io.adapter';
import { setupOpenApi } from '../open-api/setup-open-api';
import { keepIdleConnectionsOpen } from './idle-connections';
import { securityHeaders } from './security-headers';

export const API_PREFIX = 'api';

export interface CreateAppOptions {
  /** Test-only modules mounted next to the real ones. */
  extraImports?: ModuleMetadata['imports'];
}

/** Builds the fully configured, initialised (not yet listening) API; used by main.ts and the e2e tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Start-up logs wait for the JSON logger; if start-up fails first, they are printed as they are.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, options.extraImports), {
    bufferLogs: true,
    abortOnError: false,
  }).catch((error: unknown) => {
    NestLogger.flush();
    throw error;
  });
  app.useLogger(app.get(Logger));
  keepIdleConnectionsOpen(app.getHttpServer());
  // Which proxies may tell the client's address (X-Forwarded-For): throttles count per request.ip.
  app.set('trust proxy', config.TRUST_PROXY);
  app.setGlobalPrefix(API_PREFIX);
  app.use(securityHeaders());
  app.use(cookieParser());
  app.enableCors({ origin: config.WEB_ORIGINS, credentials: true, exposedHeaders: [LIST_TOTAL_HEADER] });
  const liveAdapter = new LiveIoAdapter(app, config);
  await liveAdapter.connect();
  app.useWebSocketAdapter(liveAdapter);
  // Before init(): routes added after it would land behind Nest's 404 handler.
  setupOpenApi(app);
  await app.init();
  return app;
}
