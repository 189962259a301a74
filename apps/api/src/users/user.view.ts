import type { User as UserView, UserSummary } from '@taskflow/contracts';
import type { User } from './user.entity';

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    serviceProviderId: user.serviceProviderId,
    clientCompanyId: user.clientCompanyId,
    clientCompany: user.clientCompany ? { id: user.clientCompany.id, name: user.clientCompany.name } : null,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    language: user.language ?? null,
    timeZone: user.timeZone,
  };
}

export function toUserSummary(user: User): UserSummary {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType,
  };
}
