import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCentsEntry, parseEuroCentsEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { ErrorState, Form, LoadingState, TextField, useToast } from '@taskflow/ui';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import { useDraft } from '../../hooks/use-draft';
import { useGetTimeSettingsQuery, useUpdateTimeSettingsMutation } from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

interface TimeForm {
  defaultHourlyRate: string;
}

/**
 * Time tracking's agency-wide setting (docs/time-tracking.md#rates-and-budgets): the default hourly rate, used where
 * neither the project nor the person on it has a rate of its own; saved with the bar. Projects set theirs on their page.
 */
export function TimeTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const { data, isLoading, isError, isFetching, refetch } = useGetTimeSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateTimeSettingsMutation();
  const serverForm = useMemo<TimeForm | undefined>(
    () => data && { defaultHourlyRate: formatEuroCentsEntry(data.defaultHourlyRateCents, language) },
    [data, language],
  );
  const draft = useDraft(serverForm);
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();

  const save = async () => {
    if (!draft.values) return true;
    const text = draft.values.defaultHourlyRate.trim();
    const cents = text === '' ? null : parseEuroCentsEntry(text, language);
    if (text !== '' && cents === null) {
      setError(t('time.rateInvalid'));
      return false;
    }
    setError(undefined);
    try {
      const saved = await update({ defaultHourlyRateCents: cents }).unwrap();
      draft.reset({ defaultHourlyRate: formatEuroCentsEntry(saved.defaultHourlyRateCents, language) });
      toast.success(t('time.saved'));
      return true;
    } catch {
      toast.error(t('time.saveError'));
      return false;
    }
  };
  const discard = () => {
    setError(undefined);
    draft.reset();
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard });

  if (isLoading) return <LoadingState label={t('loading')} rows={2} />;
  if (isError || !draft.values)
    return (
      <ErrorState
        message={t('time.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );

  return (
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
  );
}
