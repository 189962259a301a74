import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';

export const ACTOR_REQUEST_KEY = 'actor';

/** The Actor the global guard loaded for this request. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor =>
    (context.switchToHttp().getRequest<FastifyRequest>() as unknown as Record<string, Actor>)[ACTOR_REQUEST_KEY],
);
