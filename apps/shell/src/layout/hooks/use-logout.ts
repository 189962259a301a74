import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { confirmLeavingPage } from '@taskflow/app-providers';
import { signedOut } from '@taskflow/auth';
import { api, useAppDispatch, useAppStore } from '@taskflow/store';
import { useToast } from '@taskflow/ui';
import { useLogoutMutation } from '../../auth/state/auth.api';
import { LOGIN_PATH } from '../../routing/route-access';
import { markIntentionalSignOut } from '../../routing/sign-out-intent';
import { apiCallsSettled } from './api-calls-settled';

/**
 * Signs out, once the open page agrees (unsaved changes ask first). The session ends here first (no call carries its
 * access token any more, the protected pages close and /login opens), the calls already sent with it get their
 * answers, and only then does the server end the session (logout refuses the access token at once, so a call still
 * on its way would be answered 401). A failure of the server call is only logged; the cached data are dropped.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('common');
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    if (!(await confirmLeavingPage())) return;
    markIntentionalSignOut();
    navigate(LOGIN_PATH, { replace: true });
    dispatch(signedOut());
    await apiCallsSettled(store);
    try {
      await logout().unwrap();
    } catch (error) {
      console.warn('Logout call failed; signed out locally', error);
    }
    dispatch(api.util.resetApiState());
    toast.success(t('session.signedOut'));
  }, [dispatch, logout, navigate, store, t, toast]);

  return { signOut, isSigningOut: isLoading };
}
