import { memo, useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { useDragLayer, useDrop } from 'react-dnd';
import { useVirtualizer, defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { TaskCardView, TaskStatus, TaskView } from '@taskflow/contracts';
import { useLiveQueryOptions } from '@taskflow/realtime';
import type { BoardColumnArgs } from '@taskflow/store';
import { Button, ErrorState, Heading, LoadingState } from '@taskflow/ui';
import { STATUS_TONE, StyledChip } from '../../common/components/TaskChips';
import { taskCardOpenButton } from '../../common/utils/return-focus';
import { useBoardColumnInfiniteQuery } from '../state/board.api';
import { TASK_CARD_DRAG_TYPE, type DraggedTask } from '../utils/board-columns';
import { TaskCard, type TaskCardProps } from './TaskCard';

/** Columns with more cards than this render only the visible ones (and those around them). */
export const VIRTUALIZE_FROM = 40;
/** The next page loads once the cards rendered come this close to the last loaded one. */
const LOAD_AHEAD = 10;
const ESTIMATED_CARD_HEIGHT = 132;
const CARD_GAP = 8;

/** The card that takes the focus once it is rendered in this column. */
export interface FocusTarget {
  id: string;
  status: TaskStatus;
}

type CardProps = Pick<TaskCardProps, 'now' | 'canMove' | 'onOpen' | 'onMove' | 'onFocused'>;

export interface KanbanColumnProps extends CardProps {
  /** The column and the board's filters: its cards load page by page in the board's order. */
  args: BoardColumnArgs;
  /** How many cards match in this column (all of them, loaded or not); null while unknown. */
  total: number | null;
  focusTarget?: FocusTarget | null;
  /**
   * A task just created in this column: rendered at its place when the loaded cards reach it, else below them (its
   * place is further down), so that it can take the focus whatever the column has loaded.
   */
  created?: TaskView | null;
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

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** Below the column's scroll area, so that it stays in view without paging the column. */
const StyledCreatedBelow = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-top: 1px dashed ${({ theme }) => theme.colors.borderStrong};
`;

const StyledCreatedNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
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

/**
 * One status column: a drop target; its cards load a page at a time as it scrolls (or on "Show more"), and a long
 * column renders only its visible cards.
 */
export const KanbanColumn = memo(function KanbanColumn({
  args,
  total,
  scrollRef,
  focusTarget = null,
  created = null,
  ...cardProps
}: KanbanColumnProps) {
  const { t } = useTranslation('board');
  const { status } = args;
  const liveOptions = useLiveQueryOptions();
  const pages = useBoardColumnInfiniteQuery(args, liveOptions);
  const tasks = useTasksOf(pages.data?.pages);
  const ownScrollRef = useRef<HTMLDivElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const scrollArea = scrollRef ?? ownScrollRef;
  const { onMove, canMove, onFocused } = cardProps;
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
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A card moved here whose place is beyond the loaded cards is counted but not shown: the column itself takes the
  // focus (its heading says where the card went).
  const focusId = focusTarget?.id ?? null;
  const focusLoaded = focusId !== null && tasks.some((task) => task.id === focusId);
  useEffect(() => {
    if (!focusId || focusLoaded || !pages.data) return;
    headingRef.current?.focus();
    onFocused?.();
  }, [focusId, focusLoaded, pages.data, onFocused]);

  const createdLoaded = created !== null && tasks.some((task) => task.id === created.id);
  const createdBelow = created !== null && !createdLoaded && hasNextPage && !pages.isLoading ? created : null;

  // A focused card whose element goes away keeps the focus where the card now is: a card just created moves from
  // below the loaded cards into them once the column pages to it. When the card left the loaded cards (after a
  // reconnect a column holds its first page again), the column's heading takes the focus, rather than the page.
  const focused = useRef<{ id: string; element: Element } | null>(null);
  const onCardFocus = (event: FocusEvent<HTMLElement>) => {
    const card = event.target.closest('[data-task-id]');
    const id = card?.getAttribute('data-task-id');
    focused.current = id ? { id, element: event.target } : null;
  };
  const onCardBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moved on (not lost with a removed card).
    if (event.relatedTarget) focused.current = null;
  };
  const pageCount = pages.data?.pages.length ?? 0;
  const pagesBefore = useRef(pageCount);
  const createdBelowId = createdBelow?.id ?? null;
  useLayoutEffect(() => {
    const dropped = pageCount < pagesBefore.current;
    pagesBefore.current = pageCount;
    const lost = focused.current;
    const active = document.activeElement;
    if (!lost || lost.element.isConnected || (active && active !== document.body)) return;
    focused.current = null;
    if (tasks.some((task) => task.id === lost.id) || createdBelowId === lost.id) {
      const button = taskCardOpenButton(lost.id);
      if (button) button.focus();
      else requestAnimationFrame(() => taskCardOpenButton(lost.id)?.focus());
    } else if (dropped) headingRef.current?.focus();
  }, [pageCount, tasks, createdBelowId]);

  const count = total ?? tasks.length;
  let body;
  if (pages.isLoading) body = <LoadingState label={t('kanban.loadingColumn')} rows={3} />;
  else if (pages.isError && !pages.data)
    body = (
      <ErrorState
        message={t('kanban.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  else if (tasks.length === 0)
    body = <StyledEmpty>{canDrop ? t('kanban.dropHere') : t('kanban.emptyColumn')}</StyledEmpty>;
  else if (tasks.length > VIRTUALIZE_FROM)
    body = (
      <VirtualCards
        tasks={tasks}
        total={count}
        scrollRef={scrollArea}
        labelledBy={headingId}
        focusId={focusLoaded ? focusId : null}
        keepId={createdLoaded ? created.id : null}
        onNearEnd={loadMore}
        {...cardProps}
      />
    );
  else
    body = (
      <StyledList aria-labelledby={headingId}>
        {tasks.map((task, index) => (
          <li key={task.id} aria-setsize={count} aria-posinset={index + 1}>
            <TaskCard task={task} focusMoveMenu={task.id === focusId} {...cardProps} />
          </li>
        ))}
      </StyledList>
    );

  return (
    <StyledColumn
      ref={(node) => {
        dropRef(node);
      }}
      $over={isOver}
      $canDrop={canDrop}
      aria-labelledby={headingId}
      aria-busy={pages.isFetching}
      data-testid={`column-${status}`}
      data-status={status}
      onFocus={onCardFocus}
      onBlur={onCardBlur}
    >
      <StyledColumnHeader>
        <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1} style={{ fontSize: '15px' }}>
          {t(`task.status.${status}`)}
        </Heading>
        <StyledChip
          $tone={STATUS_TONE[status]}
          data-testid="column-count"
          aria-label={t('kanban.columnCount', { count })}
        >
          {count}
        </StyledChip>
      </StyledColumnHeader>
      <StyledColumnScroll ref={scrollArea} data-testid={`column-scroll-${status}`}>
        {body}
        {hasNextPage && tasks.length > 0 && (
          <StyledMore>
            <Button variant="ghost" size="sm" onClick={loadMore} loading={isFetchingNextPage}>
              {t('kanban.showMore', { shown: tasks.length, count })}
            </Button>
          </StyledMore>
        )}
      </StyledColumnScroll>
      {createdBelow && (
        <StyledCreatedBelow>
          <StyledCreatedNote id={`${headingId}-created`}>{t('kanban.createdFurther')}</StyledCreatedNote>
          <StyledList aria-labelledby={`${headingId}-created`}>
            <li>
              <TaskCard task={createdBelow} {...cardProps} />
            </li>
          </StyledList>
        </StyledCreatedBelow>
      )}
    </StyledColumn>
  );
});

const NO_TASKS: TaskCardView[] = [];

/** The loaded pages' cards in one list (the same list while the pages stay the same). */
function useTasksOf(pages: ReadonlyArray<{ tasks: TaskCardView[] }> | undefined): TaskCardView[] {
  const cache = useRef<{ pages: unknown; tasks: TaskCardView[] }>({ pages: undefined, tasks: NO_TASKS });
  if (cache.current.pages !== pages)
    cache.current = { pages, tasks: pages ? pages.flatMap((page) => page.tasks) : NO_TASKS };
  return cache.current.tasks;
}

interface VirtualCardsProps extends CardProps {
  tasks: TaskCardView[];
  /** All cards of the column, loaded or not (for screen readers' "n of m"). */
  total: number;
  /** Called when the cards rendered come near the last loaded one. */
  onNearEnd: () => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  labelledBy: string;
  focusId: string | null;
  /** A card kept rendered wherever it is in the column (a task just created, about to take the focus). */
  keepId?: string | null;
}

function VirtualCards({
  tasks,
  total,
  scrollRef,
  labelledBy,
  focusId,
  keepId = null,
  onNearEnd,
  ...cardProps
}: VirtualCardsProps) {
  // The card being dragged stays rendered even when scrolled out of view, so the drag never loses its source.
  const draggedId = useDragLayer((monitor) =>
    monitor.isDragging() ? ((monitor.getItem() as DraggedTask | null)?.id ?? null) : null,
  );
  const draggedIndex = draggedId ? tasks.findIndex((task) => task.id === draggedId) : -1;
  // So is a card about to take the focus, wherever it landed in the column (focusing it scrolls it into view).
  const focusIndex = focusId ? tasks.findIndex((task) => task.id === focusId) : -1;
  const keepIndex = keepId ? tasks.findIndex((task) => task.id === keepId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const kept = [draggedIndex, focusIndex, keepIndex].filter(
        (index, at, all) => index >= 0 && !indexes.includes(index) && all.indexOf(index) === at,
      );
      return kept.length > 0 ? [...indexes, ...kept].sort((a, b) => a - b) : indexes;
    },
    [draggedIndex, focusIndex, keepIndex],
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

  const items = virtualizer.getVirtualItems();
  const lastRendered = items.length > 0 ? items[items.length - 1].index : -1;
  useEffect(() => {
    if (lastRendered >= tasks.length - LOAD_AHEAD) onNearEnd();
  }, [lastRendered, tasks.length, onNearEnd]);

  return (
    <StyledList
      aria-labelledby={labelledBy}
      style={{ position: 'relative', display: 'block', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const task = tasks[item.index];
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={total}
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
