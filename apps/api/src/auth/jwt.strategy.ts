import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';
import { jwtSecretKey } from './jwt-secret-key';
import { VerifiedTokens } from './verified-tokens';
import { toAuthenticatedUser } from './verify-access-token';

/** Where the guard and the strategy find the access token. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly verified: VerifiedTokens,
  ) {
    super({
      jwtFromRequest: bearerToken,
      passReqToCallback: true,
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject (its types say string | Buffer).
      secretOrKey: jwtSecretKey(config.JWT_ACCESS_SECRET) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  /** The token verified; its user is remembered for the token's next requests (see VerifiedTokens). */
  validate(request: FastifyRequest, payload: Record<string, unknown>): AuthenticatedUser {
    const user = toAuthenticatedUser(payload);
    const token = bearerToken(request);
    if (token) this.verified.add(token, user, payload['exp'] as number);
    return user;
  }
}
