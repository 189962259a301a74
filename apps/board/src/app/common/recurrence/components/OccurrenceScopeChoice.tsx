import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type OccurrenceScope = 'this' | 'following';

const StyledChoice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  border: 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
`;

export interface OccurrenceScopeChoiceProps {
  /** Why the question is asked, e.g. "This task repeats." */
  message: string;
  onChange: (scope: OccurrenceScope) => void;
}

/** "This task or this and future ones", inside the kit's confirmation dialog; "this task" is chosen first. */
export function OccurrenceScopeChoice({ message, onChange }: OccurrenceScopeChoiceProps) {
  const { t } = useTranslation('board');
  const [scope, setScope] = useState<OccurrenceScope>('this');
  const choose = (next: OccurrenceScope) => {
    setScope(next);
    onChange(next);
  };
  return (
    <>
      {message}
      <StyledChoice>
        <legend>{t('recurrence.scope.legend')}</legend>
        {(['this', 'following'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="occurrence-scope"
              value={value}
              checked={scope === value}
              onChange={() => choose(value)}
            />
            {t(`recurrence.scope.${value}`)}
          </label>
        ))}
      </StyledChoice>
    </>
  );
}
