import { matchPath } from 'react-router-dom';
import type { UserType } from '@taskflow/contracts';

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const COMING_SOON_PATH = '/coming-soon';

/** Dashboard pages of the route table served by the board remote. */
export const BOARD_ROUTE_PATTERNS = [
  '/dashboard',
  '/dashboard/kanban',
  '/dashboard/projects',
  '/dashboard/projects/add',
  '/dashboard/projects/:projectId',
  '/dashboard/customers',
  '/dashboard/customers/:customerId',
  '/dashboard/tasks',
  '/dashboard/team',
  '/dashboard/team/:memberId',
] as const;

/** Areas whose remotes own everything below them (and show their own not-found page). */
export const REMOTE_AREA_PREFIXES = ['/dashboard/messages', '/dashboard/settings'] as const;

/** Pages only some user types may open; every other dashboard page needs only sign-in. */
export const ROLE_RULES: { pattern: string; allowed: readonly UserType[] }[] = [
  { pattern: '/dashboard/projects/add', allowed: ['admin', 'team'] },
  { pattern: '/dashboard/team', allowed: ['admin'] },
  { pattern: '/dashboard/team/:memberId', allowed: ['admin'] },
];

/** Closed while the product is in pre-launch mode: they redirect to /coming-soon. */
export const PRE_LAUNCH_CLOSED_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
  '/imprint',
  '/terms',
  '/privacy',
  '/get-started',
] as const;

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;
const isUnder = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** User types allowed on this path, or null when any signed-in user may open it. */
export function allowedUserTypesFor(pathname: string): readonly UserType[] | null {
  return ROLE_RULES.find((rule) => matches(rule.pattern, pathname))?.allowed ?? null;
}

export function canOpenPath(pathname: string, userType: UserType | null | undefined): boolean {
  const allowed = allowedUserTypesFor(pathname);
  return allowed === null || (Boolean(userType) && allowed.includes(userType as UserType));
}

/** True for a path of the board's route table (the not-found page is shown for any other /dashboard path). */
export function isBoardRoute(pathname: string): boolean {
  return BOARD_ROUTE_PATTERNS.some((pattern) => matches(pattern, pathname));
}

export function isKnownDashboardPath(pathname: string): boolean {
  return isBoardRoute(pathname) || REMOTE_AREA_PREFIXES.some((prefix) => isUnder(prefix, pathname));
}

/**
 * In pre-launch mode: sign-in, registration, legal pages, get-started and any /dashboard… path
 * outside the dashboard's own (sign-in guarded) routes go to /coming-soon.
 */
export function isClosedBeforeLaunch(pathname: string): boolean {
  if (PRE_LAUNCH_CLOSED_PATHS.some((path) => isUnder(path, pathname))) return true;
  return pathname.startsWith('/dashboard') && !isKnownDashboardPath(pathname);
}
