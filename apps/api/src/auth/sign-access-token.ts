import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AuthenticatedUser } from '../authorization/authenticated-user';
import { ACCESS_TOKEN_TTL, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';

export interface SignAccessTokenOptions {
  /** Seconds or a duration such as '15m' (default ACCESS_TOKEN_TTL). */
  expiresIn?: number | `${number}${'s' | 'm' | 'h' | 'd'}`;
}

/** Signs an access token the JWT guard accepts (used by tests now, by the login flow later). */
/** Who the token is for; `tokenVersion` (default 0) is the generation of the user's sessions it belongs to. */
export type AccessTokenSubject = Omit<AuthenticatedUser, 'tokenVersion'> & { tokenVersion?: number };

export function signAccessToken(
  user: AccessTokenSubject,
  secret: string,
  options: SignAccessTokenOptions = {},
): string {
  const claims: AccessTokenClaims = {
    sub: user.userId,
    serviceProviderId: user.serviceProviderId,
    userType: user.userType,
    ver: user.tokenVersion ?? 0,
  };
  return new JwtService().sign(claims, {
    secret,
    algorithm: JWT_ALGORITHM,
    audience: JWT_AUDIENCE,
    issuer: JWT_ISSUER,
    expiresIn: options.expiresIn ?? ACCESS_TOKEN_TTL,
  });
}
