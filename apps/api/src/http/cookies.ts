import type { FastifyRequest } from 'fastify';

/** A cookie of the request: read where a route needs one, not parsed for every request. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const cookies = request.cookies ?? (request.cookies = request.server.parseCookie(request.headers.cookie ?? ''));
  return cookies[name];
}
