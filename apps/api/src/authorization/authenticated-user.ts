import type { UserType } from '@taskflow/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the JWT guard (passport-jwt or the verified-token cache). */
    user?: AuthenticatedUser;
  }
}

/** What a valid access token puts on `request.user`. */
export interface AuthenticatedUser {
  userId: string;
  serviceProviderId: string;
  userType: UserType;
  /** The user's session version when the token was signed (absent: 0); a raised version ends the session. */
  sessionVersion?: number;
  /** The refresh chain (sign-in) the token was issued for; absent for tokens made outside a sign-in (tests). */
  sessionId?: string;
}

/** Claims of an access token (`sub` is the user id). */
export interface AccessTokenClaims {
  sub: string;
  serviceProviderId: string;
  userType: UserType;
  /** Session version (see AuthenticatedUser.sessionVersion). */
  sv?: number;
  /** The refresh chain (see AuthenticatedUser.sessionId): logout with the bearer token alone ends it. */
  sid?: string;
}
