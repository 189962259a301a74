import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { USER_TYPES, type UserType } from '@taskflow/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import type { AuthenticatedUser } from './authenticated-user';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_ACCESS_SECRET,
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  validate(payload: Record<string, unknown>): AuthenticatedUser {
    const { sub, serviceProviderId, userType, exp } = payload;
    // jsonwebtoken only checks `exp` when present: a token without expiry is refused here.
    if (typeof exp !== 'number' || !isNonEmptyString(sub) || !isNonEmptyString(serviceProviderId) || !isUserType(userType)) {
      throw new UnauthorizedException();
    }
    return { userId: sub, serviceProviderId, userType };
  }
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
