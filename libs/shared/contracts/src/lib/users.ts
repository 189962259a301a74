import type { PageQuery } from './resources';
export const USER_TYPES = ['admin', 'team', 'client'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The interface languages a user can choose; mails to the user are written in it (both when not chosen yet). */
export const USER_LANGUAGES = ['de', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A person as other answers show them (comment authors, chat participants, message senders). */
export interface UserRef {
  id: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

export interface CustomerRef {
  id?: string;
  name: string;
}

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  userType: UserType;
  serviceProviderId: string;
  clientCompanyId?: string | null;
  clientCompany?: CustomerRef | null;
  status: UserStatus;
  createdAt: string;
  lastLoginAt?: string | null;
  /** The interface language the user chose (null: not chosen yet). */
  language?: UserLanguage | null;
  /** IANA time zone (default Europe/Berlin): quiet hours, digests and reports follow it. */
  timeZone?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Keep the session after the browser closes; answered back as `rememberMe`. */
  rememberMe?: boolean;
}

export interface LoginResponse {
  token: string;
  user: User;
  /** The remember-me choice of the sign-in, when it made one (a sign-in link carries the choice of its request). */
  rememberMe?: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

/** POST /api/users. Without a bearer token: step 2 of the two-step registration (docs/product-rules.md#registration), with the `registrationToken` of step 1. */
export interface CreateUserRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  userType: UserType;
  /** Required for clients. */
  clientCompanyId?: string;
  /** Without a password the user is created pending and cannot sign in yet. */
  password?: string;
  registrationToken?: string;
  /** Accepted from two-step clients; a new user is active only with a password. */
  status?: UserStatus;
}

/** PUT /api/users/{id} (any subset). Deactivation signs the user out everywhere; not for one's own account. */
export interface UpdateUserRequest {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  status?: Exclude<UserStatus, 'pending'>;
}

/** GET /api/users */
export interface ListUsersQuery extends PageQuery {
  userType?: UserType;
}
