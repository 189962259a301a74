import type { createClient } from 'redis';

type RedisClient = Pick<ReturnType<typeof createClient>, 'isOpen' | 'isReady' | 'close' | 'destroy'>;

/**
 * Closes a Redis connection at shutdown. `close()` waits for the pending commands, so with Redis away it would wait
 * for Redis to come back (forever, during a shutdown): a client that is not ready is destroyed instead.
 */
export async function closeRedisClient(client: RedisClient | null | undefined): Promise<void> {
  if (!client?.isOpen) return;
  if (client.isReady) await client.close();
  else client.destroy();
}
