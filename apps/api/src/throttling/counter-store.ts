/**
 * Where throttle counters live: in Redis when REDIS_URL is set (shared by every API process, expiring there), in
 * this process's memory otherwise. Keys are opaque; each counter counts hits within a window that starts with its
 * first hit, and a key reaching its limit is blocked for a while.
 */
export abstract class CounterStore {
  /** Counts a hit of `key`; from `blockAt` hits within `windowMs` on, the key is blocked for `blockMs`. */
  abstract hit(key: string, rule: { windowMs: number; blockAt: number; blockMs: number }): Promise<number>;
  /** Milliseconds the key stays blocked (0 when it is not). */
  abstract blockedForMs(key: string): Promise<number>;
  /** Hits of `key` in its current window. */
  abstract count(key: string): Promise<number>;
  /** Forgets the key's hits (not its block). */
  abstract reset(key: string): Promise<void>;
}
