import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TaskView } from '@taskflow/contracts';
import type { TaskListLine } from '../hooks/useTaskListLines';
import { TaskRow, type TaskRowProps } from './TaskRow';

const StyledScroller = styled.div`
  height: max(420px, calc(100vh - 420px));
  overflow-y: auto;
  overscroll-behavior: contain;
  ${({ theme }) => theme.media.mobile} {
    height: 70vh;
  }
`;

const StyledGroupHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TaskLinesProps extends Pick<TaskRowProps, 'now' | 'isClient' | 'onDetails' | 'onComments'> {
  lines: TaskListLine[];
  clientNameOf: (task: TaskView) => string;
  showScore: boolean;
  grouped: boolean;
  /** Any change of what is listed (filters, grouping, mode) scrolls back to the top. */
  resetKey: unknown;
}

/**
 * The task list's scrolling region: only the rows in view are rendered (an agency's list holds thousands), group
 * headings between the groups.
 */
export function TaskLines({ lines, clientNameOf, showScore, grouped, resetKey, ...rowProps }: TaskLinesProps) {
  const { t } = useTranslation('board');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => (lines[index]?.kind === 'group' ? 40 : 84),
    getItemKey: (index) => lines[index]?.key ?? index,
    overscan: 8,
    initialRect: { width: 800, height: 600 },
  });
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  return (
    <StyledScroller
      ref={scrollerRef}
      data-testid="task-list"
      role="region"
      aria-label={t('taskList.listLabel')}
      tabIndex={0}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
                paddingBottom: 8,
              }}
            >
              {line.kind === 'group' ? (
                <StyledGroupHeading data-testid="task-group">
                  {line.label} · {line.count}
                </StyledGroupHeading>
              ) : (
                <TaskRow
                  {...rowProps}
                  task={line.task}
                  clientName={clientNameOf(line.task)}
                  showScore={showScore}
                  headingLevel={grouped ? 3 : 2}
                />
              )}
            </div>
          );
        })}
      </div>
    </StyledScroller>
  );
}
