import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  ESTIMATED_TIME_STEP_HOURS,
  type ProjectView,
  type TaskCategory,
  type TaskPriority,
  type TaskStatus,
  type UserSummary,
} from '@taskflow/contracts';
import {
  Button,
  ComboboxField,
  DateField,
  MentionTextarea,
  NumberField,
  SelectField,
  TagInput,
  TextField,
  ToggleField,
} from '@taskflow/ui';
import { useLanguage } from '@taskflow/i18n';
import { useDescriptionMentionCandidatesQuery } from '../state/mentions.api';
import type { TaskFormErrors, TaskFormValues } from '../utils/task-form';

export interface TaskFormFieldsProps {
  idPrefix: string;
  mode: 'create' | 'edit';
  values: TaskFormValues;
  errors: TaskFormErrors;
  onChange: <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) => void;
  /** create: the projects to choose from. */
  projects?: readonly ProjectView[];
  assignees: readonly UserSummary[];
  currentUserId: string | null;
  /** YYYY-MM-DD: the earliest due date offered (create). */
  minDueDate?: string;
  /** Approvals can be asked for (requireApprovalForUpdates); the toggle is hidden otherwise. */
  approvalsEnabled: boolean;
  tagSuggestions?: string[];
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledAssignee = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  & > :first-child {
    align-self: stretch;
  }
`;

/** The fields of the add-task form and the task modal's edit mode (docs/product-rules.md#validation). */
export function TaskFormFields({
  idPrefix,
  mode,
  values,
  errors,
  onChange,
  projects = [],
  assignees,
  currentUserId,
  minDueDate,
  approvalsEnabled,
  tagSuggestions,
}: TaskFormFieldsProps) {
  const { t, i18n } = useTranslation('board');
  const { language } = useLanguage();
  const error = (field: keyof TaskFormValues) => (errors[field] ? t(errors[field] as string) : undefined);
  const canAssignMe = Boolean(currentUserId && assignees.some((user) => user.id === currentUserId));
  // Who may be mentioned in the description: whoever will see the task as the form stands (the server decides).
  const candidates = useDescriptionMentionCandidatesQuery(
    {
      projectId: values.projectId ?? '',
      isClientVisible: values.isClientVisible,
      assignedToId: values.assignedToId,
    },
    { skip: !values.projectId },
  );
  const people = (candidates.currentData ?? []).map((person) => ({
    id: person.id,
    name: person.name,
    detail: t(`taskForm.mentionRole.${person.role}`),
  }));

  return (
    <StyledGrid>
      <StyledWide>
        <TextField
          id={`${idPrefix}-title`}
          label={t('taskForm.title')}
          required
          maxLength={300}
          value={values.title}
          onChange={(event) => onChange('title', event.target.value)}
          error={error('title')}
        />
      </StyledWide>
      <StyledWide>
        <MentionTextarea
          id={`${idPrefix}-description`}
          label={t('taskForm.description')}
          required={mode === 'create'}
          rows={4}
          people={people}
          listLabel={t('taskForm.mentionList')}
          value={values.description}
          onValueChange={(next) => onChange('description', next)}
          error={error('description')}
        />
      </StyledWide>
      {mode === 'create' && (
        <StyledWide>
          <ComboboxField
            id={`${idPrefix}-project`}
            label={t('taskForm.project')}
            required
            placeholder={t('taskForm.projectPlaceholder')}
            noResultsText={t('taskForm.noMatches')}
            options={projects.map((project) => ({
              value: project.id,
              label: project.name,
              description: project.clientCompany?.name,
            }))}
            value={values.projectId}
            onChange={(value) => onChange('projectId', value)}
            error={error('projectId')}
          />
        </StyledWide>
      )}
      <StyledAssignee>
        <ComboboxField
          id={`${idPrefix}-assignee`}
          label={t('taskForm.assignee')}
          required={mode === 'create'}
          placeholder={t('taskForm.assigneePlaceholder')}
          noResultsText={t('taskForm.noMatches')}
          options={assignees.map((user) => ({
            value: user.id,
            label: `${user.firstName} ${user.lastName}`,
            description: user.email,
          }))}
          value={values.assignedToId}
          onChange={(value) => onChange('assignedToId', value)}
          error={error('assignedToId')}
        />
        {canAssignMe && values.assignedToId !== currentUserId && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange('assignedToId', currentUserId);
              // The button goes once the task is the user's: the focus goes on to the field it filled.
              document.getElementById(`${idPrefix}-assignee`)?.focus();
            }}
          >
            {t('taskForm.assignToMe')}
          </Button>
        )}
      </StyledAssignee>
      <SelectField
        id={`${idPrefix}-category`}
        label={t('taskForm.category')}
        required={mode === 'create'}
        placeholder={t('taskForm.categoryPlaceholder')}
        options={TASK_CATEGORIES.map((category) => ({ value: category, label: t(`task.category.${category}`) }))}
        value={values.category}
        onChange={(event) => onChange('category', event.target.value as TaskCategory | '')}
        error={error('category')}
      />
      <SelectField
        id={`${idPrefix}-priority`}
        label={t('taskForm.priority')}
        options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) }))}
        value={values.priority}
        onChange={(event) => onChange('priority', event.target.value as TaskPriority)}
        error={error('priority')}
      />
      {mode === 'edit' && (
        <SelectField
          id={`${idPrefix}-status`}
          label={t('taskForm.status')}
          options={TASK_STATUSES.map((status) => ({ value: status, label: t(`task.status.${status}`) }))}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value as TaskStatus)}
          error={error('status')}
        />
      )}
      <DateField
        id={`${idPrefix}-due`}
        label={t('taskForm.dueDate')}
        min={minDueDate}
        language={language}
        calendarLabel={t('taskForm.dueDateCalendar')}
        value={values.dueDate}
        onChange={(value) => onChange('dueDate', value)}
        error={error('dueDate')}
      />
      <NumberField
        id={`${idPrefix}-hours`}
        label={t('taskForm.estimatedHours')}
        min={0}
        step={ESTIMATED_TIME_STEP_HOURS}
        locale={i18n.language}
        decrementLabel={t('taskForm.hoursDecrement')}
        incrementLabel={t('taskForm.hoursIncrement')}
        value={values.estimatedHours}
        onChange={(value) => onChange('estimatedHours', value)}
        error={error('estimatedHours')}
      />
      <StyledWide>
        <TagInput
          id={`${idPrefix}-tags`}
          label={t('taskForm.tags')}
          hint={t('taskForm.tagsHint')}
          value={values.tags}
          onChange={(tags) => onChange('tags', tags)}
          removeTagLabel={(tag) => t('taskForm.removeTag', { tag })}
          suggestions={tagSuggestions}
          error={error('tags')}
        />
      </StyledWide>
      <StyledWide>
        <ToggleField
          id={`${idPrefix}-client-visible`}
          label={t('taskForm.clientVisible')}
          hint={t('taskForm.clientVisibleHint')}
          checked={values.isClientVisible}
          onCheckedChange={(checked) => onChange('isClientVisible', checked)}
          error={error('isClientVisible')}
        />
      </StyledWide>
      {(approvalsEnabled || values.requiresClientApproval) && (
        <StyledWide>
          <ToggleField
            id={`${idPrefix}-approval`}
            label={t('taskForm.requiresApproval')}
            hint={t('taskForm.requiresApprovalHint')}
            checked={values.requiresClientApproval}
            onCheckedChange={(checked) => onChange('requiresClientApproval', checked)}
            error={error('requiresClientApproval')}
          />
        </StyledWide>
      )}
    </StyledGrid>
  );
}
