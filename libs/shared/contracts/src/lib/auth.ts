import type { User, UserType } from './users';

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

/** POST /api/auth/register and POST /api/auth/login answer with the session. */
export type RegisterResponse = { token: string; user: User };

/** POST /api/auth/refresh (refresh token in an HttpOnly cookie). */
export interface RefreshResponse {
  token: string;
}

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
