import type { UserType } from '@taskflow/contracts';

export type NavSection = 'main' | 'communication' | 'administration';
export type NavKey =
  'dashboard' | 'projects' | 'tasks' | 'kanban' | 'customers' | 'time' | 'messages' | 'team' | 'settings';

export interface NavItem {
  key: NavKey;
  path: string;
  section: NavSection;
  allowedUserTypes?: UserType[];
}

export const NAV_SECTIONS: NavSection[] = ['main', 'communication', 'administration'];

export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', section: 'main' },
  { key: 'projects', path: '/dashboard/projects', section: 'main' },
  { key: 'tasks', path: '/dashboard/tasks', section: 'main' },
  { key: 'kanban', path: '/dashboard/kanban', section: 'main' },
  // Clients have the one company they belong to: the customer pages are the agency's.
  { key: 'customers', path: '/dashboard/customers', section: 'main', allowedUserTypes: ['admin', 'team'] },
  // Time is tracked by the agency's people; clients see at most a project's hours meter.
  { key: 'time', path: '/dashboard/time', section: 'main', allowedUserTypes: ['admin', 'team'] },
  { key: 'messages', path: '/dashboard/messages', section: 'communication' },
  { key: 'team', path: '/dashboard/team', section: 'administration', allowedUserTypes: ['admin'] },
  { key: 'settings', path: '/dashboard/settings', section: 'administration' },
];

/** The active item is the one whose path is the longest prefix of the current path; dashboard otherwise. */
export function activeNavKey(pathname: string): NavKey {
  const matches = NAV_ITEMS.filter(
    (item) => item.key !== 'dashboard' && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );
  matches.sort((a, b) => b.path.length - a.path.length);
  return matches[0]?.key ?? 'dashboard';
}

export function visibleNavItems(userType: UserType | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.allowedUserTypes || (userType && item.allowedUserTypes.includes(userType)));
}
