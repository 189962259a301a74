import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { requestCookie } from '../http/cookies';
import { cookieOptions } from '../http/cookies';

export const DEVICE_COOKIE_NAME = 'taskflow_device';
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60_000;
/** Accounts one browser is remembered for (a shared office computer); the oldest is forgotten first. */
export const DEVICE_COOKIE_ACCOUNTS = 5;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): after a successful sign-in the
 * browser gets an HttpOnly cookie naming the account and a random nonce, signed with a key derived from
 * JWT_REFRESH_SECRET. A browser presenting a valid one for the account it signs in to is a known device: the
 * per-account block (what strangers' failures cause) does not apply to it; its own failures count per device
 * instead. Nothing is stored on the server: the signature is the proof.
 *
 * Value: up to DEVICE_COOKIE_ACCOUNTS entries `<userId>~<nonce>~<signature>` joined by `.`, newest first.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_REFRESH_SECRET).update('taskflow device cookie').digest();
  }

  /** The device key (its nonce) when the request carries a valid device cookie for `userId`; otherwise null. */
  knownDevice(request: FastifyRequest, userId: string): string | null {
    const entry = this.entries(request).find((candidate) => candidate.userId === userId);
    return entry ? `${userId}:${entry.nonce}` : null;
  }

  /** Remembers this browser for `userId` (a new nonce), keeping the other accounts it signed in to. */
  remember(request: FastifyRequest, response: FastifyReply, userId: string): void {
    const nonce = randomBytes(16).toString('base64url');
    const others = this.entries(request)
      .filter((entry) => entry.userId !== userId)
      .map((entry) => entry.raw);
    const value = [this.entry(userId, nonce), ...others].slice(0, DEVICE_COOKIE_ACCOUNTS).join('.');
    response.setCookie(DEVICE_COOKIE_NAME, value, {
      ...cookieOptions(this.config),
      expires: new Date(Date.now() + DEVICE_COOKIE_TTL_MS),
    });
  }

  private entry(userId: string, nonce: string): string {
    return `${userId}~${nonce}~${this.sign(userId, nonce)}`;
  }

  private sign(userId: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${userId}~${nonce}`).digest('base64url');
  }

  /** The cookie's entries whose signature holds. */
  private entries(request: FastifyRequest): { userId: string; nonce: string; raw: string }[] {
    const value = requestCookie(request, DEVICE_COOKIE_NAME);
    if (typeof value !== 'string' || value.length > 2000) return [];
    return value
      .split('.')
      .slice(0, DEVICE_COOKIE_ACCOUNTS)
      .flatMap((raw) => {
        const [userId, nonce, signature, ...rest] = raw.split('~');
        if (!userId || !nonce || !signature || rest.length > 0) return [];
        const expected = Buffer.from(this.sign(userId, nonce));
        const given = Buffer.from(signature);
        return expected.length === given.length && timingSafeEqual(expected, given) ? [{ userId, nonce, raw }] : [];
      });
  }
}
