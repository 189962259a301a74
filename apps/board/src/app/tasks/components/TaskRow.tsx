import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskView } from '@taskflow/contracts';
import { formatDate, hasRecentClientActivity, taskDueState, taskFocusScore } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Button, EyeIcon } from '@taskflow/ui';
import { TimerButton } from '../../common/components/TimerButton';
import { ChecklistChip } from '../../common/components/ChecklistChip';
import { APPROVAL_TONE, DUE_TONE, PRIORITY_TONE, STATUS_TONE, StyledChip } from '../../common/components/TaskChips';

const StyledRow = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSide = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

const StyledScore = styled.span<{ $important: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $important }) => ($important ? theme.colors.warningStrong : theme.colors.textSubtle)};
`;

const StyledEye = styled(EyeIcon)`
  width: 14px;
  height: 14px;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface TaskRowProps {
  task: TaskView;
  clientName: string;
  now: Date;
  isClient: boolean;
  showScore: boolean;
  onDetails: (task: TaskView) => void;
  onComments: (task: TaskView) => void;
  /** A row below a group heading (h2) is an h3; without groups, rows follow the page title (h1) as h2. */
  headingLevel?: 2 | 3;
}

/** One row of the task list: title, project and client, the chips of its state, assignee, and its actions. */
export const TaskRow = memo(function TaskRow({
  task,
  clientName,
  now,
  isClient,
  showScore,
  onDetails,
  onComments,
  headingLevel = 3,
}: TaskRowProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const due = taskDueState(task, now);
  const score = taskFocusScore(task, now);
  const assignee = task.assignedTo;
  return (
    <StyledRow data-testid="task-row" data-task-id={task.id} aria-labelledby={`task-row-${task.id}`}>
      <StyledMain>
        <StyledTitle as={`h${headingLevel}`} id={`task-row-${task.id}`}>
          {!isClient && task.isClientVisible && <StyledEye aria-label={t('task.clientVisible')} role="img" />}
          {task.title}
        </StyledTitle>
        <StyledMeta>
          <span>
            {task.project?.name}
            {clientName ? ` · ${clientName}` : ''}
          </span>
          <StyledChip $tone={STATUS_TONE[task.status]}>{t(`task.status.${task.status}`)}</StyledChip>
          <StyledChip $tone={PRIORITY_TONE[task.priority] ?? 'neutral'}>
            {t('task.priorityLabel', {
              priority: t(`task.priority.${task.priority}`, { defaultValue: task.priority }),
            })}
          </StyledChip>
          {task.dueDate && (
            <StyledChip $tone={DUE_TONE[due] ?? 'neutral'}>
              {due === 'overdue' || due === 'dueSoon' ? `${t(`task.due.${due}`)} · ` : ''}
              {t('task.due.on', { date: formatDate(task.dueDate, language) })}
            </StyledChip>
          )}
          {task.requiresClientApproval && task.clientApprovalStatus && (
            <StyledChip $tone={APPROVAL_TONE[task.clientApprovalStatus]}>
              {t(`task.approval.${task.clientApprovalStatus}`)}
            </StyledChip>
          )}
          <ChecklistChip done={task.checklistDone} total={task.checklistTotal} />
          {!isClient && hasRecentClientActivity(task, now) && (
            <StyledChip $tone="info">{t('task.recentClientActivity')}</StyledChip>
          )}
        </StyledMeta>
      </StyledMain>
      <StyledSide>
        {showScore && (
          <StyledScore $important={score >= 25 && task.status !== 'completed'} data-testid="focus-score">
            {t('taskList.score', { score })}
          </StyledScore>
        )}
        {assignee ? (
          <Avatar
            firstName={assignee.firstName}
            lastName={assignee.lastName}
            size="sm"
            label={t('task.assignedTo', { name: `${assignee.firstName} ${assignee.lastName}` })}
          />
        ) : (
          <StyledScore $important={false}>{t('task.unassigned')}</StyledScore>
        )}
        {!isClient && <TimerButton task={task} />}
        <Button
          size="sm"
          variant="secondary"
          data-row-action="details"
          onClick={() => onDetails(task)}
          aria-label={t('taskList.detailsOf', { title: task.title })}
        >
          {t('taskList.details')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-row-action="comments"
          onClick={() => onComments(task)}
          aria-label={t('taskList.commentsOf', { title: task.title })}
        >
          {t('taskList.comments')}
        </Button>
      </StyledSide>
    </StyledRow>
  );
});
