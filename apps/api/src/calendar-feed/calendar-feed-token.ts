import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const FEED_FILE_SUFFIX = '.ics';

/** A new random feed key (stored). */
export function newFeedKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The secret in the feed's URL: the key and its HMAC under a server secret. Only the key is stored, so the database
 * alone does not give anyone a working URL, while the owner can see their URL again at any time.
 */
export function feedToken(feedKey: string, secret: string): string {
  return `${feedKey}.${signature(feedKey, secret)}`;
}

/** The URL path of a feed, relative to the API base (`/api`). */
export function feedPath(feedKey: string, secret: string): string {
  return `/calendar-feed/${feedToken(feedKey, secret)}${FEED_FILE_SUFFIX}`;
}

/** The feed key named by the last path segment (`<token>.ics`) when its signature is right; otherwise null. */
export function feedKeyOf(file: string, secret: string): string | null {
  const token = file.endsWith(FEED_FILE_SUFFIX) ? file.slice(0, -FEED_FILE_SUFFIX.length) : file;
  const [feedKey, given, ...rest] = token.split('.');
  if (!feedKey || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(feedKey, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? feedKey : null;
}

function signature(feedKey: string, secret: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${feedKey}`).digest('base64url');
}
