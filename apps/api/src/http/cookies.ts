import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';

/** Where the session's cookies (refresh, device, trusted browser) are sent: the sign-in routes only. */
export const SESSION_COOKIE_PATH = '/api/auth';

/** HttpOnly, SameSite=Lax, Secure in production, sent to /api/auth only: the session's cookies. */
export function cookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.NODE_ENV === 'production', path: SESSION_COOKIE_PATH };
}

/** A cookie of the request: read where a route needs one, not parsed for every request. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const cookies = request.cookies ?? (request.cookies = request.server.parseCookie(request.headers.cookie ?? ''));
  return cookies[name];
}
