import { COMING_SOON_PATH, DASHBOARD_PATH, pathWithinArea, UNAUTHORIZED_PATH } from '@taskflow/app-providers';

export { COMING_SOON_PATH, UNAUTHORIZED_PATH };
export const DEFAULT_SIGNED_IN_PATH = DASHBOARD_PATH;
export const LOGIN_PATH = '/login';

/**
 * The shell's own pages closed while the product is in pre-launch mode. The remotes mark theirs in
 * their route tables (the legal pages and /get-started), and unknown paths inside the dashboard
 * areas are closed by the areas themselves, from the remotes' tables.
 */
export const SHELL_PAGES_CLOSED_BEFORE_LAUNCH = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
] as const;

const isUnder = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Closed before launch by the shell itself: its own closed pages and /dashboard… paths outside the dashboard (e.g. /dashboardx). */
export function isClosedBeforeLaunch(pathname: string): boolean {
  if (SHELL_PAGES_CLOSED_BEFORE_LAUNCH.some((path) => isUnder(path, pathname))) return true;
  return pathname.startsWith(DASHBOARD_PATH) && pathWithinArea(DASHBOARD_PATH, pathname) === null;
}
