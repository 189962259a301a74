import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import type { IssuedRefreshToken } from './refresh-token.service';

export const REFRESH_COOKIE_NAME = 'taskflow_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** HttpOnly, SameSite=Lax, Secure in production, sent to /api/auth only: the refresh and the device cookie. */
export function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.NODE_ENV === 'production', path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(response: Response, config: AppConfig, issued: IssuedRefreshToken): void {
  response.cookie(REFRESH_COOKIE_NAME, issued.token, { ...cookieOptions(config), expires: issued.expiresAt });
}

export function clearRefreshCookie(response: Response, config: AppConfig): void {
  response.clearCookie(REFRESH_COOKIE_NAME, cookieOptions(config));
}

export function readRefreshCookie(request: Request): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE_NAME];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
