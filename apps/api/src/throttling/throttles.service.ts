import { Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';
import { CounterStore } from './counter-store';
import { Throttle, type ThrottleKeys, type ThrottlePolicy } from './throttle';

/** Hands out throttles over the one counter store of this process (Redis-backed when REDIS_URL is set). */
@Injectable()
export class Throttles {
  constructor(private readonly store: CounterStore) {}

  of<K extends string>(policy: ThrottlePolicy<K>): Throttle<K> {
    return new Throttle(this.store, policy);
  }

  /** Counts an attempt of a public call before its expensive work, or refuses it with 429 and Retry-After. */
  async enforce<K extends string>(policy: ThrottlePolicy<K>, keys: ThrottleKeys<K>, message?: string): Promise<void> {
    const retryAfter = await this.of(policy).attempt(keys);
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter, message);
  }
}
