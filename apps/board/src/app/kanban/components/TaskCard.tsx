import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { useDrag } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { TaskCardView, TaskStatus, TaskView } from '@taskflow/contracts';
import { taskDueState } from '@taskflow/domain';
import { DUE_TONE } from '../../common/components/TaskChips';
import { TASK_CARD_DRAG_TYPE, type DraggedTask } from '../utils/board-columns';
import { TaskCardChips, TaskCardTags } from './TaskCardChips';
import { TaskCardFooter } from './TaskCardFooter';

export interface TaskCardProps {
  task: TaskCardView;
  now: Date;
  /** May drag and use "Move to" (canEditTasks; never a client). */
  canMove: boolean;
  onOpen: (task: TaskCardView) => void;
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

  const dueState = taskDueState(task, now);
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
      <TaskCardChips task={task} dueState={dueState} />
      <StyledTitleButton
        type="button"
        data-open-task
        onClick={() => onOpen(task)}
        aria-label={t('kanban.openTask', { title: task.title })}
      >
        {task.title}
      </StyledTitleButton>
      <TaskCardTags tags={task.tags} />
      <TaskCardFooter task={task} now={now} canMove={canMove} onMove={onMove} dueTone={DUE_TONE[dueState]} />
    </StyledTaskCard>
  );
});
