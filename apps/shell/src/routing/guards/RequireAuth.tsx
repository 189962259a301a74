import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { useToast } from '@taskflow/ui';
import type { LoginRedirectState } from '../redirect-target';
import { LOGIN_PATH } from '../route-access';
import { consumeIntentionalSignOut } from '../sign-out-intent';

/**
 * Signed-out visitors go to /login; the page they wanted is remembered for after the login.
 * A session that ends without a logout (the token refresh failed) is announced with a toast.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  const toast = useToast();
  const { t } = useTranslation('common');
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn && !consumeIntentionalSignOut()) toast.info(t('session.expired'));
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, t, toast]);

  if (!isSignedIn) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}
