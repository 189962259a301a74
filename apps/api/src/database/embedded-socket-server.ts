import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { EmbeddedQueryQueue } from './embedded-query-queue';

/**
 * Serves one PGlite database over the PostgreSQL wire protocol on 127.0.0.1, with up to `maxConnections` clients.
 * pglite-socket's handler speaks the protocol; the queue that shares PGlite's single session between the connections
 * is ours (see EmbeddedQueryQueue for why its own is not safe).
 */
export class EmbeddedSocketServer {
  private readonly queue: EmbeddedQueryQueue;
  private readonly handlers = new Set<PGLiteSocketHandler>();
  private server: Server | null = null;

  constructor(
    db: PGlite,
    private readonly maxConnections: number,
  ) {
    this.queue = new EmbeddedQueryQueue(db);
  }

  /** Listens on a free loopback port; resolves with `host:port`. */
  start(): Promise<string> {
    const server = createServer((socket) => void this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { address, port } = server.address() as AddressInfo;
        resolve(`${address}:${port}`);
      });
    });
  }

  async stop(): Promise<void> {
    await Promise.all([...this.handlers].map((handler) => handler.detach(true)));
    this.handlers.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async accept(socket: Socket): Promise<void> {
    if (!this.server || this.handlers.size >= this.maxConnections) {
      socket.end('Too many connections\n');
      return;
    }
    // The handler's option is typed as pglite-socket's own (unexported) queue class; ours has the same methods.
    const queryQueue = this.queue as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    this.handlers.add(handler);
    const forget = () => this.handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    try {
      await handler.attach(socket);
    } catch {
      forget();
      socket.destroy();
    }
  }
}
