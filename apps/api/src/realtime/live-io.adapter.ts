import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config';

type RedisClient = ReturnType<typeof createClient>;
/** The socket as Nest's adapter knows it (@nestjs/platform-socket.io runs its own copy of socket.io). */
type AdapterSocket = Parameters<IoAdapter['bindMessageHandlers']>[0];

/**
 * socket.io with the web app's CORS origins and, when REDIS_URL is set, the Redis adapter: rooms then
 * span every API process (emits, disconnectSockets and fetchSockets reach sockets of other processes).
 * Built to keep each open socket small (thousands stay open): no compression state per connection, the
 * HTTP request of the handshake is not kept, and messages reach the gateway through one plain listener each.
 */
export class LiveIoAdapter extends IoAdapter {
  private readonly logger = new Logger(LiveIoAdapter.name);
  private redis: { pub: RedisClient; sub: RedisClient } | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  /** Connects to Redis (when configured) before the gateway's server is created. */
  async connect(): Promise<void> {
    if (!this.config.REDIS_URL) return;
    const pub = createClient({ url: this.config.REDIS_URL });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error: unknown) => this.logger.error({ err: error }, 'Redis connection error'));
    await Promise.all([pub.connect(), sub.connect()]);
    this.redis = { pub, sub };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      cors: { origin: this.config.WEB_ORIGINS, credentials: true },
      transports: ['websocket', 'polling'],
      // Live events are small JSON: compressing them buys little and costs zlib state on every connection.
      perMessageDeflate: false,
      httpCompression: false,
      // Namespaces are not used beyond '/': none is kept once empty.
      cleanupEmptyChildNamespaces: true,
    });
    // The handshake's HTTP request (headers, socket references) would stay referenced as long as the connection
    // lives; nothing reads it after the handshake (socket.io builds `handshake` without it), so let it go.
    server.engine.on('connection', (connection: { request: unknown }) => {
      connection.request = null;
    });
    if (this.redis) server.adapter(createAdapter(this.redis.pub, this.redis.sub));
    return server;
  }

  /**
   * Nest's default builds an RxJS pipeline per message type and socket (a few dozen subscribers, about half of what
   * an idle socket costs); this registers one listener per message type with the same behaviour: the handler's
   * result (value, promise or observable) answers the acknowledgement, or is emitted when it is a `{ event, data }`.
   * socket.io stops delivering messages to a disconnected socket, which ends the handlers as Nest's `takeUntil` does.
   */
  override bindMessageHandlers(
    socket: AdapterSocket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message as string, (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        transform(callback(data, ack)).subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const { event, data: eventData } = response as { event?: string; data?: unknown };
            if (event) socket.emit(event, eventData);
            else if (!isAckHandledManually && typeof ack === 'function') ack(response);
          },
          error: (error: unknown) => this.logger.error({ err: error }, `Live message ${String(message)} failed`),
        });
      });
    }
  }

  override async dispose(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    if (redis) await Promise.all([redis.pub.close(), redis.sub.close()]);
  }
}
