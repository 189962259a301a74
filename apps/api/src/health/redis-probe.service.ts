import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { closeRedisClient } from '../common/close-redis-client';
import { AppConfig } from '../config/app-config';

type RedisClient = ReturnType<typeof createClient>;

/**
 * Asks Redis (REDIS_URL) for a PONG on a connection of its own, opened at the first readiness check. Without the
 * offline queue a PING fails at once while Redis is away, instead of waiting for the reconnect.
 */
@Injectable()
export class RedisProbe implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisProbe.name);
  private client: RedisClient | null = null;
  private connecting: Promise<unknown> | null = null;

  constructor(private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.REDIS_URL);
  }

  async ping(): Promise<void> {
    if (!this.client) {
      this.client = createClient({ url: this.config.REDIS_URL, disableOfflineQueue: true });
      this.client.on('error', (error: unknown) =>
        this.logger.debug({ err: error, msg: 'Redis probe connection error' }),
      );
      this.connecting = this.client.connect();
    }
    await this.connecting;
    const answer = await this.client.ping();
    if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.client;
    this.client = null;
    // A first connection still retrying never settles: destroying it stops the retries.
    if (client && !client.isOpen) client.destroy();
    else await closeRedisClient(client);
  }
}
