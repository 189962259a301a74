import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config';

type RedisClient = ReturnType<typeof createClient>;

/**
 * socket.io with the web app's CORS origins and, when REDIS_URL is set, the Redis adapter: rooms then
 * span every API process (emits, disconnectSockets and fetchSockets reach sockets of other processes).
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
    });
    if (this.redis) server.adapter(createAdapter(this.redis.pub, this.redis.sub));
    return server;
  }

  override async dispose(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    if (redis) await Promise.all([redis.pub.close(), redis.sub.close()]);
  }
}
