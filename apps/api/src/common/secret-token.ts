import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or cookie (256 bits, URL-safe); only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) under which a secret token is stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
