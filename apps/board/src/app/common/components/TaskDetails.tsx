import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TASK_STATUSES, type TaskStatus, type TaskView } from '@taskflow/contracts';
import { formatDate, formatDateTime, formatHours, taskDueState, type Language } from '@taskflow/domain';
import { Avatar, EyeIcon, FormattedText, SelectMenuField, Text } from '@taskflow/ui';
import { parseTaskTags } from '../utils/task-tags';
import { DUE_TONE, PRIORITY_TONE, STATUS_TONE, StyledChip } from './TaskChips';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSubtle};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledDescription = styled(FormattedText)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledEye = styled(EyeIcon)`
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface TaskDetailsProps {
  task: TaskView;
  now: Date;
  language: Language;
  canEdit: boolean;
  /** The team sees whether the client sees the task; a client sees only tasks visible to them. */
  showVisibility: boolean;
  onStatus: (status: TaskStatus) => void;
}

/** The task modal's view mode: the status (a select for editors), the facts, the description and when it was created. */
export function TaskDetails({ task, now, language, canEdit, showVisibility, onStatus }: TaskDetailsProps) {
  const { t } = useTranslation('board');
  const dueState = taskDueState(task, now);
  const dueTone = DUE_TONE[dueState];
  const tags = parseTaskTags(task.tags);
  const none = t('taskModal.none');
  return (
    <>
      {canEdit ? (
        <SelectMenuField
          id="task-status"
          label={t('taskForm.status')}
          options={TASK_STATUSES.map((status) => ({ value: status, label: t(`task.status.${status}`) }))}
          value={task.status}
          onChange={(status) => onStatus(status as TaskStatus)}
        />
      ) : null}
      <StyledFacts>
        {!canEdit && (
          <div>
            <dt>{t('taskForm.status')}</dt>
            <dd>
              <StyledChip $tone={STATUS_TONE[task.status]}>{t(`task.status.${task.status}`)}</StyledChip>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('taskModal.project')}</dt>
          <dd>{task.project.name}</dd>
        </div>
        <div>
          <dt>{t('taskForm.priority')}</dt>
          <dd>
            <StyledChip $tone={PRIORITY_TONE[task.priority] ?? 'neutral'}>
              {t(`task.priority.${task.priority}`, { defaultValue: task.priority })}
            </StyledChip>
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.category')}</dt>
          <dd>{task.category ? t(`task.category.${task.category}`, { defaultValue: task.category }) : none}</dd>
        </div>
        <div>
          <dt>{t('taskForm.assignee')}</dt>
          <dd>
            {task.assignedTo ? (
              <>
                <Avatar
                  size="sm"
                  decorative
                  firstName={task.assignedTo.firstName}
                  lastName={task.assignedTo.lastName}
                />
                {`${task.assignedTo.firstName} ${task.assignedTo.lastName}`}
              </>
            ) : (
              t('task.unassigned')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.dueDate')}</dt>
          <dd>
            {task.dueDate ? formatDate(task.dueDate, language) : none}
            {dueTone && <StyledChip $tone={dueTone}>{t(`task.due.${dueState}`)}</StyledChip>}
          </dd>
        </div>
        <div>
          <dt>{t('taskForm.estimatedHours')}</dt>
          <dd>{task.estimatedTime !== null ? formatHours(task.estimatedTime, language) : none}</dd>
        </div>
        {!showVisibility ? null : task.isClientVisible ? (
          <div>
            <dt>{t('taskForm.clientVisible')}</dt>
            <dd>
              <StyledEye aria-hidden="true" />
              {t('task.clientVisible')}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('taskForm.clientVisible')}</dt>
            <dd>{t('task.internal')}</dd>
          </div>
        )}
        <div>
          <dt>{t('taskForm.tags')}</dt>
          <dd>
            {tags.length > 0
              ? tags.map((tag) => (
                  <StyledChip key={tag} $tone="neutral">
                    {tag}
                  </StyledChip>
                ))
              : none}
          </dd>
        </div>
      </StyledFacts>
      <div>
        <Text size="xs" muted>
          {t('taskForm.description')}
        </Text>
        {task.description ? (
          <StyledDescription text={task.description} />
        ) : (
          <Text size="sm" muted>
            {t('taskModal.noDescription')}
          </Text>
        )}
      </div>
      <Text size="xs" muted>
        {t('taskModal.created', { date: formatDateTime(task.createdAt, language) })}
      </Text>
    </>
  );
}
