import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenRefreshed } from '@taskflow/auth';
import { isPasswordLongEnough } from '@taskflow/domain';
import { useAppDispatch } from '@taskflow/store';
import { Button, Form, PasswordField, PasswordStrengthMeter, Stack, useToast } from '@taskflow/ui';
import { useChangePasswordMutation } from '../../state/settings.api';
import { accountFieldErrors, withoutError } from '../../utils/account-errors';
import { SettingsSection } from '../SettingsSection';

type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: typeof EMPTY): Partial<Record<PasswordFieldName, string>> {
  const errors: Partial<Record<PasswordFieldName, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'account.errors.currentPasswordRequired';
  if (!values.newPassword) errors.newPassword = 'account.errors.passwordRequired';
  else if (!isPasswordLongEnough(values.newPassword)) errors.newPassword = 'account.errors.passwordTooShort';
  if (!values.confirmPassword) errors.confirmPassword = 'account.errors.confirmPasswordRequired';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'account.errors.passwordsDoNotMatch';
  return errors;
}

/** Current and new password (with the strength meter and the 8-character rule); other sessions end on success. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordFieldName, string>>>({});

  const change = (field: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => withoutError(current, field));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      dispatch(tokenRefreshed(answer.token));
      setValues(EMPTY);
      toast.success(t('account.password.changed'));
    } catch (error) {
      const fieldErrors = accountFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(t('account.password.failed'));
    }
  };
  const field = (name: PasswordFieldName, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      required
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ? t(errors[name]) : undefined}
      showPasswordLabel={t('account.password.show')}
      hidePasswordLabel={t('account.password.hide')}
      onChange={(event) => change(name, event.target.value)}
    />
  );

  return (
    <SettingsSection id="account-password" title={t('account.password.heading')}>
      <Form noValidate onSubmit={submit} aria-label={t('account.password.heading')}>
        <Stack gap="lg">
          {field('currentPassword', t('account.password.current'), 'current-password')}
          <Stack gap="sm">
            {field('newPassword', t('account.password.new'), 'new-password')}
            <PasswordStrengthMeter
              password={values.newPassword}
              levelText={(level) => t(`account.password.levels.${level}`)}
              labelText={(level) => t('account.password.strength', { level })}
            />
          </Stack>
          {field('confirmPassword', t('account.password.confirm'), 'new-password')}
          <div>
            <Button type="submit" variant="secondary" loading={isLoading}>
              {t('account.password.submit')}
            </Button>
          </div>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
