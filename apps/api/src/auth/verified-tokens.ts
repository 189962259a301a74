import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../authorization/authenticated-user';

/** How many verified tokens one process remembers; the oldest go first. */
export const VERIFIED_TOKENS_SIZE = 10_000;

interface Verified {
  user: AuthenticatedUser;
  /** When the token expires (its `exp`), in ms. */
  expiresAt: number;
}

/**
 * Access tokens whose signature, issuer, audience and claims were verified already, with the user they name, until
 * they expire: a token is a fixed string, so the same string verifies the same way again (HMAC per request is a few
 * percent of a request's CPU). What can change, the session version and the user's state, is checked on every
 * request by ActorLoader, not here.
 */
@Injectable()
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  get(token: string, now = Date.now()): AuthenticatedUser | undefined {
    const verified = this.tokens.get(token);
    if (!verified) return undefined;
    if (verified.expiresAt <= now) {
      this.tokens.delete(token);
      return undefined;
    }
    return verified.user;
  }

  /** `exp` in seconds, as in the token. */
  add(token: string, user: AuthenticatedUser, exp: number): void {
    this.tokens.delete(token);
    this.tokens.set(token, { user: Object.freeze({ ...user }), expiresAt: exp * 1000 });
    if (this.tokens.size > VERIFIED_TOKENS_SIZE) this.tokens.delete(this.tokens.keys().next().value as string);
  }
}
