import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ACCESS_RULE_KEY, type AccessRule } from '../authorization/access.decorator';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { checkAccessRule } from '../authorization/check-access-rule';
import { ACTOR_REQUEST_KEY } from '../authorization/current-actor.decorator';
import { ALLOW_ANONYMOUS_KEY, IS_PUBLIC_KEY } from '../authorization/public.decorator';
import { ActorLoader } from './actor-loader.service';
import { bearerToken } from './jwt.strategy';
import { VerifiedTokens } from './verified-tokens';

/**
 * Applied to every route; `@Public()` opts out (and `@AllowAnonymous()` for requests without an Authorization
 * header: it decides by the header alone, never by the body). After the token, it loads the Actor (fresh user state,
 * permissions, client rules) and checks the route's `@Access` rule, in this order, for every request.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly actors: ActorLoader,
    private readonly verified: VerifiedTokens,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (this.reflector.get<boolean>(ALLOW_ANONYMOUS_KEY, context.getHandler()) && !request.headers.authorization)
      return true;
    // A token verified before (until it expires) needs no new signature check; otherwise passport-jwt verifies it.
    const token = bearerToken(request);
    const known = token ? this.verified.get(token) : undefined;
    if (known) request.user = known;
    else await super.canActivate(context);

    const actor = await this.actors.load(request.user as AuthenticatedUser);
    (request as unknown as Record<string, unknown>)[ACTOR_REQUEST_KEY] = actor;
    checkAccessRule(actor, this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE_KEY, targets));
    return true;
  }
}
