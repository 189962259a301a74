import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AuthenticatedUser } from '../authorization/authenticated-user';
import { ACCESS_TOKEN_TTL, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';
import { jwtSecretKey } from './jwt-secret-key';

export interface SignAccessTokenOptions {
  /** Seconds or a duration such as '15m' (default ACCESS_TOKEN_TTL). */
  expiresIn?: number | `${number}${'s' | 'm' | 'h' | 'd'}`;
}

/** Signs an access token the JWT guard accepts (used by tests now, by the login flow later). */
export function signAccessToken(user: AuthenticatedUser, secret: string, options: SignAccessTokenOptions = {}): string {
  const claims: AccessTokenClaims = {
    sub: user.userId,
    serviceProviderId: user.serviceProviderId,
    userType: user.userType,
    sv: user.sessionVersion ?? 0,
    ...(user.sessionId ? { sid: user.sessionId } : {}),
  };
  return new JwtService().sign(claims, {
    privateKey: jwtSecretKey(secret),
    algorithm: JWT_ALGORITHM,
    audience: JWT_AUDIENCE,
    issuer: JWT_ISSUER,
    expiresIn: options.expiresIn ?? ACCESS_TOKEN_TTL,
  });
}
