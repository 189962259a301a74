import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_PREFERENCES, type MailPreference } from './notification-reasons';

/** Who unsubscribes from what: signed into the link, so it works without signing in. */
export interface UnsubscribeClaim {
  userId: string;
  serviceProviderId: string;
  preferences: MailPreference[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<payload>.<signature>`: the claim as base64url JSON and its HMAC under a server secret. */
export function unsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, s: claim.serviceProviderId, p: claim.preferences }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The claim of a token with a valid signature naming known preferences; otherwise null. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { u, s, p } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const known = (value: unknown): value is MailPreference => MAIL_PREFERENCES.includes(value as MailPreference);
    if (typeof u !== 'string' || typeof s !== 'string' || !UUID.test(u) || !UUID.test(s)) return null;
    if (!Array.isArray(p) || p.length === 0 || !p.every(known)) return null;
    return { userId: u, serviceProviderId: s, preferences: p };
  } catch {
    return null;
  }
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}
