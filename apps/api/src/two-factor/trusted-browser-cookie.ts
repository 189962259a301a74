import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { cookieOptions, requestCookie } from '../http/cookies';

export const TRUSTED_BROWSER_COOKIE_NAME = 'taskflow_2fa_trusted';
export const TRUSTED_BROWSER_TTL_MS = 30 * 24 * 60 * 60_000;
/** Accounts one browser is trusted for (a shared office computer); the newest are kept. */
const MAX_ACCOUNTS = 5;

/**
 * "Trust this browser for 30 days": an HttpOnly cookie (path /api/auth) with entries `<userId>~<factorId>~<until>~<sig>`.
 * Bound to the user AND their factor's row id: turning two-factor off or an admin's reset deletes that row, so every
 * trusted browser has to enter a code again. Signed with a key derived from JWT_REFRESH_SECRET; nothing is stored.
 */
@Injectable()
export class TrustedBrowserCookies {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_REFRESH_SECRET).update('taskflow trusted browser').digest();
  }

  isTrusted(request: FastifyRequest, userId: string, factorId: string, nowMs = Date.now()): boolean {
    return this.entries(request).some(
      (entry) => entry.userId === userId && entry.factorId === factorId && entry.until > nowMs,
    );
  }

  trust(request: FastifyRequest, response: FastifyReply, userId: string, factorId: string, nowMs = Date.now()): void {
    const until = nowMs + TRUSTED_BROWSER_TTL_MS;
    const body = `${userId}~${factorId}~${until}`;
    const others = this.entries(request)
      .filter((entry) => entry.userId !== userId && entry.until > nowMs)
      .map((entry) => entry.raw);
    const value = [`${body}~${this.sign(body)}`, ...others].slice(0, MAX_ACCOUNTS).join('.');
    response.setCookie(TRUSTED_BROWSER_COOKIE_NAME, value, {
      ...cookieOptions(this.config),
      expires: new Date(until),
    });
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private entries(request: FastifyRequest): { userId: string; factorId: string; until: number; raw: string }[] {
    const value = requestCookie(request, TRUSTED_BROWSER_COOKIE_NAME);
    if (typeof value !== 'string' || value.length > 2000) return [];
    return value
      .split('.')
      .slice(0, MAX_ACCOUNTS)
      .flatMap((raw) => {
        const [userId, factorId, until, signature, ...rest] = raw.split('~');
        if (!userId || !factorId || !until || !signature || rest.length > 0) return [];
        const expected = Buffer.from(this.sign(`${userId}~${factorId}~${until}`));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
        return [{ userId, factorId, until: Number(until), raw }];
      });
  }
}
