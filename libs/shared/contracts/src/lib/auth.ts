import type { LoginResponse, UserLanguage, UserType } from './users';

export const PLANS = ['basic', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'professional';

/** POST /api/auth/register: creates the service provider (trial) and its first admin in one step. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  plan?: Plan;
  agreeToNewsletter?: boolean;
}

/** POST /api/auth/register answers with the session, like login. */
export type RegisterResponse = LoginResponse;

/** POST /api/auth/refresh (refresh token in an HttpOnly cookie). */
export interface RefreshResponse {
  token: string;
}

/** POST /api/auth/change-password: answers a new access token (`RefreshResponse`); other sessions end. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** GET /api/auth/demo-accounts: the demo logins, only when the server runs with demo data (404 otherwise). */
export interface DemoAccountsResponse {
  password: string;
  accounts: { email: string; userType: UserType }[];
}

export const DEMO_PASSWORD = 'taskflow-demo';

/** POST /api/auth/forgot-password: always answers 204, whether the email is known or not. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/auth/reset-password with the token of the emailed link: answers 204. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** POST /api/auth/sign-in-link: always answers 204, whether the email has an account (and may use links) or not. */
export interface SignInLinkRequest {
  email: string;
  rememberMe?: boolean;
  /** The sign-in page's language, for the mail of an account that never chose one. */
  lng?: UserLanguage;
}

/** POST /api/auth/sign-in-link/consume with the token of the emailed link: answers the session (`LoginResponse`). */
export interface ConsumeSignInLinkRequest {
  token: string;
}

/** GET/PUT /api/service-providers/current/sign-in-links: whether admins and team members may sign in by link too. */
export interface AgencySignInLinkSettings {
  teamMembersMayUseLinks: boolean;
}
