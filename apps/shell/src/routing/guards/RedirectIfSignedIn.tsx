import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsSignedIn } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { DEFAULT_SIGNED_IN_PATH } from '../route-access';

/** For /register: a signed-in user goes straight to the dashboard (replacing the history entry). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (isSignedIn) return <Navigate to={DEFAULT_SIGNED_IN_PATH} replace />;
  return children;
}
