import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DependencyUnavailableException } from '../errors/service-unavailable.exception';
import type { CounterStore } from './counter-store';

/** What one throttle counts, and when it refuses. */
export interface ThrottlePolicy<K extends string = string> {
  /** Namespace of the counters (two policies never share one). */
  name: string;
  /** Hits are counted within this window (it starts with the first hit). */
  windowMs: number;
  /** How long a key that reached its limit is refused. */
  blockMs: number;
  /** Per kind of key (an account, a client address, a link's token): hits within the window that block it. */
  limits: Record<K, number>;
  /** Extra delay per hit of `delayBy` beyond the second, to slow guessing before the block. */
  delay?: { by: K; stepMs: number };
}

export type ThrottleKeys<K extends string> = Partial<Record<K, string>>;

/** Counts hits of a policy per key in the counter store; keys are hashed, so no email or token is stored. */
export class Throttle<K extends string> {
  private readonly store: CounterStore;

  constructor(
    store: CounterStore,
    readonly policy: ThrottlePolicy<K>,
  ) {
    this.store = unavailableAs503(store);
  }

  /** Seconds until every given key may try again; 0 when none is blocked. */
  async retryAfterSeconds(keys: ThrottleKeys<K>): Promise<number> {
    const blocked = await Promise.all(
      this.entries(keys).map(([kind, value]) => this.store.blockedForMs(this.key(kind, value))),
    );
    return Math.ceil(Math.max(0, ...blocked) / 1000);
  }

  /** Counts one hit (a failure, or an attempt) for each given key. */
  async hit(keys: ThrottleKeys<K>): Promise<void> {
    const { windowMs, blockMs, limits } = this.policy;
    await Promise.all(
      this.entries(keys).map(([kind, value]) =>
        this.store.hit(this.key(kind, value), { windowMs, blockAt: limits[kind], blockMs }),
      ),
    );
  }

  /** Refuses (answers the seconds to wait) or counts the attempt and answers 0. */
  async attempt(keys: ThrottleKeys<K>): Promise<number> {
    const retryAfter = await this.retryAfterSeconds(keys);
    if (retryAfter === 0) await this.hit(keys);
    return retryAfter;
  }

  /** How long to wait before answering the next attempt of `value` (the policy's `delay.by` key). */
  async delayMs(value: string): Promise<number> {
    const { delay } = this.policy;
    if (!delay) return 0;
    return Math.max(0, (await this.store.count(this.key(delay.by, value))) - 2) * delay.stepMs;
  }

  /** Forgets the hits of one key (e.g. an account after a successful login). */
  async reset(kind: K, value: string): Promise<void> {
    await this.store.reset(this.key(kind, value));
  }

  private entries(keys: ThrottleKeys<K>): [K, string][] {
    return (Object.entries(keys) as [K, string | undefined][]).filter(
      (entry): entry is [K, string] => typeof entry[1] === 'string',
    );
  }

  private key(kind: K, value: string): string {
    const digest = createHash('sha256').update(value).digest('base64url');
    return `${this.policy.name}:${kind}:${digest}`;
  }
}

/** A counter store whose failures (Redis away) answer 503 instead of 500: the call may be retried shortly. */
function unavailableAs503(store: CounterStore): CounterStore {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call.apply(store, args).catch((error: unknown) => {
        new Logger(Throttle.name).warn({ err: error }, 'Throttle counters unavailable');
        throw new DependencyUnavailableException();
      });
  return {
    hit: guard(store.hit),
    blockedForMs: guard(store.blockedForMs),
    count: guard(store.count),
    reset: guard(store.reset),
  };
}
