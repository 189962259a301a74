import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { closeRedisClient } from '../common/close-redis-client';
import { AppConfig } from '../config/app-config';
import { CounterStore } from './counter-store';
import { MemoryCounterStore } from './memory-counter-store';
import { RedisCounterStore } from './redis-counter-store';
import { Throttles } from './throttles.service';

const REDIS_CLIENT = Symbol('throttle redis client');
const PRUNE_INTERVAL_MS = 60_000;
type RedisClient = ReturnType<typeof createClient>;

/**
 * Throttle counters: in Redis when REDIS_URL is set (one count for every API process, keys expiring with their
 * window), otherwise in this process's memory (pruned every minute and bounded in size).
 */
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [AppConfig],
      useFactory: async (config: AppConfig): Promise<RedisClient | null> => {
        if (!config.REDIS_URL) return null;
        const logger = new Logger('ThrottleCounters');
        // Without the offline queue a command fails at once while Redis is away (answered 503), instead of hanging.
        const client = createClient({ url: config.REDIS_URL, disableOfflineQueue: true });
        client.on('error', (error: unknown) => logger.error({ err: error }, 'Redis connection error'));
        await client.connect();
        return client;
      },
    },
    {
      provide: CounterStore,
      inject: [REDIS_CLIENT],
      useFactory: (redis: RedisClient | null): CounterStore =>
        redis ? new RedisCounterStore(redis) : new MemoryCounterStore(),
    },
    Throttles,
  ],
  exports: [Throttles],
})
export class ThrottlingModule implements OnApplicationShutdown {
  private readonly pruning: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient | null,
    store: CounterStore,
  ) {
    if (store instanceof MemoryCounterStore) {
      this.pruning = setInterval(() => store.prune(), PRUNE_INTERVAL_MS);
      this.pruning.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.pruning);
    await closeRedisClient(this.redis);
  }
}
