import type { LoginResponse } from './users';

/** POST /api/auth/login (and every other first factor) when the account needs a second step. */
export interface TwoFactorChallengeResponse {
  twoFactorRequired: true;
  /** Short-lived (5 minutes); send it to POST /api/auth/two-factor with a code. */
  challengeToken: string;
}

/** The agency requires a second factor this admin or team member has not set up: set it up with `setupToken`. */
export interface TwoFactorSetupRequiredResponse {
  twoFactorSetupRequired: true;
  setupToken: string;
}

/** What a first factor answers: a session, or the second step. */
export type SignInResult = LoginResponse | TwoFactorChallengeResponse | TwoFactorSetupRequiredResponse;

export const isTwoFactorChallenge = (result: SignInResult): result is TwoFactorChallengeResponse =>
  'twoFactorRequired' in result && result.twoFactorRequired === true;

export const isTwoFactorSetupRequired = (result: SignInResult): result is TwoFactorSetupRequiredResponse =>
  'twoFactorSetupRequired' in result && result.twoFactorSetupRequired === true;

/** POST /api/auth/two-factor: a code from the app OR a recovery code; answers `LoginResponse`. */
export interface TwoFactorSignInRequest {
  challengeToken: string;
  code?: string;
  recoveryCode?: string;
  /** Skip the second step in this browser for 30 days. */
  trustBrowser?: boolean;
}

/** GET /api/account/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The agency requires a second factor of admins and team members. */
  required: boolean;
}

/** POST /api/account/two-factor/setup with the password: a new secret (shown only until it is confirmed). */
export interface TwoFactorSetupRequest {
  password: string;
}

export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code: an SVG data URL. */
  qrCode: string;
}

/** POST /api/account/two-factor/confirm with the first code: two-factor is on. */
export interface TwoFactorConfirmRequest {
  code: string;
}

/** Ten single-use recovery codes, shown this once. */
export interface TwoFactorConfirmResponse {
  recoveryCodes: string[];
}

/** POST /api/account/two-factor/disable: the password and a current code or a recovery code. */
export interface TwoFactorDisableRequest {
  password: string;
  code?: string;
  recoveryCode?: string;
}

/** POST /api/auth/two-factor/setup: the set-up token of a sign-in answers a new secret (`TwoFactorSetupResponse`). */
export interface TwoFactorSetupSignInRequest {
  setupToken: string;
}

/** POST /api/auth/two-factor/setup/confirm: the first code turns two-factor on and finishes the sign-in. */
export interface TwoFactorSetupConfirmSignInRequest {
  setupToken: string;
  code: string;
}

/** The session of the finished sign-in, with the ten recovery codes shown this once. */
export type TwoFactorSetupSignInResponse = LoginResponse & TwoFactorConfirmResponse;

/** GET/PUT /api/service-providers/current/two-factor: whether admins and team members must use two-factor sign-in. */
export interface AgencyTwoFactorSettings {
  requireTwoFactor: boolean;
}

export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;
