import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The request's id: the caller's `X-Request-Id` when it is a plain token, otherwise a new UUID. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && /^[\w-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * One line per request once its answer is sent, with pino-http's fields (`req` id, method and url, `res` status,
 * `responseTime`, "request completed"; level warn for 4xx, error and "request errored" for 5xx), written from
 * Fastify's `onResponse` hook: no child logger, middleware or async context per request.
 */
export function logRequests(fastify: FastifyInstance, logger: () => Logger): void {
  fastify.setGenReqId(requestId);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(logger(), request, reply);
    done();
  });
}

function writeRequestLine(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = reply.statusCode;
  const line = {
    req: { id: request.id, method: request.method, url: request.originalUrl },
    res: { statusCode },
    responseTime: Math.round(reply.elapsedTime),
  };
  if (statusCode >= 500) logger.error(line, 'request errored');
  else if (statusCode >= 400) logger.warn(line, 'request completed');
  else logger.info(line, 'request completed');
}
