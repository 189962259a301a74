import fastifyCookie from '@fastify/cookie';
import { Logger as NestLogger, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LIST_TOTAL_HEADER } from '@taskflow/contracts';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { ApiFastifyAdapter } from '../http/api-fastify-adapter';
import { logRequests } from '../logging/request-log';
import { LiveIoAdapter } from '../realtime/live-io.adapter';
import { setupOpenApi } from '../open-api/setup-open-api';
import { keepIdleConnectionsOpen } from './idle-connections';
import { securityHeaders } from './security-headers';

export const API_PREFIX = 'api';
/** The methods a CORS preflight allows (every method the API routes). */
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE';

export interface CreateAppOptions {
  /** Test-only modules mounted next to the real ones. */
  extraImports?: ModuleMetadata['imports'];
}

/** Builds the fully configured, initialised (not yet listening) API; used by main.ts and the e2e tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Which proxies may tell the client's address (X-Forwarded-For): throttles count per request.ip.
  const adapter = new ApiFastifyAdapter(config.TRUST_PROXY);
  // Start-up logs wait for the JSON logger; if start-up fails first, they are printed as they are.
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, options.extraImports),
    adapter,
    { bufferLogs: true, abortOnError: false, bodyParser: false },
  ).catch((error: unknown) => {
    NestLogger.flush();
    throw error;
  });
  app.useLogger(app.get(Logger));
  logRequests(adapter.getInstance(), () => PinoLogger.root);
  keepIdleConnectionsOpen(app.getHttpServer());
  app.setGlobalPrefix(API_PREFIX);
  const headers = securityHeaders();
  adapter.getInstance().addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, () => done()));
  // Cookies are parsed where a route reads one (http/cookies.ts), not for every request.
  await app.register(fastifyCookie, { hook: false });
  app.enableCors({
    origin: config.WEB_ORIGINS,
    credentials: true,
    // Content-Disposition: the export's file name, which the browser reads to save the download under it.
    exposedHeaders: [LIST_TOTAL_HEADER, 'Content-Disposition'],
    methods: CORS_METHODS,
    // As before: a preflight without Origin or the method asked for is answered, only without CORS headers.
    strictPreflight: false,
  });
  const liveAdapter = new LiveIoAdapter(app, config);
  await liveAdapter.connect();
  app.useWebSocketAdapter(liveAdapter);
  // Before init(): routes added after it would land behind Nest's 404 handler.
  setupOpenApi(app);
  await app.init();
  // Plugins load now: supertest drives the server without listen().
  await adapter.getInstance().ready();
  return app;
}
