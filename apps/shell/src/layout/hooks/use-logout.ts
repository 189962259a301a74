import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { confirmLeavingPage } from '@taskflow/app-providers';
import { signedOut } from '@taskflow/auth';
import { api, useAppDispatch } from '@taskflow/store';
import { useToast } from '@taskflow/ui';
import { useLogoutMutation } from '../../auth/state/auth.api';
import { LOGIN_PATH } from '../../routing/route-access';
import { markIntentionalSignOut } from '../../routing/sign-out-intent';

/**
 * Signs out, once the open page agrees (unsaved changes ask first): the server revokes the refresh token (a failure there is only logged), the session
 * and the cached data are dropped, which also closes the live connection, and /login opens.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('common');
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    if (!(await confirmLeavingPage())) return;
    try {
      await logout().unwrap();
    } catch (error) {
      console.warn('Logout call failed; signing out locally', error);
    }
    markIntentionalSignOut();
    navigate(LOGIN_PATH, { replace: true });
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    toast.success(t('session.signedOut'));
  }, [dispatch, logout, navigate, t, toast]);

  return { signOut, isSigningOut: isLoading };
}
