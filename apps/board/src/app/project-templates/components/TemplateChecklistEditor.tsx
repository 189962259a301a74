import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHECKLIST_ITEM_TITLE_MAX, CHECKLIST_ITEMS_MAX } from '@taskflow/contracts';
import { Button, Text, TextField } from '@taskflow/ui';

const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledAdd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 200px;
  }
`;

export interface TemplateChecklistEditorProps {
  /** The row's id prefix, e.g. `template-task-row-3`. */
  idPrefix: string;
  taskLabel: string;
  items: string[];
  readOnly: boolean;
  error?: string;
  onChange: (items: string[]) => void;
}

/** A template task's checklist: item titles in order; Enter in the field adds one and keeps the field focused. */
export function TemplateChecklistEditor({
  idPrefix,
  taskLabel,
  items,
  readOnly,
  error,
  onChange,
}: TemplateChecklistEditorProps) {
  const { t } = useTranslation('board');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = `${idPrefix}-checklist-new`;

  const add = () => {
    const trimmed = title.trim();
    if (!trimmed) return setProblem(t('templates.errors.itemRequired'));
    if (trimmed.length > CHECKLIST_ITEM_TITLE_MAX)
      return setProblem(t('templates.errors.tooLong', { max: CHECKLIST_ITEM_TITLE_MAX }));
    if (items.length >= CHECKLIST_ITEMS_MAX) return setProblem(t('templates.errors.checklistFull'));
    onChange([...items, trimmed]);
    setTitle('');
    setProblem(undefined);
    document.getElementById(fieldId)?.focus();
  };

  const remove = (index: number) => {
    onChange(items.filter((_item, at) => at !== index));
    const next = index < items.length - 1 ? index : index - 1;
    // The item that took its place keeps the focus (its button has the same id), else the add field.
    requestAnimationFrame(() =>
      document.getElementById(next >= 0 ? `${idPrefix}-checklist-${next}-remove` : fieldId)?.focus(),
    );
  };

  return (
    <div role="group" aria-labelledby={`${idPrefix}-checklist-label`}>
      <Text as="h4" size="sm" weight="semibold" id={`${idPrefix}-checklist-label`}>
        {t('templates.task.checklist', { count: items.length })}
      </Text>
      {items.length > 0 && (
        <StyledItems>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>
              <Text size="sm">{item}</Text>
              {!readOnly && (
                <Button
                  id={`${idPrefix}-checklist-${index}-remove`}
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('templates.task.removeItem', { item, task: taskLabel })}
                  onClick={() => remove(index)}
                >
                  {t('templates.task.remove')}
                </Button>
              )}
            </li>
          ))}
        </StyledItems>
      )}
      {!readOnly && (
        <StyledAdd>
          <TextField
            id={fieldId}
            label={t('templates.task.newItem')}
            value={title}
            maxLength={CHECKLIST_ITEM_TITLE_MAX}
            error={problem ?? error}
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button type="button" size="sm" variant="secondary" onClick={add}>
            {t('templates.task.addItem')}
          </Button>
        </StyledAdd>
      )}
    </div>
  );
}
