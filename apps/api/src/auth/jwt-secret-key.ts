import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of a JWT secret, made once per secret. Given a string, jsonwebtoken first tries to parse it as a
 * PEM public/private key on every verify and sign before it falls back to a secret key: that costs more CPU than
 * the rest of an authenticated request. A KeyObject skips it.
 */
export function jwtSecretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
