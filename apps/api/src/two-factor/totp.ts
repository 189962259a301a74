import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const ISSUER = 'TaskFlow';
/** A code of the step before or after the current one still counts (clocks drift, typing takes time). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (secret: string, accountEmail: string): string =>
  generateURI({ issuer: ISSUER, label: accountEmail, secret });

/** The otpauth URI as a QR code (an SVG data URL), drawn here so the secret never goes to a third party. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await qrCodeSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of `code` when it is the secret's code now (± one step) and later than `afterStep` (a code is never
 * taken twice); otherwise null. `nowMs` lets tests fix the clock.
 */
export function matchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs = Date.now(),
): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // TOTP results carry the step; HOTP's (the other strategy) never come here.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random recovery codes `xxxxx-xxxxx` (about 49 bits each), shown once. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a recovery code is stored and looked up: case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
