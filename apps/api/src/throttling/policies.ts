import type { ThrottlePolicy } from './throttle';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

// Every throttle of the API (documented in apps/api/README.md, "Throttling"). An address is the client's real
// address: the connection's peer, or what a trusted proxy reports when TRUST_PROXY is set.

/**
 * Failed logins: 5 per account or 20 per address within 15 minutes block for 15 minutes; slowed from the 3rd on. A
 * browser with a valid device cookie for the account (auth/device-cookie.ts) counts as its own `device` instead of
 * the account, so strangers filling the account's count never block its owner; the address limit applies to all.
 */
export const loginThrottle: ThrottlePolicy<'account' | 'device' | 'address'> = {
  name: 'login',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { account: 5, device: 5, address: 20 },
  delay: { by: 'account', stepMs: 250 },
};

/**
 * Wrong current passwords where a change needs one (password, email): someone holding a stolen access token
 * guessing. 5 per user, never a count shared by everyone.
 */
export const currentPasswordThrottle: ThrottlePolicy<'user'> = {
  name: 'current-password',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { user: 5 },
};

/** Reset mails asked for: 5 per account (a known device: per device), 20 per address (counted apart from logins). */
export const passwordResetRequestThrottle: ThrottlePolicy<'account' | 'device' | 'address'> = {
  name: 'password-reset-request',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { account: 5, device: 5, address: 20 },
};

/**
 * Public calls that hash a password (argon2, deliberately slow) or create rows before anyone is signed in:
 * registration (one count for both steps of the two-step flow and POST /auth/register), accepting an invitation
 * and setting a password with a reset link. Every attempt counts, before any hashing: 20 per address and 5 per
 * target (the email registered, the link's token) within 15 minutes.
 */
export const registrationThrottle: ThrottlePolicy<'address' | 'target'> = {
  name: 'registration',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { address: 20, target: 5 },
};

export const invitationAcceptThrottle: ThrottlePolicy<'address' | 'target'> = {
  name: 'invitation-accept',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { address: 20, target: 5 },
};

/** Public waitlist sign-ups: 20 per address within 15 minutes (each one writes a row). */
export const waitlistThrottle: ThrottlePolicy<'address'> = {
  name: 'waitlist',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { address: 20 },
};

/** Uploads (every target): 100 per user within 15 minutes. */
export const uploadThrottle: ThrottlePolicy<'user'> = {
  name: 'upload',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { user: 100 },
};

export const passwordResetThrottle: ThrottlePolicy<'address' | 'target'> = {
  name: 'password-reset',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { address: 20, target: 5 },
};

/**
 * Sign-in links asked for (POST /auth/sign-in-link): like reset mails, 5 per account (a known device: per device) and
 * 20 per address within 15 minutes, counted apart from reset mails and logins.
 */
export const signInLinkRequestThrottle: ThrottlePolicy<'account' | 'device' | 'address'> = {
  name: 'sign-in-link-request',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { account: 5, device: 5, address: 20 },
};

/**
 * Two-factor codes (sign-in second step, confirming a set-up, turning it off): 5 wrong codes per challenge, 10 per
 * account within 15 minutes block for 15 minutes. A six-digit code has a million values; this keeps guessing at
 * about 1 in 100,000 per quarter hour, and the per-account count stops a fresh challenge per try.
 */
export const twoFactorCodeThrottle: ThrottlePolicy<'challenge' | 'account'> = {
  name: 'two-factor-code',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { challenge: 5, account: 10 },
};

/**
 * Sign-in links tried (POST /api/auth/sign-in-link/consume): someone guessing tokens. Every attempt counts, before the
 * lookup: 20 per address and 5 per token within 15 minutes.
 */
export const signInLinkConsumeThrottle: ThrottlePolicy<'address' | 'target'> = {
  name: 'sign-in-link-consume',
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  limits: { address: 20, target: 5 },
};
