import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import {
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type NotificationPreferencesView,
  type UpdateNotificationPreferencesRequest,
} from '@taskflow/contracts';
import { useAppSelector } from '@taskflow/store';
import {
  Button,
  ErrorState,
  LoadingState,
  SelectMenuField,
  Stack,
  TextField,
  ToggleField,
  useAnnounce,
  useToast,
} from '@taskflow/ui';
import {
  useGetMeQuery,
  useGetNotificationPreferencesQuery,
  useSendTestEmailMutation,
  useUpdateNotificationPreferencesMutation,
} from '../../state/settings.api';
import { DEFAULT_TIME_ZONE } from '../../utils/time-zones';
import { SettingsSection } from '../SettingsSection';
import { MailDeliverySection } from './MailDeliverySection';
import { parseTimeOfDay } from '../../utils/time-of-day';

type EmailToggle = Extract<keyof NotificationPreferencesView, `email${string}`>;

/** The mails the API sends to team members and admins, each by its own preference. */
const TEAM_EMAIL_TOGGLES: readonly EmailToggle[] = [
  'emailTaskAssigned',
  'emailTaskCompleted',
  'emailProjectUpdates',
  'emailTaskCommented',
  'emailDeadlineReminders',
  'emailDailyDigest',
  'emailWeeklyReport',
  'emailMentioned',
];

/** Clients get the agency's updates, progress reports and mentions; the team toggles would change nothing for them. */
const CLIENT_EMAIL_TOGGLES: readonly EmailToggle[] = ['emailClientUpdates', 'emailClientReports', 'emailMentioned'];

type InAppToggle = Extract<keyof NotificationPreferencesView, `inApp${string}`>;

/** The notification centre's switches (one per reason, apps/api/README.md "Notification model") by who hears of it. */
const TEAM_IN_APP_TOGGLES: readonly InAppToggle[] = [
  'inAppTaskAssigned',
  'inAppTaskCompleted',
  'inAppTaskCommented',
  'inAppProjectUpdates',
  'inAppApprovalDecided',
  'inAppProjectCompleted',
  'inAppDueTomorrow',
  'inAppMentioned',
];
/** Budget warnings reach admins only. */
const ADMIN_IN_APP_TOGGLES: readonly InAppToggle[] = [...TEAM_IN_APP_TOGGLES, 'inAppBudgetWarning'];
const CLIENT_IN_APP_TOGGLES: readonly InAppToggle[] = [
  'inAppClientUpdates',
  'inAppApprovalRequested',
  'inAppMentioned',
];

