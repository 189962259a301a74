export interface LoginThrottleLimits {
  /** Failures counted within this window. */
  windowMs: number;
  /** Failures for one email before it is refused for `blockMs`. */
  maxFailuresPerEmail: number;
  /** Failures from one address before it is refused for `blockMs`. */
  maxFailuresPerAddress: number;
  blockMs: number;
  /** Extra delay per failure beyond the second, to slow guessing before the block. */
  delayStepMs: number;
}

export const DEFAULT_LOGIN_THROTTLE_LIMITS: LoginThrottleLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
  blockMs: 15 * 60_000,
  delayStepMs: 250,
};

interface Counter {
  failures: number;
  windowStart: number;
  blockedUntil: number;
}

/** Counts failed logins per email and per client address (in this process). */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `email`/`address` may try again, or 0 when allowed. */
  retryAfterSeconds(email: string, address: string): number {
    const until = Math.max(
      this.counter(`email:${email}`).blockedUntil,
      this.counter(`address:${address}`).blockedUntil,
    );
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  /** Delay to apply before answering the next attempt for `email`. */
  delayMs(email: string): number {
    return Math.max(0, this.counter(`email:${email}`).failures - 2) * this.limits.delayStepMs;
  }

  recordFailure(email: string, address: string): void {
    this.bump(`email:${email}`, this.limits.maxFailuresPerEmail);
    this.bump(`address:${address}`, this.limits.maxFailuresPerAddress);
  }

  recordSuccess(email: string): void {
    this.counters.delete(`email:${email}`);
  }

  private bump(key: string, max: number): void {
    const counter = this.counter(key);
    counter.failures += 1;
    if (counter.failures >= max) counter.blockedUntil = this.now() + this.limits.blockMs;
    this.counters.set(key, counter);
  }

  private counter(key: string): Counter {
    const existing = this.counters.get(key);
    const now = this.now();
    if (existing && (now - existing.windowStart < this.limits.windowMs || existing.blockedUntil > now)) return existing;
    return { failures: 0, windowStart: now, blockedUntil: 0 };
  }
}
