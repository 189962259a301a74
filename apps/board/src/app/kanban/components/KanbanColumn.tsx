import { memo, useCallback, useRef, type RefObject } from 'react';
import { useDragLayer, useDrop } from 'react-dnd';
import { useVirtualizer, defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { TaskStatus, TaskView } from '@taskflow/contracts';
import { Heading } from '@taskflow/ui';
import { STATUS_TONE, StyledChip } from '../../common/components/TaskChips';
import { TASK_CARD_DRAG_TYPE, type DraggedTask } from '../utils/board-columns';
import { TaskCard, type TaskCardProps } from './TaskCard';

/** Columns with more cards than this render only the visible ones (and those around them). */
export const VIRTUALIZE_FROM = 40;
const ESTIMATED_CARD_HEIGHT = 132;
const CARD_GAP = 8;

/** The card that takes the focus once it is rendered in this column. */
export interface FocusTarget {
  id: string;
  status: TaskStatus;
}

type CardProps = Pick<TaskCardProps, 'now' | 'canMove' | 'onOpen' | 'onMove' | 'onFocused'>;

export interface KanbanColumnProps extends CardProps {
  status: TaskStatus;
  focusTarget?: FocusTarget | null;
  tasks: TaskView[];
  /** The column's scroll area, for scrolling near its edges while dragging. */
  scrollRef?: RefObject<HTMLDivElement | null>;
}

export const StyledColumn = styled.section<{ $over: boolean; $canDrop: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.xl};
  scroll-snap-align: start;
  ${({ $canDrop, theme }) =>
    $canDrop &&
    css`
      border-color: ${theme.colors.border};
      border-style: dashed;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySubtle};
    `}
`;

const StyledColumnHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.sm}`};
`;

export const StyledColumnScroll = styled.div`
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.md}`};
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${CARD_GAP}px;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** One status column: a drop target; a long column renders only its visible cards. */
export const KanbanColumn = memo(function KanbanColumn({
  status,
  tasks,
  scrollRef,
  focusTarget = null,
  ...cardProps
}: KanbanColumnProps) {
  const { t } = useTranslation('board');
  const ownScrollRef = useRef<HTMLDivElement | null>(null);
  const scrollArea = scrollRef ?? ownScrollRef;
  const { onMove, canMove } = cardProps;
  const [{ isOver, canDrop }, dropRef] = useDrop(
    () => ({
      accept: TASK_CARD_DRAG_TYPE,
      canDrop: () => canMove,
      drop: (item: DraggedTask) => {
        // Dropping on the card's own column sends nothing.
        if (item.status !== status) onMove(item, status);
      },
      collect: (monitor) => ({
        isOver: monitor.isOver() && (monitor.getItem() as DraggedTask | null)?.status !== status,
        canDrop: monitor.canDrop() && (monitor.getItem() as DraggedTask | null)?.status !== status,
      }),
    }),
    [status, onMove, canMove],
  );
  const headingId = `kanban-column-${status}`;

  return (
    <StyledColumn
      ref={(node) => {
        dropRef(node);
      }}
      $over={isOver}
      $canDrop={canDrop}
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
      data-status={status}
    >
      <StyledColumnHeader>
        <Heading level={2} id={headingId} style={{ fontSize: '15px' }}>
          {t(`task.status.${status}`)}
        </Heading>
        <StyledChip
          $tone={STATUS_TONE[status]}
          data-testid="column-count"
          aria-label={t('kanban.columnCount', { count: tasks.length })}
        >
          {tasks.length}
        </StyledChip>
      </StyledColumnHeader>
      <StyledColumnScroll ref={scrollArea} data-testid={`column-scroll-${status}`}>
        {tasks.length === 0 ? (
          <StyledEmpty>{canDrop ? t('kanban.dropHere') : t('kanban.emptyColumn')}</StyledEmpty>
        ) : tasks.length > VIRTUALIZE_FROM ? (
          <VirtualCards
            tasks={tasks}
            scrollRef={scrollArea}
            labelledBy={headingId}
            focusId={focusTarget?.id ?? null}
            {...cardProps}
          />
        ) : (
          <StyledList aria-labelledby={headingId}>
            {tasks.map((task) => (
              <li key={task.id}>
                <TaskCard task={task} focusMoveMenu={task.id === focusTarget?.id} {...cardProps} />
              </li>
            ))}
          </StyledList>
        )}
      </StyledColumnScroll>
    </StyledColumn>
  );
});

interface VirtualCardsProps extends CardProps {
  tasks: TaskView[];
  scrollRef: RefObject<HTMLDivElement | null>;
  labelledBy: string;
  focusId: string | null;
}

function VirtualCards({ tasks, scrollRef, labelledBy, focusId, ...cardProps }: VirtualCardsProps) {
  // The card being dragged stays rendered even when scrolled out of view, so the drag never loses its source.
  const draggedId = useDragLayer((monitor) =>
    monitor.isDragging() ? ((monitor.getItem() as DraggedTask | null)?.id ?? null) : null,
  );
  const draggedIndex = draggedId ? tasks.findIndex((task) => task.id === draggedId) : -1;
  // So is a card about to take the focus, wherever it landed in the column (focusing it scrolls it into view).
  const focusIndex = focusId ? tasks.findIndex((task) => task.id === focusId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const kept = [draggedIndex, focusIndex].filter((index) => index >= 0 && !indexes.includes(index));
      return kept.length > 0 ? [...indexes, ...kept].sort((a, b) => a - b) : indexes;
    },
    [draggedIndex, focusIndex],
  );
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => tasks[index]?.id ?? index,
    overscan: 4,
    gap: CARD_GAP,
    rangeExtractor,
    initialRect: { width: 280, height: 800 },
  });

  return (
    <StyledList
      aria-labelledby={labelledBy}
      style={{ position: 'relative', display: 'block', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index];
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={tasks.length}
            aria-posinset={item.index + 1}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          >
            <TaskCard task={task} focusMoveMenu={task.id === focusId} {...cardProps} />
          </li>
        );
      })}
    </StyledList>
  );
}
