import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskStatus, TaskView } from '@taskflow/contracts';
import type { BoardColumnArgs, BoardCounts, BoardCountsArgs } from '@taskflow/store';
import { useDragAutoScroll } from '../hooks/useDragAutoScroll';
import type { MovableTask } from '../../common/hooks/useMoveTask';
import { BOARD_COLUMNS } from '../utils/board-columns';
import { KanbanColumn, type FocusTarget } from './KanbanColumn';
import type { TaskCardProps } from './TaskCard';
import { TaskDragLayer } from './TaskDragLayer';

export interface KanbanBoardProps extends Pick<TaskCardProps, 'now' | 'canMove' | 'onOpen'> {
  /** The project and the filters; each column loads its own cards page by page. */
  args: BoardCountsArgs;
  /** The exact count of each column (undefined while loading). */
  counts: BoardCounts | undefined;
  /** A task just created on this board: its column shows it even when its place is beyond the loaded cards. */
  created?: TaskView | null;
  /** Moves a task; answers false when the move failed (the card is back in its column). */
  onMove: (task: MovableTask, status: TaskStatus) => Promise<boolean> | void;
}

const StyledTabs = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    overflow-x: auto;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledTab = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledBoard = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  height: calc(100vh - 240px);
  min-height: 420px;
  overflow-x: auto;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    height: calc(100dvh - 250px);
    min-height: 360px;
    gap: ${({ theme }) => theme.space.sm};
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    & > * {
      flex: 0 0 100%;
    }
  }
`;

/**
 * The four columns. Wide screens show them side by side; phones one at a time, with horizontal scroll
 * snapping and the column names as tabs (screens.md).
 */
export function KanbanBoard({ args, counts, created = null, onMove, ...cardProps }: KanbanBoardProps) {
  const { t } = useTranslation('board');
  // A card moved with "Move to" keeps the focus: its menu button in the column it went to (or, when the move failed,
  // back in the column it came from).
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const onFocused = useCallback(() => setFocusTarget(null), []);
  const move = useCallback(
    (task: MovableTask, status: TaskStatus, from?: 'menu') => {
      if (from !== 'menu') return void onMove(task, status);
      setFocusTarget({ id: task.id, status });
      void Promise.resolve(onMove(task, status)).then((moved) => {
        if (moved === false) setFocusTarget({ id: task.id, status: task.status });
      });
    },
    [onMove],
  );
  const columnArgs = useMemo(
    () =>
      Object.fromEntries(BOARD_COLUMNS.map((status) => [status, { ...args, status }])) as Record<
        TaskStatus,
        BoardColumnArgs
      >,
    [args],
  );
  const boardRef = useRef<HTMLDivElement | null>(null);
  const scrollRefs = useMemo(
    () =>
      Object.fromEntries(BOARD_COLUMNS.map((status) => [status, { current: null as HTMLDivElement | null }])) as Record<
        TaskStatus,
        { current: HTMLDivElement | null }
      >,
    [],
  );
  const getBoard = useCallback(() => boardRef.current, []);
  const getColumns = useCallback(
    () => BOARD_COLUMNS.map((status) => scrollRefs[status].current).filter((node): node is HTMLDivElement => !!node),
    [scrollRefs],
  );
  useDragAutoScroll(getBoard, getColumns);

  const [visibleColumn, setVisibleColumn] = useState<TaskStatus>('todo');
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return undefined;
    const onScroll = () => {
      const width = board.clientWidth || 1;
      const index = Math.min(BOARD_COLUMNS.length - 1, Math.max(0, Math.round(board.scrollLeft / width)));
      setVisibleColumn(BOARD_COLUMNS[index]);
    };
    board.addEventListener('scroll', onScroll, { passive: true });
    return () => board.removeEventListener('scroll', onScroll);
  }, []);
  const showColumn = (status: TaskStatus) => {
    setVisibleColumn(status);
    const column = boardRef.current?.querySelector<HTMLElement>(`[data-testid="column-${status}"]`);
    boardRef.current?.scrollTo({ left: column?.offsetLeft ?? 0, behavior: 'smooth' });
  };

  return (
    <>
      <StyledTabs role="tablist" aria-label={t('kanban.columnTabs')}>
        {BOARD_COLUMNS.map((status) => (
          <StyledTab
            key={status}
            type="button"
            role="tab"
            aria-selected={visibleColumn === status}
            $active={visibleColumn === status}
            onClick={() => showColumn(status)}
          >
            {t(`task.status.${status}`)} · {counts?.[status] ?? '…'}
          </StyledTab>
        ))}
      </StyledTabs>
      <StyledBoard ref={boardRef} aria-label={t('kanban.board')} role="group" data-testid="kanban-board">
        {BOARD_COLUMNS.map((status) => (
          <KanbanColumn
            key={status}
            args={columnArgs[status]}
            total={counts?.[status] ?? null}
            scrollRef={scrollRefs[status]}
            onMove={move}
            focusTarget={focusTarget?.status === status ? focusTarget : null}
            created={created?.status === status && created.projectId === args.projectId ? created : null}
            onFocused={onFocused}
            {...cardProps}
          />
        ))}
      </StyledBoard>
      <TaskDragLayer />
    </>
  );
}
