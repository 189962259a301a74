import { useTranslation } from 'react-i18next';
import { Stack } from '@taskflow/ui';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  values: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
  /** Turns an error key into its text. */
  errorText: (key?: string) => string | undefined;
  onChange: (field: 'password' | 'confirmPassword', value: string) => void;
  onBlur: (field: 'password' | 'confirmPassword') => void;
}

/** A new password with its strength meter, and its confirmation (registration, reset, invitation). */
export function NewPasswordFields({
  passwordLabel,
  values,
  errors,
  errorText,
  onChange,
  onBlur,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Stack gap="sm">
        <PasswordField
          label={passwordLabel}
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errorText(errors.password)}
          onChange={(event) => onChange('password', event.target.value)}
          onBlur={() => onBlur('password')}
        />
        <PasswordStrengthMeter password={values.password} />
      </Stack>
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errorText(errors.confirmPassword)}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
        onBlur={() => onBlur('confirmPassword')}
      />
    </>
  );
}
