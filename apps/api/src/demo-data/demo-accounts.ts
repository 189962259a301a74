import type { UserType } from '@taskflow/contracts';

export const DEMO_ACCOUNTS: { email: string; userType: UserType }[] = [
  { email: 'admin@example.com', userType: 'admin' },
  { email: 'team@example.com', userType: 'team' },
  { email: 'client@example.com', userType: 'client' },
];
