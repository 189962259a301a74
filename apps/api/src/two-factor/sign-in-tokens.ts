import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/** What a first factor passed on to the second step: whose sign-in, and how it was asked for. */
export interface PendingSignIn {
  userId: string;
  rememberMe: boolean;
  /** Random per token: the per-challenge throttle counts by it. */
  nonce: string;
}

export type PendingSignInPurpose = 'challenge' | 'setup';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const SETUP_TTL_MS = 15 * 60_000;

/**
 * Short-lived tokens between the first factor and the session: a `challenge` (enter a code) or a `setup` (the agency
 * requires a second factor the user has not set up yet). Stateless: HMAC-signed with a key derived from
 * JWT_REFRESH_SECRET, so nothing is stored; codes are what is single use, not the token.
 */
@Injectable()
export class SignInTokens {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_REFRESH_SECRET).update('taskflow two-factor sign-in').digest();
  }

  issue(purpose: PendingSignInPurpose, userId: string, rememberMe: boolean, nowMs = Date.now()): string {
    const ttl = purpose === 'challenge' ? CHALLENGE_TTL_MS : SETUP_TTL_MS;
    const payload = Buffer.from(
      JSON.stringify({
        p: purpose,
        u: userId,
        r: rememberMe,
        n: randomBytes(12).toString('base64url'),
        e: nowMs + ttl,
      }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The pending sign-in of a valid, unexpired token of `purpose`; otherwise null. */
  read(token: string, purpose: PendingSignInPurpose, nowMs = Date.now()): PendingSignIn | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const { p, u, r, n, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      if (p !== purpose || typeof u !== 'string' || typeof n !== 'string' || typeof e !== 'number') return null;
      return e > nowMs ? { userId: u, rememberMe: r === true, nonce: n } : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
