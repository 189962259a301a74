import { CounterStore } from './counter-store';

interface Counter {
  hits: number;
  windowEnd: number;
  blockedUntil: number;
}

/** How many keys one process keeps at most; the oldest go first when an attacker rotates keys. */
export const MEMORY_COUNTER_LIMIT = 50_000;
const PRUNE_EVERY_HITS = 1_000;

/** Counters of one process (no REDIS_URL): expired ones are pruned, and there are never more than a bound. */
export class MemoryCounterStore extends CounterStore {
  private readonly counters = new Map<string, Counter>();
  private hitsSincePrune = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = MEMORY_COUNTER_LIMIT,
  ) {
    super();
  }

  get size(): number {
    return this.counters.size;
  }

  async hit(key: string, rule: { windowMs: number; blockAt: number; blockMs: number }): Promise<number> {
    const now = this.now();
    if (++this.hitsSincePrune >= PRUNE_EVERY_HITS) this.prune();
    const existing = this.counters.get(key);
    const counter =
      existing && !isOver(existing, now) ? existing : { hits: 0, windowEnd: now + rule.windowMs, blockedUntil: 0 };
    if (counter.windowEnd <= now) {
      counter.hits = 0;
      counter.windowEnd = now + rule.windowMs;
    }
    counter.hits += 1;
    if (counter.hits >= rule.blockAt) counter.blockedUntil = Math.max(counter.blockedUntil, now + rule.blockMs);
    // Re-inserting keeps the map ordered by last use, so the bound below drops the stalest keys.
    this.counters.delete(key);
    this.counters.set(key, counter);
    while (this.counters.size > this.limit) this.counters.delete(this.counters.keys().next().value as string);
    return counter.hits;
  }

  async blockedForMs(key: string): Promise<number> {
    return Math.max(0, (this.counters.get(key)?.blockedUntil ?? 0) - this.now());
  }

  async count(key: string): Promise<number> {
    const counter = this.counters.get(key);
    return counter && counter.windowEnd > this.now() ? counter.hits : 0;
  }

  async reset(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (!counter) return;
    if (counter.blockedUntil > this.now()) counter.hits = 0;
    else this.counters.delete(key);
  }

  /** Drops every counter whose window and block are over. */
  prune(): void {
    this.hitsSincePrune = 0;
    const now = this.now();
    for (const [key, counter] of this.counters) if (isOver(counter, now)) this.counters.delete(key);
  }
}

function isOver(counter: Counter, now: number): boolean {
  return counter.windowEnd <= now && counter.blockedUntil <= now;
}
