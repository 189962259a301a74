import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle time
 * of clients and proxies (browsers, nginx upstreams, test runners), so a request sent on a connection the
 * server is closing at that instant fails with ECONNRESET. Outlasting them leaves the closing to the client.
 */
export const IDLE_CONNECTION_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a slow first header on a reused connection is cut off.
  server.headersTimeout = IDLE_CONNECTION_TIMEOUT_MS + 1_000;
}
