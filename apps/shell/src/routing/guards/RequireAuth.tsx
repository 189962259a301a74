import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { LOGIN_PATH } from '../route-access';
import type { LoginRedirectState } from '../redirect-target';

/** Signed-out visitors go to /login; the page they wanted is remembered for after the login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  if (!isSignedIn) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}
