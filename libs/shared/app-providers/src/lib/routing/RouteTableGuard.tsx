import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@taskflow/config';
import { useRouteHeader } from '../page-header/PageHeaderProvider';
import { useCurrentUser } from '../session/current-user-context';
import { COMING_SOON_PATH, UNAUTHORIZED_PATH } from './route-paths';
import {
  canOpenRoute,
  isClosedBeforeLaunch,
  matchAreaPath,
  resolveBreadcrumbs,
  type RouteTable,
  type RouteTableMatch,
} from './route-table';

export interface RouteTableGuardProps {
  /** The remote's route table. */
  routes: RouteTable;
  /** Where the remote is mounted, e.g. '/dashboard' ('' for the public website). */
  base: string;
  /** Pre-launch mode also closes every path of this area outside the table (the dashboard areas). */
  unknownPathsClosedBeforeLaunch?: boolean;
  preLaunch?: boolean;
  children: ReactNode;
}

// A path outside the table has no title of its own: the remote's not-found page says what happened.
function routeHeaderOf(match: RouteTableMatch | null, base: string) {
  if (!match) return { breadcrumbs: [] };
  return { titleKey: match.entry.titleKey, breadcrumbs: resolveBreadcrumbs(match, base) };
}

/**
 * Applies a remote's own route table to the current path: the launch switch (→ /coming-soon),
 * the role rule (→ /unauthorized, replacing the history entry), and the page's title and
 * breadcrumbs for the signed-in layout. Paths outside the table are left to the remote's not-found page.
 */
export function RouteTableGuard({
  routes,
  base,
  unknownPathsClosedBeforeLaunch = false,
  preLaunch = getRuntimeConfig().preLaunch ?? false,
  children,
}: RouteTableGuardProps) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const match = useMemo(() => matchAreaPath(routes, base, pathname), [routes, base, pathname]);
  useRouteHeader(routeHeaderOf(match, base));

  if (preLaunch && isClosedBeforeLaunch(match, unknownPathsClosedBeforeLaunch)) {
    return <Navigate to={COMING_SOON_PATH} replace />;
  }
  if (match && !canOpenRoute(match.entry, user?.userType)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return children;
}
