import * as argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Verifies against `hash`, or against a dummy hash when there is none, so unknown emails take as long. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword('dummy-password-for-timing')));
  const matches = await argon2.verify(target, password).catch(() => false);
  return Boolean(hash) && matches;
}
