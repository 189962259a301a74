import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  RECURRENCE_COUNT_MAX,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_NTHS,
  RECURRENCE_WEEKDAYS,
  fieldErrorCodesOf,
  type RecurrenceNth,
  type RecurrencePattern,
  type RecurrenceWeekday,
  type TaskView,
} from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, CheckboxField, DateField, NumberField, SelectMenuField, Text } from '@taskflow/ui';
import { useSetTaskRecurrenceMutation } from '../state/recurrence.api';
import { CreationChoice } from './CreationChoice';
import {
  formValuesOf,
  requestOf,
  type EndMode,
  type MonthlyMode,
  type RecurrenceFormValues,
} from '../utils/recurrence-form';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledDays = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RecurrenceFormProps {
  task: TaskView;
  pattern: RecurrencePattern | undefined;
  onDone: () => void;
}

/** Chooses how a task repeats; the API checks the rule and names the field it refuses. */
export function RecurrenceForm({ task, pattern, onDone }: RecurrenceFormProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const [values, setValues] = useState<RecurrenceFormValues>(() => formValuesOf(pattern, task.dueDate));
  const [failed, setFailed] = useState<string | null>(null);
  const [save, saving] = useSetTaskRecurrenceMutation();
  const change = (next: Partial<RecurrenceFormValues>) => setValues((current) => ({ ...current, ...next }));
  const weekdayOptions = RECURRENCE_WEEKDAYS.map((day) => ({ value: day, label: t(`recurrence.weekday.${day}`) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    try {
      await save({ taskId: task.id, rule: requestOf(values) }).unwrap();
      onDone();
    } catch (error) {
      const fields = Object.keys(fieldErrorCodesOf((error as { data?: unknown }).data) ?? {});
      setFailed(fields.length > 0 ? t('recurrence.invalid', { fields: fields.join(', ') }) : t('recurrence.saveError'));
    }
  };

  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('recurrence.formLabel')}>
      <SelectMenuField
        id="recurrence-frequency"
        label={t('recurrence.frequency')}
        options={RECURRENCE_FREQUENCIES.map((value) => ({ value, label: t(`recurrence.frequencies.${value}`) }))}
        value={values.frequency}
        onChange={(frequency) => change({ frequency: frequency as RecurrenceFormValues['frequency'] })}
      />
      <NumberField
        id="recurrence-interval"
        label={t(`recurrence.interval.${values.frequency}`)}
        value={values.interval}
        onChange={(interval) => change({ interval })}
        min={1}
        max={RECURRENCE_INTERVAL_MAX}
      />
      {values.frequency === 'weekly' && (
        <StyledDays>
          <legend>{t('recurrence.weekdays')}</legend>
          {RECURRENCE_WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={t(`recurrence.weekday.${day}`)}
              checked={values.weekdays.includes(day)}
              onChange={(event) =>
                change({
                  weekdays: event.target.checked
                    ? [...values.weekdays, day]
                    : values.weekdays.filter((other) => other !== day),
                })
              }
            />
          ))}
        </StyledDays>
      )}
      {values.frequency === 'monthly' && (
        <>
          <SelectMenuField
            id="recurrence-monthly-mode"
            label={t('recurrence.monthlyMode')}
            options={(['day', 'lastDay', 'nthWeekday'] as MonthlyMode[]).map((value) => ({
              value,
              label: t(`recurrence.monthlyModes.${value}`),
            }))}
            value={values.monthlyMode}
            onChange={(monthlyMode) => change({ monthlyMode: monthlyMode as MonthlyMode })}
          />
          {values.monthlyMode === 'day' && (
            <NumberField
              id="recurrence-month-day"
              label={t('recurrence.monthDay')}
              hint={t('recurrence.monthDayHint')}
              value={values.monthDay}
              onChange={(monthDay) => change({ monthDay })}
              min={1}
              max={31}
            />
          )}
          {values.monthlyMode === 'nthWeekday' && (
            <StyledRow>
              <SelectMenuField
                id="recurrence-nth"
                label={t('recurrence.nthLabel')}
                options={RECURRENCE_NTHS.map((nth) => ({ value: String(nth), label: t(`recurrence.nth.${nth}`) }))}
                value={String(values.nth)}
                onChange={(nth) => change({ nth: Number(nth) as RecurrenceNth })}
              />
              <SelectMenuField
                id="recurrence-nth-weekday"
                label={t('recurrence.weekdayLabel')}
                options={weekdayOptions}
                value={values.nthWeekday}
                onChange={(nthWeekday) => change({ nthWeekday: nthWeekday as RecurrenceWeekday })}
              />
            </StyledRow>
          )}
        </>
      )}
      <SelectMenuField
        id="recurrence-end"
        label={t('recurrence.ends')}
        options={(['never', 'on', 'after'] as EndMode[]).map((value) => ({
          value,
          label: t(`recurrence.endModes.${value}`),
        }))}
        value={values.endMode}
        onChange={(endMode) => change({ endMode: endMode as EndMode })}
      />
      {values.endMode === 'on' && (
        <DateField
          id="recurrence-end-date"
          label={t('recurrence.endDate')}
          calendarLabel={t('recurrence.endDateCalendar')}
          language={language}
          value={values.endDate}
          onChange={(endDate) => change({ endDate })}
          min={task.dueDate ?? undefined}
        />
      )}
      {values.endMode === 'after' && (
        <NumberField
          id="recurrence-count"
          label={t('recurrence.count')}
          value={values.count}
          onChange={(count) => change({ count })}
          min={1}
          max={RECURRENCE_COUNT_MAX}
        />
      )}
      <CreationChoice creation={values.creation} leadDays={values.leadDays} onChange={change} />
      {failed && (
        <Text size="sm" role="alert">
          {failed}
        </Text>
      )}
      <StyledRow>
        <Button type="submit" loading={saving.isLoading}>
          {t('recurrence.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('recurrence.cancel')}
        </Button>
      </StyledRow>
    </StyledForm>
  );
}
