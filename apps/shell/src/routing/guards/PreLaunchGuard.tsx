import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@taskflow/store';
import { COMING_SOON_PATH, isClosedBeforeLaunch } from '../route-access';

/**
 * The launch switch: with `preLaunch: true` in /app-config.json, sign-in, registration, legal pages,
 * get-started and stray /dashboard paths redirect to /coming-soon. Off by default.
 */
export function PreLaunchGuard({ preLaunch = getRuntimeConfig().preLaunch ?? false }: { preLaunch?: boolean }) {
  const { pathname } = useLocation();
  if (preLaunch && isClosedBeforeLaunch(pathname)) return <Navigate to={COMING_SOON_PATH} replace />;
  return <Outlet />;
}
