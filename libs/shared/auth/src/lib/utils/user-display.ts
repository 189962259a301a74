import type { User } from '@taskflow/contracts';

/** Role label key for a user: admin, team and client have their own label, anything else is 'user'. */
export type RoleLabelKey = 'admin' | 'team' | 'client' | 'user';

export function roleLabelKey(userType: string | null | undefined): RoleLabelKey {
  return userType === 'admin' || userType === 'team' || userType === 'client' ? userType : 'user';
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  if (!user) return '';
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Up to two capital letters: first letters of first and last name, or of the email when both are empty. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  if (!user) return '';
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email?.trim().charAt(0) || '').toUpperCase();
}
