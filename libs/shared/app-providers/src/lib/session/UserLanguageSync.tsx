import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser, userUpdated } from '@taskflow/auth';
import { USER_LANGUAGES, type UserLanguage } from '@taskflow/contracts';
import { useAppDispatch, useAppSelector, useUpdateAccountMutation } from '@taskflow/store';

const isUserLanguage = (value: string | undefined): value is UserLanguage =>
  (USER_LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * Keeps the interface language and the signed-in user's stored language (which their mails use) together: when a
 * user signs in (or their stored language changes) the interface takes the stored language; a language change while
 * signed in (the language switcher, the account settings) is stored for the user. Users who never chose one keep
 * the detected language and get mails in both languages. Renders nothing.
 */
export function UserLanguageSync() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [updateAccount] = useUpdateAccountMutation();
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    const onLanguageChanged = (language: string) => {
      const current = userRef.current;
      if (!current || !isUserLanguage(language) || current.language === language) return;
      updateAccount({ language })
        .unwrap()
        .then((answer) => {
          if (userRef.current?.id === answer.user.id) dispatch(userUpdated(answer.user));
        })
        .catch((error: unknown) => console.warn('The interface language could not be stored', error));
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [dispatch, i18n, updateAccount]);

  const userId = user?.id;
  const storedLanguage = user?.language;
  useEffect(() => {
    if (userId && storedLanguage && storedLanguage !== i18n.resolvedLanguage) void i18n.changeLanguage(storedLanguage);
  }, [i18n, storedLanguage, userId]);

  return null;
}
