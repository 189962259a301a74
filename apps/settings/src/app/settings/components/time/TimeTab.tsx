import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorCodesOf } from '@taskflow/contracts';
import { formatEuroCentsEntry, parseEuroCentsEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { ErrorState, Form, LoadingState, Stack, TextField, useToast } from '@taskflow/ui';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import { useDraft } from '../../hooks/use-draft';
import {
  useGetAgencyTimeZoneQuery,
  useGetTimeSettingsQuery,
  useUpdateAgencyTimeZoneMutation,
  useUpdateTimeSettingsMutation,
} from '../../state/settings.api';
import { TimeZoneField } from '../account/TimeZoneField';
import { SettingsSection } from '../SettingsSection';

interface TimeForm {
  defaultHourlyRate: string;
  timeZone: string;
}

/**
 * The agency's time settings, saved with the bar: time tracking's default hourly rate (docs/time-tracking.md), used
 * where neither the project nor the person on it has a rate of its own (projects set theirs on their page), and the
 * agency's time zone, which recurring tasks follow (docs/recurring-tasks.md). Admins only.
 */
export function TimeTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const rates = useGetTimeSettingsQuery();
  const zone = useGetAgencyTimeZoneQuery();
  const [update, { isLoading: savingRate }] = useUpdateTimeSettingsMutation();
  const [updateZone, { isLoading: savingZone }] = useUpdateAgencyTimeZoneMutation();
  const saving = savingRate || savingZone;
  const serverForm = useMemo<TimeForm | undefined>(
    () =>
      rates.data &&
      zone.data && {
        defaultHourlyRate: formatEuroCentsEntry(rates.data.defaultHourlyRateCents, language),
        timeZone: zone.data.timeZone,
      },
    [rates.data, zone.data, language],
  );
  const draft = useDraft(serverForm);
  const [error, setError] = useState<string | undefined>();
  const [zoneError, setZoneError] = useState<string | undefined>();
  const toast = useToast();

  const save = async () => {
    if (!draft.values || !draft.saved) return true;
    const { defaultHourlyRate, timeZone } = draft.changes;
    const text = draft.values.defaultHourlyRate.trim();
    const cents = text === '' ? null : parseEuroCentsEntry(text, language);
    if (defaultHourlyRate !== undefined && text !== '' && cents === null) {
      setError(t('time.rateInvalid'));
      return false;
    }
    if (timeZone === '') {
      setZoneError(t('time.zone.invalid'));
      return false;
    }
    setError(undefined);
    setZoneError(undefined);
    const next = { ...draft.saved };
    try {
      if (defaultHourlyRate !== undefined) {
        const saved = await update({ defaultHourlyRateCents: cents }).unwrap();
        next.defaultHourlyRate = formatEuroCentsEntry(saved.defaultHourlyRateCents, language);
      }
      if (timeZone !== undefined) next.timeZone = (await updateZone({ timeZone }).unwrap()).timeZone;
      draft.reset(next);
      toast.success(defaultHourlyRate === undefined ? t('time.zone.saved') : t('time.saved'));
      return true;
    } catch (failure) {
      if (fieldErrorCodesOf((failure as { data?: unknown }).data)?.['timeZone']) {
        setZoneError(t('time.zone.invalid'));
        return false;
      }
      toast.error(t('time.saveError'));
      return false;
    }
  };
  const discard = () => {
    setError(undefined);
    setZoneError(undefined);
    draft.reset();
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard });

  if (rates.isLoading || zone.isLoading) return <LoadingState label={t('loading')} rows={3} />;
  if (rates.isError || zone.isError || !draft.values)
    return (
      <ErrorState
        message={t('time.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={() => {
          if (rates.isError) void rates.refetch();
          if (zone.isError) void zone.refetch();
        }}
        retrying={rates.isFetching || zone.isFetching}
      />
    );

  // Two forms: Enter in the rate field submits its own (a form of one text field submits on Enter).
  return (
    <Stack gap="xl">
      <Form
        noValidate
        aria-label={t('time.heading')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SettingsSection id="time-rates" title={t('time.heading')} description={t('time.intro')}>
          <TextField
            label={t('time.rateLabel')}
            hint={t('time.rateHint')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.values.defaultHourlyRate}
            error={error}
            // Read-only rather than disabled while saving: a disabled field would drop the focus of a save by Enter.
            readOnly={saving}
            onChange={(event) => {
              setError(undefined);
              draft.set('defaultHourlyRate', event.target.value);
            }}
          />
        </SettingsSection>
      </Form>
      <Form
        noValidate
        aria-label={t('time.zone.heading')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SettingsSection id="time-zone" title={t('time.zone.heading')} description={t('time.zone.intro')}>
          <TimeZoneField
            label={t('time.zone.label')}
            hint={t('time.zone.hint')}
            value={draft.values.timeZone}
            saved={zone.data?.timeZone}
            error={zoneError}
            onChange={(next) => {
              setZoneError(undefined);
              draft.set('timeZone', next);
            }}
          />
        </SettingsSection>
      </Form>
    </Stack>
  );
}
