import type { Server } from 'node:http';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LiveGateway } from '../realtime/live.gateway';

/** How long requests in flight may take to finish once a shutdown began; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** What live sockets are told to wait before reconnecting (to another process behind the load balancer). */
export const RECONNECT_AFTER_MS = 1_000;
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM (or app.close()): stop accepting connections, so the load balancer sends new ones elsewhere; close the
 * live sockets with a reconnect hint; let the requests in flight finish (up to SHUTDOWN_GRACE_MS), answering them
 * with `Connection: close`. Only then do the database pool, Redis and the rest close (their shutdown hooks run
 * after this one), so no request in flight loses its connection.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GracefulShutdown.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly gateway: LiveGateway,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const started = Date.now();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections must not outlive the requests on them.
    server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    this.gateway.closeForShutdown(RECONNECT_AFTER_MS);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      closed.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS))),
    ]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (!finished) {
      this.logger.warn(`Requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      server.closeAllConnections();
    }
    this.logger.log(`Stopped taking requests; those in flight finished in ${Date.now() - started} ms`);
  }
}
