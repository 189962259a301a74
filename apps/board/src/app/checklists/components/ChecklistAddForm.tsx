import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input } from '@taskflow/ui';
import { useAddChecklistItemMutation, type ChecklistTask } from '../state/checklist.api';
import { checklistErrorMessage, titleProblem } from '../utils/checklist-errors';
import { checklistIds } from '../utils/checklist-ids';

const StyledAddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1 1 200px;
  }
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

/** The field that adds an item at the end; Enter adds and keeps the field focused for the next one. */
export function ChecklistAddForm({ task }: { task: ChecklistTask }) {
  const { t } = useTranslation('board');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addItem, { isLoading }] = useAddChecklistItemMutation();
  const fieldId = checklistIds.addField(task.id);
  const errorId = `${fieldId}-error`;

  const add = async () => {
    const problem = titleProblem(title, t);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await addItem({ task, body: { title: title.trim() } }).unwrap();
      setTitle('');
      setError(null);
    } catch (failure) {
      setError(checklistErrorMessage(failure, t));
    }
    document.getElementById(fieldId)?.focus();
  };

  return (
    <StyledAddForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Input
        id={fieldId}
        aria-label={t('checklist.addLabel')}
        placeholder={t('checklist.addPlaceholder')}
        value={title}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" size="sm" variant="secondary" loading={isLoading}>
        {t('checklist.add')}
      </Button>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledAddForm>
  );
}
