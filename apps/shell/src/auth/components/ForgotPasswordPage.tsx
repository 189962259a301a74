import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Stack, Text, TextField } from '@taskflow/ui';
import { useValidatedForm } from '../hooks/use-validated-form';
import { useForgotPasswordMutation } from '../state/auth.api';
import { passwordResetErrorMessage } from '../utils/auth-errors';
import { validateForgotPassword } from '../utils/validation';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';

const initialValues = { email: '' };

/** Asks for the account's email; the server mails a reset link (same answer whether the account exists or not). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { values, errors, setValue, touch, validateAll } = useValidatedForm(initialValues, validateForgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    if (!validateAll()) return;
    const email = values.email.trim();
    try {
      await forgotPassword({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      setSubmitError(passwordResetErrorMessage(error, t, 'auth:forgotPassword.failed'));
    }
  };

  return (
    <AuthLayout
      title={sentTo ? t('forgotPassword.sentTitle') : t('forgotPassword.title')}
      subtitle={sentTo ? undefined : t('forgotPassword.subtitle')}
    >
      {sentTo ? (
        <FormAlert tone="success">{t('forgotPassword.sent', { email: sentTo })}</FormAlert>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={t('forgotPassword.title')}>
          <Stack gap="lg">
            {submitError ? <FormAlert>{submitError}</FormAlert> : null}
            <TextField
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              error={errors.email ? t(errors.email) : undefined}
              onChange={(event) => setValue('email', event.target.value)}
              onBlur={() => touch('email')}
            />
            <Button type="submit" fullWidth loading={isLoading}>
              {isLoading ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
            </Button>
          </Stack>
        </Form>
      )}
      <Text size="sm">
        <StyledTextLink to="/login">{t('forgotPassword.backToLogin')}</StyledTextLink>
      </Text>
    </AuthLayout>
  );
}
