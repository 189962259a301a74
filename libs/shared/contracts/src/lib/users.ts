export const USER_TYPES = ['admin', 'team', 'client'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface ClientCompanyRef {
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
  clientCompany?: ClientCompanyRef | null;
  status: UserStatus;
  createdAt: string;
  lastLoginAt?: string | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export const PASSWORD_MIN_LENGTH = 8;
