import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter as KitPasswordStrengthMeter } from '@taskflow/ui';

/** The kit's strength meter (rule of @taskflow/domain) with the auth texts (Sehr schwach … Exzellent). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <KitPasswordStrengthMeter
      password={password}
      levelText={(level) => t(`passwordStrength.levels.${level}`)}
      labelText={(level) => t('passwordStrength.label', { level })}
    />
  );
}
