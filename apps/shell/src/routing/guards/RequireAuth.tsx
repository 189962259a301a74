import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn, selectSessionEndReason } from '@taskflow/auth';
import { api, useAppDispatch, useAppSelector } from '@taskflow/store';
import { useToast } from '@taskflow/ui';
import type { LoginRedirectState } from '../redirect-target';
import { LOGIN_PATH } from '../route-access';
import { consumeIntentionalSignOut } from '../sign-out-intent';

/**
 * Signed-out visitors go to /login; the page they wanted is remembered for after the login.
 * A session that ends without a logout drops what was loaded for it; a failed token refresh is announced with a
 * toast, a session the server ended for a reason (the client portal turned off) by the sign-in page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const endReason = useAppSelector(selectSessionEndReason);
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const toast = useToast();
  const { t } = useTranslation('common');
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn && !consumeIntentionalSignOut()) {
      dispatch(api.util.resetApiState());
      if (!endReason) toast.info(t('session.expired'));
    }
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, endReason, dispatch, t, toast]);

  if (!isSignedIn) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}
