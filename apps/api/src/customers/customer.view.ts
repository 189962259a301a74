import type { CustomerContactView, CustomerView } from '@taskflow/contracts';
import type { Customer } from '../customer-records/customer.entity';
import type { TeamInvitation } from '../users/team-invitation.entity';
import type { User } from '../users/user.entity';
import { toUserSummary } from '../users/user.view';

/** `users`: the customer's client users; `invitations`: their open invitations (the latest per user counts). */
export function toCustomerView(customer: Customer, users: User[], invitations: TeamInvitation[]): CustomerView {
  const contacts = users
    .filter((user) => user.status !== 'inactive')
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
    .map((user) => toContactView(user, invitations));
  return {
    id: customer.id,
    name: customer.name,
    website: customer.website,
    industry: customer.industry,
    address: customer.address,
    phone: customer.phone,
    description: customer.description,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
    users: users.map(toUserSummary),
    contacts,
  };
}

function toContactView(user: User, invitations: TeamInvitation[]): CustomerContactView {
  const open =
    user.status === 'pending'
      ? invitations
          .filter((invitation) => invitation.userId === user.id && !invitation.acceptedAt)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
      : undefined;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    status: user.status,
    invitationSentAt: open?.createdAt.toISOString() ?? null,
    invitationExpiresAt: open?.expiresAt.toISOString() ?? null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
