import type { createClient } from 'redis';
import { CounterStore } from './counter-store';

type RedisClient = ReturnType<typeof createClient>;

const KEY_PREFIX = 'taskflow:throttle:';

// One round trip, atomic across processes: count the hit, start the window's expiry on the first one, block at
// the limit. Both keys expire by themselves, so Redis never keeps a counter longer than its window or block.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return hits`;

/** Counters shared by every API process (REDIS_URL): each key lives only as long as its window or block. */
export class RedisCounterStore extends CounterStore {
  constructor(private readonly redis: RedisClient) {
    super();
  }

  async hit(key: string, rule: { windowMs: number; blockAt: number; blockMs: number }): Promise<number> {
    const hits = await this.redis.eval(HIT_SCRIPT, {
      keys: [hitsKey(key), blockKey(key)],
      arguments: [String(rule.windowMs), String(rule.blockAt), String(rule.blockMs)],
    });
    return Number(hits);
  }

  async blockedForMs(key: string): Promise<number> {
    return Math.max(0, Number(await this.redis.pTTL(blockKey(key))));
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(hitsKey(key))) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(hitsKey(key));
  }
}

const hitsKey = (key: string) => `${KEY_PREFIX}${key}:hits`;
const blockKey = (key: string) => `${KEY_PREFIX}${key}:block`;
