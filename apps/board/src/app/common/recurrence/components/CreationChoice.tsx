import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RECURRENCE_CREATION_MODES, RECURRENCE_LEAD_DAYS_MAX, type RecurrenceCreation } from '@taskflow/contracts';
import { NumberField } from '@taskflow/ui';

const StyledChoice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
`;

export interface CreationChoiceProps {
  creation: RecurrenceCreation;
  leadDays: number | null;
  onChange: (next: { creation?: RecurrenceCreation; leadDays?: number | null }) => void;
}

/** "Create the next task: when this one is completed / N days before it is due" (docs/recurring-tasks.md). */
export function CreationChoice({ creation, leadDays, onChange }: CreationChoiceProps) {
  const { t } = useTranslation('board');
  return (
    <StyledChoice>
      <legend>{t('recurrence.creation.legend')}</legend>
      {RECURRENCE_CREATION_MODES.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="recurrence-creation"
            value={value}
            checked={creation === value}
            onChange={() => onChange({ creation: value })}
          />
          {t(`recurrence.creation.${value}`)}
        </label>
      ))}
      {creation === 'ahead' && (
        <NumberField
          id="recurrence-lead-days"
          label={t('recurrence.creation.leadDays')}
          hint={t('recurrence.creation.leadDaysHint')}
          value={leadDays}
          onChange={(next) => onChange({ leadDays: next })}
          min={0}
          max={RECURRENCE_LEAD_DAYS_MAX}
        />
      )}
    </StyledChoice>
  );
}
