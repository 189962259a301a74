import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TASK_CATEGORIES, TASK_PRIORITIES, type TaskPriority, type UserSummary } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, CheckboxField, Heading, SelectField, TagInput, Text, TextAreaField, TextField } from '@taskflow/ui';
import { recurrenceWords } from '../../common/recurrence/utils/recurrence-words';
import type { TemplateFormErrors, TemplateTaskValues } from '../utils/template-form';
import { patternOfRule } from '../utils/template-recurrence';
import { TemplateChecklistEditor } from './TemplateChecklistEditor';

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  > .wide {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledRepeat = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface TemplateTaskRowProps {
  task: TemplateTaskValues;
  index: number;
  count: number;
  errors: TemplateFormErrors;
  assignees: readonly UserSummary[];
  readOnly: boolean;
  onChange: <K extends keyof TemplateTaskValues>(field: K, value: TemplateTaskValues[K]) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One task of a template: its fields, checklist and repeat, with move up/down and remove. */
export function TemplateTaskRow({
  task,
  index,
  count,
  errors,
  assignees,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: TemplateTaskRowProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const id = `template-task-${task.key}`;
  const label = task.title.trim() || t('templates.task.untitled', { number: index + 1 });
  const error = (field: string) => {
    const key = errors[`tasks.${index}.${field}`];
    return key ? t(key) : undefined;
  };
  return (
    <StyledRow aria-labelledby={`${id}-heading`} data-testid="template-task-row">
      <StyledHead>
        <Heading level={3} size="md" id={`${id}-heading`}>
          {t('templates.task.heading', { number: index + 1, title: task.title.trim() || '…' })}
        </Heading>
        {!readOnly && (
          <StyledActions>
            <Button
              id={`${id}-up`}
              type="button"
              size="sm"
              variant="ghost"
              disabled={index === 0}
              aria-label={t('templates.task.moveUp', { task: label })}
              onClick={() => onMove(-1)}
            >
              ↑ {t('templates.task.up')}
            </Button>
            <Button
              id={`${id}-down`}
              type="button"
              size="sm"
              variant="ghost"
              disabled={index === count - 1}
              aria-label={t('templates.task.moveDown', { task: label })}
              onClick={() => onMove(1)}
            >
              ↓ {t('templates.task.down')}
            </Button>
            <Button
              id={`${id}-remove`}
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('templates.task.removeTask', { task: label })}
              onClick={onRemove}
            >
              {t('templates.task.remove')}
            </Button>
          </StyledActions>
        )}
      </StyledHead>
      <StyledFields>
        <div className="wide">
          <TextField
            id={`${id}-title`}
            label={t('templates.task.title')}
            required
            readOnly={readOnly}
            maxLength={300}
            value={task.title}
            error={error('title')}
            onChange={(event) => onChange('title', event.target.value)}
          />
        </div>
        <div className="wide">
          <TextAreaField
            id={`${id}-description`}
            label={t('templates.task.description')}
            rows={2}
            readOnly={readOnly}
            value={task.description}
            error={error('description')}
            onChange={(event) => onChange('description', event.target.value)}
          />
        </div>
        <TextField
          id={`${id}-dueOffsetDays`}
          label={t('templates.task.dueOffset')}
          hint={t('templates.task.dueOffsetHint')}
          inputMode="numeric"
          readOnly={readOnly}
          value={task.dueOffsetDays}
          error={error('dueOffsetDays')}
          onChange={(event) => onChange('dueOffsetDays', event.target.value)}
        />
        <SelectField
          id={`${id}-priority`}
          label={t('templates.task.priority')}
          disabled={readOnly}
          value={task.priority}
          error={error('priority')}
          options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) }))}
          onChange={(event) => onChange('priority', event.target.value as TaskPriority)}
        />
        <SelectField
          id={`${id}-assignedToId`}
          label={t('templates.task.assignee')}
          disabled={readOnly}
          value={task.assignedToId}
          error={error('assignedToId')}
          options={[
            { value: '', label: t('templates.task.assigneeNone') },
            ...assignees.map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}` })),
          ]}
          onChange={(event) => onChange('assignedToId', event.target.value)}
        />
        <SelectField
          id={`${id}-category`}
          label={t('templates.task.category')}
          disabled={readOnly}
          value={task.category ?? ''}
          error={error('category')}
          options={[
            { value: '', label: t('templates.task.categoryNone') },
            ...TASK_CATEGORIES.map((category) => ({ value: category, label: t(`task.category.${category}`) })),
          ]}
          onChange={(event) => onChange('category', event.target.value || null)}
        />
        <div className="wide">
          <TagInput
            id={`${id}-tags`}
            label={t('templates.task.tags')}
            disabled={readOnly}
            value={task.tags}
            error={error('tags')}
            onChange={(tags) => onChange('tags', tags)}
            removeTagLabel={(tag) => t('taskForm.removeTag', { tag })}
          />
        </div>
        <div className="wide">
          <CheckboxField
            id={`${id}-isClientVisible`}
            label={t('templates.task.clientVisible')}
            disabled={readOnly}
            checked={task.isClientVisible}
            onChange={(event) => onChange('isClientVisible', event.target.checked)}
          />
        </div>
        {task.recurrence && (
          <StyledRepeat className="wide" data-testid="template-task-repeat">
            <Text size="sm" id={`${id}-repeat`}>
              {t('templates.task.repeats', { rule: recurrenceWords(patternOfRule(task.recurrence), t, language) })}
              {!task.dueOffsetDays.trim() && ` ${t('templates.task.repeatNeedsDue')}`}
            </Text>
            {error('recurrence') && (
              <Text size="sm" role="alert" id={`${id}-repeat-error`}>
                {error('recurrence')}
              </Text>
            )}
            {!readOnly && (
              <Button
                id={`${id}-removeRepeat`}
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('templates.task.removeRepeatOf', { task: label })}
                aria-describedby={error('recurrence') ? `${id}-repeat ${id}-repeat-error` : `${id}-repeat`}
                onClick={() => {
                  onChange('recurrence', null);
                  document.getElementById(`${id}-dueOffsetDays`)?.focus();
                }}
              >
                {t('templates.task.removeRepeat')}
              </Button>
            )}
          </StyledRepeat>
        )}
        <div className="wide">
          <TemplateChecklistEditor
            idPrefix={id}
            taskLabel={label}
            items={task.checklist}
            readOnly={readOnly}
            error={error('checklist')}
            onChange={(items) => onChange('checklist', items)}
          />
        </div>
      </StyledFields>
    </StyledRow>
  );
}
