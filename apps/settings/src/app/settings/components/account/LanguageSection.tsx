import { useTranslation } from 'react-i18next';
import { userUpdated } from '@taskflow/auth';
import { USER_LANGUAGES, type UserLanguage } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { useAppDispatch, useUpdateAccountMutation } from '@taskflow/store';
import { SelectMenuField, useToast } from '@taskflow/ui';
import { SettingsSection } from '../SettingsSection';

/** The interface language, stored for the user at once (their mails use it too). */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();

  const choose = async (next: UserLanguage) => {
    try {
      const answer = await updateAccount({ language: next }).unwrap();
      dispatch(userUpdated(answer.user));
      await i18n.changeLanguage(next);
      // In the newly chosen language (`t` still speaks the one this render had).
      toast.success(i18n.getFixedT(next, 'settings')('account.language.saved'));
    } catch {
      toast.error(t('account.profile.saveError'));
    }
  };

  return (
    <SettingsSection id="account-language" title={t('account.language.heading')}>
      <SelectMenuField
        label={t('account.language.label')}
        hint={t('account.language.hint')}
        value={language}
        disabled={isLoading}
        options={USER_LANGUAGES.map((code) => ({ value: code, label: t(`account.language.${code}`) }))}
        onChange={(code) => void choose(code as UserLanguage)}
      />
    </SettingsSection>
  );
}
