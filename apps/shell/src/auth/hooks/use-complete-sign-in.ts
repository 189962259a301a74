import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { setSessionPersistence, signedIn } from '@taskflow/auth';
import type { LoginResponse } from '@taskflow/contracts';
import { useAppDispatch } from '@taskflow/store';
import { useToast } from '@taskflow/ui';

export interface CompleteSignInOptions {
  /** Keep the session after the browser closes (localStorage) or only for this browser session. */
  remember: boolean;
  /** Where to go next. */
  to: string;
  /** Translation key of the success toast; receives {{name}}. */
  toastKey: string;
}

/** Saves the session of a login or registration answer, greets the user and opens the next page. */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { i18n } = useTranslation('auth');

  return useCallback(
    (session: LoginResponse, { remember, to, toastKey }: CompleteSignInOptions) => {
      setSessionPersistence(remember ? 'local' : 'session');
      dispatch(signedIn(session));
      // The interface turns to the user's stored language as the session starts (UserLanguageSync): the greeting is
      // written in that language (its texts loaded first), not in the one the sign-in page happened to show.
      const language = session.user.language ?? i18n.resolvedLanguage ?? i18n.language;
      const greet = () =>
        toast.success(
          i18n.getFixedT(language, 'auth')(toastKey, { name: session.user.firstName || session.user.email }),
        );
      void i18n.loadLanguages(language).then(greet, greet);
      navigate(to, { replace: true });
    },
    [dispatch, navigate, toast, i18n],
  );
}
