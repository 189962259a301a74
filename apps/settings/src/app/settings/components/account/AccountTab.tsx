import { useTranslation } from 'react-i18next';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { ErrorState, LoadingState, Stack, StatePanel } from '@taskflow/ui';
import { useGetMeQuery } from '../../state/settings.api';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

/** Account and security: profile (with the bar), password, two-factor sign-in (not for clients), interface language, sign out everywhere. */
export function AccountTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const sessionUser = useAppSelector(selectCurrentUser);
  const { data: user, isLoading, isError, isFetching, refetch } = useGetMeQuery(undefined, { skip: !sessionUser });

  if (!sessionUser) return <StatePanel variant="error" title={t('account.notAuthenticated')} role="alert" />;
  if (isLoading) return <LoadingState label={t('loading')} rows={5} />;
  if (isError || !user)
    return (
      <ErrorState
        message={t('account.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  return (
    <Stack gap="xl">
      <ProfileSection user={user} />
      <PasswordSection />
      {user.userType === 'client' ? null : <TwoFactorSection />}
      <LanguageSection />
      <SessionsSection />
    </Stack>
  );
}
