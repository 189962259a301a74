import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { USER_TYPES, type UserType } from '@taskflow/contracts';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';
import { jwtSecretKey } from './jwt-secret-key';

/** The claims every access token must carry; jsonwebtoken only checks `exp` when present, so it is required here. */
export function toAuthenticatedUser(payload: Record<string, unknown>): AuthenticatedUser {
  const { sub, serviceProviderId, userType, exp, sv = 0, sid } = payload;
  if (
    typeof exp !== 'number' ||
    (sid !== undefined && !isNonEmptyString(sid)) ||
    typeof sv !== 'number' ||
    !Number.isInteger(sv) ||
    sv < 0 ||
    !isNonEmptyString(sub) ||
    !isNonEmptyString(serviceProviderId) ||
    !isUserType(userType)
  ) {
    throw new UnauthorizedException();
  }
  return { userId: sub, serviceProviderId, userType, sessionVersion: sv, ...(sid ? { sessionId: sid } : {}) };
}

/** Verifies an access token outside HTTP (the live gateway's handshake) exactly like the JWT guard does. */
export function verifyAccessToken(token: unknown, secret: string): AuthenticatedUser {
  if (!isNonEmptyString(token)) throw new UnauthorizedException();
  let payload: Record<string, unknown>;
  try {
    payload = new JwtService({ secret: jwtSecretKey(secret) }).verify(token, {
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
    });
  } catch {
    throw new UnauthorizedException();
  }
  return toAuthenticatedUser(payload);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
