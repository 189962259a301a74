import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions, requestCookie, SESSION_COOKIE_PATH } from '../http/cookies';
import type { AppConfig } from '../config/app-config';
import type { IssuedRefreshToken } from './refresh-token.service';

export const REFRESH_COOKIE_NAME = 'taskflow_refresh';
export const REFRESH_COOKIE_PATH = SESSION_COOKIE_PATH;

export function setRefreshCookie(response: FastifyReply, config: AppConfig, issued: IssuedRefreshToken): void {
  response.setCookie(REFRESH_COOKIE_NAME, issued.token, { ...cookieOptions(config), expires: issued.expiresAt });
}

/** An empty cookie that expired long ago (as Express cleared it: Expires at the epoch, no Max-Age). */
export function clearRefreshCookie(response: FastifyReply, config: AppConfig): void {
  response.setCookie(REFRESH_COOKIE_NAME, '', { ...cookieOptions(config), expires: new Date(1) });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = requestCookie(request, REFRESH_COOKIE_NAME);
  return value !== undefined && value.length > 0 ? value : undefined;
}
