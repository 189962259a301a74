import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { getRuntimeConfig, useAppSelector } from '@taskflow/store';
import {
  Button,
  ErrorState,
  LoadingState,
  Stack,
  StyledButton,
  Text,
  TextField,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import {
  useCheckPermissionQuery,
  useGetCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
  useTurnOffCalendarFeedMutation,
} from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';
import { calendarFeedUrl } from '../../utils/calendar-feed-url';

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & a {
    text-decoration: none;
  }
`;

/** The personal calendar feed (iCalendar) of the due dates the user may see, at a secret, regenerable address. */
export function IntegrationsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { data, isLoading, isError, isFetching, refetch } = useGetCalendarFeedQuery();
  const [regenerate, { isLoading: turningOn }] = useRegenerateCalendarFeedMutation();
  const [turnOff] = useTurnOffCalendarFeedMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const scope = useFeedScope();

  if (isLoading) return <LoadingState label={t('loading')} rows={3} />;
  if (isError || !data)
    return (
      <ErrorState
        message={t('integrations.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );

  const url = data.feedPath
    ? calendarFeedUrl(getRuntimeConfig().apiBaseUrl, data.feedPath, window.location.href)
    : null;

  const turnOn = async () => {
    try {
      await regenerate().unwrap();
      toast.success(t('integrations.calendar.turnedOn'));
    } catch {
      toast.error(t('integrations.calendar.failed'));
    }
  };
  const newAddress = async () => {
    const done = await confirm({
      title: t('integrations.calendar.regenerateTitle'),
      message: t('integrations.calendar.regenerateMessage'),
      confirmLabel: t('integrations.calendar.regenerateConfirm'),
      tone: 'primary',
      action: () => regenerate().unwrap(),
      errorMessage: t('integrations.calendar.failed'),
    });
    if (done) toast.success(t('integrations.calendar.regenerated'));
  };
  const off = async () => {
    const done = await confirm({
      title: t('integrations.calendar.turnOffTitle'),
      message: t('integrations.calendar.turnOffMessage'),
      confirmLabel: t('integrations.calendar.turnOffConfirm'),
      action: () => turnOff().unwrap(),
      errorMessage: t('integrations.calendar.failed'),
    });
    if (done) toast.success(t('integrations.calendar.turnedOff'));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      toast.success(t('integrations.calendar.copied'));
    } catch {
      toast.error(t('integrations.calendar.copyFailed'));
    }
  };

  return (
    <SettingsSection
      id="calendar-feed"
      title={t('integrations.calendar.heading')}
      description={`${t('integrations.calendar.description')} ${t(`integrations.calendar.${scope}`)}`}
    >
      {url ? (
        <Stack gap="lg">
          <TextField
            label={t('integrations.calendar.url')}
            hint={t('integrations.calendar.urlHint')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <StyledActions>
            <Button onClick={() => void copy()}>{t('integrations.calendar.copy')}</Button>
            <StyledButton
              as="a"
              href={url.replace(/^https?:/, 'webcal:')}
              $variant="secondary"
              $size="md"
              $fullWidth={false}
              $loading={false}
            >
              {t('integrations.calendar.openInApp')}
            </StyledButton>
            <Button variant="secondary" onClick={() => void newAddress()}>
              {t('integrations.calendar.regenerate')}
            </Button>
            <Button variant="ghost" onClick={() => void off()}>
              {t('integrations.calendar.turnOff')}
            </Button>
          </StyledActions>
        </Stack>
      ) : (
        <Stack gap="md" align="start">
          <Text size="sm" muted>
            {t('integrations.calendar.off')}
          </Text>
          <Button loading={turningOn} onClick={() => void turnOn()}>
            {t('integrations.calendar.turnOn')}
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}

/** Which tasks the user's feed holds, as the server decides it (clients, assigned only, or all). */
function useFeedScope(): 'scopeClient' | 'scopeAssigned' | 'scopeAll' {
  const user = useAppSelector(selectCurrentUser);
  const isTeam = user?.userType === 'team';
  const { data } = useCheckPermissionQuery('canViewAllTasks', { skip: !isTeam });
  if (user?.userType === 'client') return 'scopeClient';
  if (isTeam && data && !data.hasPermission) return 'scopeAssigned';
  return 'scopeAll';
}
