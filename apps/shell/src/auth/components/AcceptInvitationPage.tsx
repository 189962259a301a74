import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import { Button, Stack, Text } from '@taskflow/ui';
import { DEFAULT_SIGNED_IN_PATH } from '../../routing/route-access';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useValidatedForm } from '../hooks/use-validated-form';
import { useAcceptInvitationMutation } from '../state/auth.api';
import { invitationErrorMessage, isInvalidInvitationLink } from '../utils/auth-errors';
import { validateNewPassword, type NewPasswordValues } from '../utils/validation';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

/** Target of the emailed team invitation (/accept-invitation?token=…): set a password, then straight to the dashboard. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const completeSignIn = useCompleteSignIn();
  const [acceptInvitation, { isLoading }] = useAcceptInvitationMutation();
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
      const session = await acceptInvitation({ token, password: values.password }).unwrap();
      completeSignIn(session, { remember: true, to: DEFAULT_SIGNED_IN_PATH, toastKey: 'acceptInvitation.success' });
    } catch (error) {
      setSubmitError(invitationErrorMessage(error, t));
      setLinkInvalid(isInvalidInvitationLink(error));
    }
  };

  if (!token) {
    return (
      <AuthLayout title={t('acceptInvitation.title')}>
        <FormAlert>{t('acceptInvitation.invalidLink')}</FormAlert>
        <Text size="sm">{t('acceptInvitation.askAdmin')}</Text>
        <Text size="sm">
          <StyledTextLink to="/login">{t('forgotPassword.backToLogin')}</StyledTextLink>
        </Text>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('acceptInvitation.title')} subtitle={t('acceptInvitation.subtitle')}>
      <form noValidate onSubmit={onSubmit} aria-label={t('acceptInvitation.title')}>
        <Stack gap="lg">
          {submitError ? <FormAlert>{submitError}</FormAlert> : null}
          {linkInvalid ? <Text size="sm">{t('acceptInvitation.askAdmin')}</Text> : null}
          <NewPasswordFields
            passwordLabel={t('acceptInvitation.newPassword')}
            values={values}
            errors={errors}
            errorText={fieldError}
            onChange={setValue}
            onBlur={touch}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {isLoading ? t('acceptInvitation.submitting') : t('acceptInvitation.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <StyledTextLink to="/login">{t('forgotPassword.backToLogin')}</StyledTextLink>
      </Text>
    </AuthLayout>
  );
}