export const StyledTimeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 12rem));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledResult = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successStrong : theme.colors.errorStrong)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSubtle : theme.colors.errorSubtle)};
`;

/** Email notifications: each change is saved at once, one field per call, and the form shows the server's answer. */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { data, isLoading, isError, isFetching, refetch } = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const [savingField, setSavingField] = useState<keyof NotificationPreferencesView | null>(null);
  const toast = useToast();
  const announce = useAnnounce();
  const user = useAppSelector(selectCurrentUser);
  // The server's account (another browser may have changed the time zone since this session began).
  const { data: me } = useGetMeQuery(undefined, { skip: !user });
  const timeZone = me?.timeZone ?? user?.timeZone ?? DEFAULT_TIME_ZONE;
  const isClient = user?.userType === 'client';
  const toggles = isClient ? CLIENT_EMAIL_TOGGLES : TEAM_EMAIL_TOGGLES;
  const inAppToggles = isClient
    ? CLIENT_IN_APP_TOGGLES
    : user?.userType === 'admin'
      ? ADMIN_IN_APP_TOGGLES
      : TEAM_IN_APP_TOGGLES;

  if (isLoading) return <LoadingState label={t('loading')} rows={6} />;
  if (isError || !data)
    return (
      <ErrorState
        message={t('notifications.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );

  const save = async (change: UpdateNotificationPreferencesRequest, settingName: string) => {
    const field = Object.keys(change)[0] as keyof NotificationPreferencesView;
    setSavingField(field);
    try {
      await update(change).unwrap();
      announce(t('notifications.saved', { setting: settingName }));
    } catch {
      toast.error(t('notifications.updateError'));
    } finally {
      setSavingField(null);
    }
  };

  return (
    <Stack gap="xl">
      <SettingsSection
        id="notification-emails"
        title={t('notifications.heading')}
        description={t('notifications.intro')}
      >
        <Stack gap="lg">
          {toggles.map((field) => (
            <ToggleField
              key={field}
              label={t(`notifications.emails.${field}.label`)}
              hint={t(`notifications.emails.${field}.hint`)}
              checked={data[field] ?? true}
              pending={savingField === field}
              onCheckedChange={(checked) => void save({ [field]: checked }, t(`notifications.emails.${field}.label`))}
            />
          ))}
        </Stack>
      </SettingsSection>
      <SettingsSection
        id="notification-centre"
        title={t('notifications.inApp.heading')}
        description={t('notifications.inApp.intro')}
      >
        <Stack gap="lg">
          {inAppToggles.map((field) => (
            <ToggleField
              key={field}
              label={t(`notifications.inApp.${field}`)}
              checked={data[field] ?? true}
              pending={savingField === field}
              onCheckedChange={(checked) => void save({ [field]: checked }, t(`notifications.inApp.${field}`))}
            />
          ))}
        </Stack>
      </SettingsSection>
      <SettingsSection id="notification-delivery" title={t('notifications.delivery')}>
        <SelectMenuField
          label={t('notifications.frequency.label')}
          hint={t('notifications.frequency.hint')}
          value={data.frequency}
          disabled={savingField === 'frequency'}
          options={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(`notifications.frequency.${value}`) }))}
          onChange={(frequency) =>
            void save({ frequency: frequency as NotificationFrequency }, t('notifications.frequency.label'))
          }
        />
        <ToggleField
          label={t('notifications.quietHours.label')}
          hint={t('notifications.quietHours.hint', { timeZone })}
          checked={data.quietHoursEnabled}
          pending={savingField === 'quietHoursEnabled'}
          onCheckedChange={(checked) => void save({ quietHoursEnabled: checked }, t('notifications.quietHours.label'))}
        />
        {data.quietHoursEnabled ? (
          <StyledTimeRow>
            <QuietHourField
              label={t('notifications.quietHours.from')}
              value={data.quietHoursFrom}
              onSave={(value) => save({ quietHoursFrom: value }, t('notifications.quietHours.from'))}
            />
            <QuietHourField
              label={t('notifications.quietHours.to')}
              value={data.quietHoursTo}
              onSave={(value) => save({ quietHoursTo: value }, t('notifications.quietHours.to'))}
            />
          </StyledTimeRow>
        ) : null}
      </SettingsSection>
      <TestEmailSection />
      {user?.userType === 'admin' ? <MailDeliverySection /> : null}
    </Stack>
  );
}

/**
 * A time of day typed on the 24-hour clock the app shows in both languages (HH:MM), not in the browser's own format
 * (a native time field asks for AM/PM in an English browser). Saved once, on leaving the field or Enter (not while
 * typing: each keystroke would store a time); what names no time goes back to the saved one.
 */
function QuietHourField({
  label,
  value,
  onSave,
}: {
  label: string;
  value: string;
  onSave: (value: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The server's answer (or another change) wins over what was typed.
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const time = parseTimeOfDay(draft);
    if (time && time !== value) void onSave(time);
    setDraft(time ?? value);
  };
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder="HH:MM"
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
      onBlur={commit}
    />
  );
}

function TestEmailSection() {
  const { t } = useTranslation('settings');
  const user = useAppSelector(selectCurrentUser);
  const [sendTestEmail, { isLoading }] = useSendTestEmailMutation();
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const send = async () => {
    setResult(null);
    const answer = await sendTestEmail()
      .unwrap()
      .catch(() => ({ success: false }));
    setResult(answer.success ? 'sent' : 'failed');
  };
  return (
    <SettingsSection
      id="notification-test"
      title={t('notifications.testEmail.heading')}
      description={t('notifications.testEmail.hint', { email: user?.email ?? '' })}
    >
      <div>
        <Button variant="secondary" loading={isLoading} onClick={() => void send()}>
          {t('notifications.testEmail.button')}
        </Button>
      </div>
      <div role="status">
        {result ? (
          <StyledResult $tone={result === 'sent' ? 'success' : 'error'}>
            {result === 'sent'
              ? t('notifications.testEmail.sent', { email: user?.email ?? '' })
              : t('notifications.testEmail.failed')}
          </StyledResult>
        ) : null}
      </div>
    </SettingsSection>
  );
}
