import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import { Button, Stack, Text, useToast } from '@taskflow/ui';
import { LOGIN_PATH } from '../../routing/route-access';
import { useValidatedForm } from '../hooks/use-validated-form';
import { useResetPasswordMutation } from '../state/auth.api';
import { isInvalidResetLink, passwordResetErrorMessage } from '../utils/auth-errors';
import { validateNewPassword, type NewPasswordValues } from '../utils/validation';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

/** Target of the emailed reset link (/reset-password?token=…): choose a new password, then sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { values, errors, setValue, touch, validateAll } = useValidatedForm(initialValues, validateNewPassword);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const fieldError = (key?: string) => (key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    setLinkInvalid(false);
    if (!validateAll()) return;
    try {
      await resetPassword({ token, password: values.password }).unwrap();
      toast.success(t('resetPassword.success'));
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      setSubmitError(passwordResetErrorMessage(error, t, 'auth:resetPassword.failed'));
      setLinkInvalid(isInvalidResetLink(error));
    }
  };

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
      <form noValidate onSubmit={onSubmit} aria-label={t('resetPassword.title')}>
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
      </form>
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
