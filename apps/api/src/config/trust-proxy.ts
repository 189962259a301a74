import { isIP } from 'node:net';
import { registerDecorator } from 'class-validator';

/** Express's `trust proxy` setting, as TRUST_PROXY may give it. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_MAX_HOPS = 10;
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, a number of proxy hops (1 to 10) or a comma-separated list of proxy addresses, ' +
  'subnets (CIDR) or the names loopback, linklocal, uniquelocal ("true" is refused: it would believe any client)';

export function parseTrustProxy(value: string): unknown {
  const text = value.trim();
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || /^[\d.]+$/.test(text) || text.startsWith('-')) return text;
  return text.split(',').map((item) => item.trim());
}

function isTrustedProxyEntry(entry: unknown): boolean {
  if (typeof entry !== 'string') return false;
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function IsTrustProxy(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTrustProxy',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: TRUST_PROXY_MESSAGE },
      validator: {
        validate: (value: unknown) =>
          value === false ||
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TRUST_PROXY_MAX_HOPS) ||
          (Array.isArray(value) && value.length > 0 && value.every(isTrustedProxyEntry)),
      },
    });
}
