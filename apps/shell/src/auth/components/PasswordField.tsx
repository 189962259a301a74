import { useTranslation } from 'react-i18next';
import { PasswordField as KitPasswordField, type PasswordFieldProps } from '@taskflow/ui';

/** The kit's password input with a show/hide toggle, named in the auth texts. */
export function PasswordField(props: Omit<PasswordFieldProps, 'showPasswordLabel' | 'hidePasswordLabel'>) {
  const { t } = useTranslation('auth');
  return (
    <KitPasswordField
      {...props}
      showPasswordLabel={t('fields.showPassword')}
      hidePasswordLabel={t('fields.hidePassword')}
    />
  );
}
