import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { canOpenPath, UNAUTHORIZED_PATH } from '../route-access';

/** Sends a signed-in user whose role may not open the current page to /unauthorized. */
export function RequireRouteRole({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  if (!canOpenPath(pathname, user?.userType)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return children;
}
