import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';
import { jwtSecretKey } from './jwt-secret-key';
import { toAuthenticatedUser } from './verify-access-token';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject (its types say string | Buffer).
      secretOrKey: jwtSecretKey(config.JWT_ACCESS_SECRET) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  validate(payload: Record<string, unknown>): AuthenticatedUser {
    return toAuthenticatedUser(payload);
  }
}
