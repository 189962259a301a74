import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskCardView } from '@taskflow/contracts';
import { taskDueState } from '@taskflow/domain';
import { APPROVAL_TONE, DUE_TONE, PRIORITY_TONE, StyledChip } from '../../common/components/TaskChips';
import { parseTaskTags } from '../../common/utils/task-tags';
import { ChecklistChip } from '../../common/components/ChecklistChip';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '#';
  }
`;

/** A card's state at a glance: priority, due state, client approval and checklist progress. */
export function TaskCardChips({ task, dueState }: { task: TaskCardView; dueState: ReturnType<typeof taskDueState> }) {
  const { t } = useTranslation('board');
  const priorityLabel = t(`task.priority.${task.priority}`, { defaultValue: task.priority });
  const dueTone = DUE_TONE[dueState];
  const approval = task.requiresClientApproval ? task.clientApprovalStatus : null;
  return (
    <StyledChips>
      <StyledChip
        $tone={PRIORITY_TONE[task.priority] ?? 'neutral'}
        title={t('task.priorityLabel', { priority: priorityLabel })}
        data-testid="priority"
      >
        {priorityLabel}
      </StyledChip>
      {dueTone && (
        <StyledChip $tone={dueTone} data-testid="due-state" data-due={dueState}>
          {t(`task.due.${dueState}`)}
        </StyledChip>
      )}
      {approval && (
        <StyledChip $tone={APPROVAL_TONE[approval]} data-testid="approval-badge" data-approval={approval}>
          {t(`task.approval.${approval}`)}
        </StyledChip>
      )}
      <ChecklistChip done={task.checklistDone} total={task.checklistTotal} />
    </StyledChips>
  );
}

/** A card's tags, when it has any. */
export function TaskCardTags({ tags }: { tags: string | null | undefined }) {
  const { t } = useTranslation('board');
  const parsed = parseTaskTags(tags);
  if (parsed.length === 0) return null;
  return (
    <StyledChips aria-label={t('task.tagsLabel')}>
      {parsed.map((tag) => (
        <StyledTag key={tag}>{tag}</StyledTag>
      ))}
    </StyledChips>
  );
}
