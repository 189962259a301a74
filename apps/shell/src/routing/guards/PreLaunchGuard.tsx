import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@taskflow/config';
import { COMING_SOON_PATH, isClosedBeforeLaunch } from '../route-access';

/**
 * The launch switch: with `preLaunch: true` in /app-config.json, the shell's sign-in and registration
 * pages and stray /dashboard… paths redirect to /coming-soon. The remotes' closed pages (legal pages,
 * get-started) and unknown dashboard paths are closed by their areas, from the remotes' route tables.
 * Off by default.
 */
export function PreLaunchGuard({ preLaunch = getRuntimeConfig().preLaunch ?? false }: { preLaunch?: boolean }) {
  const { pathname } = useLocation();
  if (preLaunch && isClosedBeforeLaunch(pathname)) return <Navigate to={COMING_SOON_PATH} replace />;
  return <Outlet />;
}
