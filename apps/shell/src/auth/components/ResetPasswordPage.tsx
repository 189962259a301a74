import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Form, Stack, Text, useToast } from '@taskflow/ui';
import { LOGIN_PATH } from '../../routing/route-access';
import { useTokenPasswordForm } from '../hooks/use-token-password-form';
import { useResetPasswordMutation } from '../state/auth.api';
import { isInvalidResetLink, passwordResetErrorMessage } from '../utils/auth-errors';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

/** Target of the emailed reset link (/reset-password?token=…): choose a new password, then sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { token, values, errors, setValue, touch, submitError, linkInvalid, fieldError, onSubmit } =
    useTokenPasswordForm({
      submit: async (resetToken, password) => {
        await resetPassword({ token: resetToken, password }).unwrap();
        toast.success(t('resetPassword.success'));
        navigate(LOGIN_PATH, { replace: true });
      },
      errorMessage: (error) => passwordResetErrorMessage(error, t, 'auth:resetPassword.failed'),
      isInvalidLink: isInvalidResetLink,
    });

  if (!token) {
    return (
      <AuthLayout title={t('resetPassword.title')}>
        <FormAlert>{t('resetPassword.missingToken')}</FormAlert>
        <Text size="sm">
          <StyledTextLink to="/forgot-password">{t('resetPassword.requestNew')}</StyledTextLink>
        </Text>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Form noValidate onSubmit={onSubmit} aria-label={t('resetPassword.title')}>
        <Stack gap="lg">
          {submitError ? <FormAlert>{submitError}</FormAlert> : null}
          <NewPasswordFields
            passwordLabel={t('resetPassword.newPassword')}
            values={values}
            errors={errors}
            errorText={fieldError}
            onChange={setValue}
            onBlur={touch}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {isLoading ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </Stack>
      </Form>
      {linkInvalid ? (
        <Text size="sm">
          <StyledTextLink to="/forgot-password">{t('resetPassword.requestNew')}</StyledTextLink>
        </Text>
      ) : null}
      <Text size="sm">
        <StyledTextLink to="/login">{t('forgotPassword.backToLogin')}</StyledTextLink>
      </Text>
    </AuthLayout>
  );
}
