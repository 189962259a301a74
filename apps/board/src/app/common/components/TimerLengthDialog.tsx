import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunningTimerView } from '@taskflow/contracts';
import { elapsedMinutes, formatDateTime, formatDurationEntry, parseDurationEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Dialog, Form, Text, TextField } from '@taskflow/ui';

export interface TimerLengthDialogProps {
  /** The timer whose length the API wants confirmed; the dialog is open while set. */
  timer: RunningTimerView | null;
  busy: boolean;
  onConfirm: (minutes: number) => void;
  onCancel: () => void;
}

/**
 * A timer that ran past midnight or longer than 12 hours: its length, prefilled with what it ran (at most a day),
 * confirmed or corrected before it becomes an entry.
 */
export function TimerLengthDialog({ timer, busy, onConfirm, onCancel }: TimerLengthDialogProps) {
  const { t } = useTranslation('timer');
  const { language } = useLanguage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!timer) return;
    setValue(formatDurationEntry(Math.min(elapsedMinutes(timer.startedAt, new Date()), 24 * 60), language));
    setError(undefined);
  }, [timer, language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDurationEntry(value, language);
    if (parsed.error !== null) {
      setError(t(`duration.${parsed.error}`));
      return;
    }
    onConfirm(parsed.minutes);
  };

  return (
    <Dialog
      open={timer !== null}
      onClose={onCancel}
      title={t('confirmLength.title')}
      closeLabel={t('confirmLength.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('confirmLength.keepRunning')}
          </Button>
          <Button type="submit" form="timer-length-form" loading={busy}>
            {t('confirmLength.confirm')}
          </Button>
        </>
      }
    >
      <Form id="timer-length-form" noValidate onSubmit={submit}>
        <Text size="sm">
          {t('confirmLength.text', {
            title: timer?.taskTitle ?? timer?.projectName ?? '',
            since: formatDateTime(timer?.startedAt, language),
          })}
        </Text>
        <TextField
          label={t('duration.label')}
          hint={t('duration.hint')}
          value={value}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
      </Form>
    </Dialog>
  );
}
