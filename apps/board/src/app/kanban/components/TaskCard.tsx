import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { useDrag } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { TaskStatus, TaskView } from '@taskflow/contracts';
import { formatDate, hasRecentClientActivity, taskDueState } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, EyeIcon, Menu, VisuallyHidden } from '@taskflow/ui';
import { APPROVAL_TONE, DUE_TONE, PRIORITY_TONE, StyledChip } from '../../common/components/TaskChips';
import { parseTaskTags } from '../../common/utils/task-tags';
import { BOARD_COLUMNS, TASK_CARD_DRAG_TYPE, type DraggedTask } from '../utils/board-columns';

export interface TaskCardProps {
  task: TaskView;
  now: Date;
  /** May drag and use "Move to" (canEditTasks; never a client). */
  canMove: boolean;
  onOpen: (task: TaskView) => void;
  /** `from: 'menu'`: moved with "Move to" (focus then follows the card to its new column). */
  onMove: (task: Pick<TaskView, 'id' | 'projectId' | 'title' | 'status'>, status: TaskStatus, from?: 'menu') => void;
  /** Focus this card's "Move to" button once it is rendered (it was just moved with it); then onFocused is called. */
  focusMoveMenu?: boolean;
  onFocused?: () => void;
}

export const StyledTaskCard = styled.article<{ $dragging: boolean; $movable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ $movable }) =>
    $movable &&
    css`
      cursor: grab;
      touch-action: manipulation;
    `}
  ${({ $dragging }) =>
    $dragging &&
    css`
      opacity: 0.45;
    `}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTitleButton = styled.button`
  all: unset;
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  cursor: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  row-gap: ${({ theme }) => theme.space.xs};
  gap: ${({ theme }) => theme.space.sm};
  min-height: 28px;
`;

const StyledMarker = styled.span<{ $tone: 'primary' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.warningStrong)};
  svg {
    width: 16px;
    height: 16px;
  }
`;

const StyledUnreadDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warning};
`;

const StyledTag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '#';
  }
`;

const StyledDueDate = styled.span<{ $tone?: string }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.errorStrong
      : $tone === 'warning'
        ? theme.colors.warningStrong
        : theme.colors.textMuted};
`;

const StyledMoveMenu = styled.span`
  margin-left: auto;
`;

/** A task on the board: the facts a user scans for, a drag handle (the whole card) and the keyboard "Move to" menu. */
export const TaskCard = memo(function TaskCard({
  task,
  now,
  canMove,
  onOpen,
  onMove,
  focusMoveMenu = false,
  onFocused,
}: TaskCardProps) {
  const { t } = useTranslation('board');
  const cardRef = useRef<HTMLElement | null>(null);
  const { language } = useLanguage();
  const [{ isDragging }, dragRef, preview] = useDrag(
    () => ({
      type: TASK_CARD_DRAG_TYPE,
      item: (): DraggedTask => ({ id: task.id, projectId: task.projectId, status: task.status, title: task.title }),
      canDrag: canMove,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [task.id, task.projectId, task.status, task.title, canMove],
  );
  // The drag layer draws the moving card (the same on mouse and touch).
  useEffect(() => {
    preview(getEmptyImage(), { captureDraggingState: true });
  }, [preview]);
  // A card moved with "Move to" is a new element in its new column: the menu's button there takes the focus.
  useEffect(() => {
    if (!focusMoveMenu) return;
    cardRef.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
    onFocused?.();
  }, [focusMoveMenu, onFocused]);

  const priorityLabel = t(`task.priority.${task.priority}`, { defaultValue: task.priority });
  const dueState = taskDueState(task, now);
  const dueTone = DUE_TONE[dueState];
  const tags = parseTaskTags(task.tags);
  const approval = task.requiresClientApproval ? task.clientApprovalStatus : null;
  const assignee = task.assignedTo;
  const assigneeName = assignee ? `${assignee.firstName} ${assignee.lastName}` : null;
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, [role="menu"]')) return;
    onOpen(task);
  };

  return (
    // The whole card is a larger target for the mouse; keyboard and screen reader users open the task by its title
    // button, the card's first control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <StyledTaskCard
      ref={(node) => {
        cardRef.current = node;
        dragRef(node);
      }}
      $dragging={isDragging}
      $movable={canMove}
      onClick={openFromCard}
      data-testid="task-card"
      data-task-id={task.id}
      data-status={task.status}
      aria-label={task.title}
    >
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
      </StyledChips>
      <StyledTitleButton
        type="button"
        data-open-task
        onClick={() => onOpen(task)}
        aria-label={t('kanban.openTask', { title: task.title })}
      >
        {task.title}
      </StyledTitleButton>
      {tags.length > 0 && (
        <StyledChips aria-label={t('task.tagsLabel')}>
          {tags.map((tag) => (
            <StyledTag key={tag}>{tag}</StyledTag>
          ))}
        </StyledChips>
      )}
      <StyledFooter>
        {assigneeName ? (
          <Avatar
            size="sm"
            firstName={assignee?.firstName}
            lastName={assignee?.lastName}
            label={t('task.assignedTo', { name: assigneeName })}
          />
        ) : (
          <VisuallyHidden>{t('task.unassigned')}</VisuallyHidden>
        )}
        {task.isClientVisible && (
          <StyledMarker $tone="primary" title={t('task.clientVisible')} data-testid="client-visible">
            <EyeIcon aria-hidden="true" />
            <VisuallyHidden>{t('task.clientVisible')}</VisuallyHidden>
          </StyledMarker>
        )}
        {hasRecentClientActivity(task, now) && (
          <StyledMarker $tone="warning" title={t('task.recentClientActivity')} data-testid="recent-client-activity">
            <StyledUnreadDot aria-hidden="true" />
            <VisuallyHidden>{t('task.recentClientActivity')}</VisuallyHidden>
          </StyledMarker>
        )}
        {task.dueDate && (
          <StyledDueDate $tone={dueTone}>
            {t('task.due.on', { date: formatDate(task.dueDate, language) })}
          </StyledDueDate>
        )}
        {canMove && (
          <StyledMoveMenu>
            <Menu
              label={t('kanban.moveTask', { title: task.title })}
              trigger={t('kanban.moveTo')}
              triggerVariant="ghost"
              items={BOARD_COLUMNS.map((status) => ({
                id: status,
                label: t(`task.status.${status}`),
                disabled: status === task.status,
                onSelect: () => onMove(task, status, 'menu'),
              }))}
            />
          </StyledMoveMenu>
        )}
      </StyledFooter>
    </StyledTaskCard>
  );
});
