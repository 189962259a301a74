import { useTranslation } from 'react-i18next';
import { Button, Form, Stack, Text } from '@taskflow/ui';
import { DEFAULT_SIGNED_IN_PATH } from '../../routing/route-access';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useTokenPasswordForm } from '../hooks/use-token-password-form';
import { useAcceptInvitationMutation } from '../state/auth.api';
import { invitationErrorMessage, isInvalidInvitationLink } from '../utils/auth-errors';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

/** Target of the emailed invitation of a team member or a client contact (/accept-invitation?token=…): set a password, then straight to the dashboard. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const [acceptInvitation, { isLoading }] = useAcceptInvitationMutation();
  const { token, values, errors, setValue, touch, submitError, linkInvalid, fieldError, onSubmit } =
    useTokenPasswordForm({
      submit: async (invitationToken, password) => {
        const session = await acceptInvitation({ token: invitationToken, password }).unwrap();
        completeSignIn(session, { remember: true, to: DEFAULT_SIGNED_IN_PATH, toastKey: 'acceptInvitation.success' });
      },
      errorMessage: (error) => invitationErrorMessage(error, t),
      isInvalidLink: isInvalidInvitationLink,
    });

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
      <Form noValidate onSubmit={onSubmit} aria-label={t('acceptInvitation.title')}>
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
      </Form>
      <Text size="sm">
        <StyledTextLink to="/login">{t('forgotPassword.backToLogin')}</StyledTextLink>
      </Text>
    </AuthLayout>
  );
}
