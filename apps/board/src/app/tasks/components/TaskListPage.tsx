import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import { TASK_STATUSES, type TaskStatus, type TaskView } from '@taskflow/contracts';
import { taskStats } from '@taskflow/domain';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Button,
  EmptyState,
  ErrorState,
  FilterBanner,
  LoadingState,
  SearchField,
  SelectField,
  Stack,
  Toolbar,
  ToolbarItem,
} from '@taskflow/ui';
import { useAllTasksQuery, useAssignableUsersQuery, useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useNow } from '../../common/hooks/useNow';
import {
  clientNames,
  filterTasks,
  groupTasks,
  NO_FILTERS,
  orderTasks,
  UNASSIGNED,
  type TaskGrouping,
  type TaskKindFilter,
  type TaskListFilters,
  type TaskListMode,
} from '../utils/task-list';
import { taskRowAction } from '../../common/utils/return-focus';
import { AddTaskModal } from '../../common/components/AddTaskModal';
import { TaskModal } from '../../common/components/TaskModal';
import { TaskRow } from './TaskRow';

const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const GROUPINGS: TaskGrouping[] = ['none', 'client', 'project', 'assignee', 'status'];
const KINDS: TaskKindFilter[] = ['all', 'clientVisible', 'internal', 'needsApproval'];

// On phones the figures and the filters (all but the search) fold behind one button, so the list starts in view.
const collapsedOnPhones = ($collapsed: boolean) => css`
  ${({ theme }) => theme.media.mobile} {
    ${$collapsed ? 'display: none;' : ''}
  }
`;

const StyledFiltersToggle = styled.button`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.lg};
    cursor: pointer;
  }
`;

const StyledFilterItem = styled(ToolbarItem)<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
`;

const StyledStats = styled.ul<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledModes = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

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

type Line =
  { kind: 'group'; key: string; label: string; count: number } | { kind: 'task'; key: string; task: TaskView };

/** /dashboard/tasks (query projectId): every task the user may see, filtered, grouped, in Focus or All mode. */
export function TaskListPage() {
  const { t } = useTranslation('board');
  const [params, setParams] = useSearchParams();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const liveOptions = useLiveQueryOptions();
  const now = useNow();
  const isClient = user?.userType === 'client';
  const canCreate = !isClient && permissions.has('canCreateTasks');
  const projectId = params.get('projectId');

  const tasksQuery = useAllTasksQuery(undefined, { ...liveOptions, refetchOnMountOrArgChange: true });
  const projectsQuery = useBoardProjectsQuery();
  const assignees = useAssignableUsersQuery(undefined, { skip: isClient });
  const [filters, setFilters] = useState<Omit<TaskListFilters, 'projectId'>>(NO_FILTERS);
  const [grouping, setGrouping] = useState<TaskGrouping>('none');
  const [mode, setMode] = useState<TaskListMode>('focus');
  const [openTask, setOpenTask] = useState<{ id: string; section: 'details' | 'comments' } | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const activeFilters = [filters.kind !== 'all', filters.status, filters.priority, filters.assignee].filter(
    Boolean,
  ).length;

  usePageHeader({ action: canCreate ? { label: t('kanban.newTask'), onClick: () => setAddOpen(true) } : undefined });

  const projects = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const clientNameOf = useMemo(() => clientNames(projects), [projects]);
  const filtered = useMemo(
    () => filterTasks(tasksQuery.data ?? [], { ...filters, projectId }, clientNameOf),
    [tasksQuery.data, filters, projectId, clientNameOf],
  );
  const stats = useMemo(() => taskStats(filtered, now), [filtered, now]);
  const lines = useMemo<Line[]>(() => {
    const groups = groupTasks(orderTasks(filtered, mode, now), grouping, clientNameOf);
    return groups.flatMap((group) => [
      ...(grouping === 'none'
        ? []
        : [
            {
              kind: 'group' as const,
              key: `group-${group.key}`,
              label: group.labelKey ? t(group.labelKey) : group.label || '–',
              count: group.tasks.length,
            },
          ]),
      ...group.tasks.map((task) => ({ kind: 'task' as const, key: task.id, task })),
    ]);
  }, [filtered, mode, now, grouping, clientNameOf, t]);

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
  }, [filters, grouping, mode, projectId, virtualizer]);

  const setFilter = <K extends keyof typeof filters>(key: K, value: (typeof filters)[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const onDetails = useCallback((task: TaskView) => setOpenTask({ id: task.id, section: 'details' }), []);
  const onComments = useCallback((task: TaskView) => setOpenTask({ id: task.id, section: 'comments' }), []);
  const clearProject = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('projectId');
        return next;
      },
      { replace: true },
    );
  const projectName = projects.find((project) => project.id === projectId)?.name ?? '…';

  let content;
  if (tasksQuery.isLoading) content = <LoadingState label={t('taskList.loading')} />;
  else if (tasksQuery.isError || !tasksQuery.data)
    content = (
      <ErrorState
        message={t('kanban.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void tasksQuery.refetch()}
        retrying={tasksQuery.isFetching}
      />
    );
  else if (lines.length === 0)
    content = (
      <EmptyState
        message={
          tasksQuery.data.length === 0
            ? isClient
              ? t('taskList.emptyClient')
              : t('taskList.empty')
            : mode === 'focus' && filtered.length > 0
              ? t('taskList.allDone')
              : t('taskList.noMatches')
        }
        action={
          canCreate && tasksQuery.data.length === 0 ? (
            <Button onClick={() => setAddOpen(true)}>{t('taskList.createFirst')}</Button>
          ) : undefined
        }
      />
    );
  else
    content = (
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
                    task={line.task}
                    clientName={clientNameOf(line.task)}
                    now={now}
                    isClient={isClient}
                    showScore={mode === 'focus'}
                    onDetails={onDetails}
                    onComments={onComments}
                    headingLevel={grouping === 'none' ? 2 : 3}
                  />
                )}
              </div>
            );
          })}
        </div>
      </StyledScroller>
    );

  const statItems: Array<[keyof typeof stats, string]> = [
    ['total', 'taskList.stats.total'],
    ['inProgress', 'taskList.stats.inProgress'],
    ['important', 'taskList.stats.important'],
    ['completed', 'taskList.stats.completed'],
    ['overdue', 'taskList.stats.overdue'],
  ];

  return (
    <Stack gap="lg" data-testid="task-list-page">
      {projectId && (
        <FilterBanner clearLabel={t('taskList.clearProject')} onClear={clearProject}>
          {t('taskList.projectBanner', { name: projectName })}
        </FilterBanner>
      )}
      <StyledFiltersToggle type="button" aria-expanded={toolsOpen} onClick={() => setToolsOpen((open) => !open)}>
        <span>{activeFilters > 0 ? t('taskList.toolsActive', { count: activeFilters }) : t('taskList.tools')}</span>
        <span aria-hidden="true">{toolsOpen ? '▴' : '▾'}</span>
      </StyledFiltersToggle>
      <StyledStats aria-label={t('taskList.statsLabel')} $collapsed={!toolsOpen}>
        {statItems.map(([key, label]) => (
          <li key={key} data-testid={`stat-${key}`}>
            <span>{t(label)}</span>
            <strong>{stats[key]}</strong>
          </li>
        ))}
      </StyledStats>
      <Toolbar label={t('taskList.toolbar')}>
        <ToolbarItem grow minWidth="220px">
          <SearchField
            label={t('taskList.search')}
            placeholder={t('taskList.search')}
            value={filters.search}
            onChange={(value) => setFilter('search', value)}
          />
        </ToolbarItem>
        {!isClient && (
          <StyledFilterItem $collapsed={!toolsOpen} minWidth="150px">
            <SelectField
              label={t('taskList.kindLabel')}
              hideLabel
              value={filters.kind}
              onChange={(event) => setFilter('kind', event.target.value as TaskKindFilter)}
              options={KINDS.map((kind) => ({ value: kind, label: t(`taskList.kind.${kind}`) }))}
            />
          </StyledFilterItem>
        )}
        <StyledFilterItem $collapsed={!toolsOpen} minWidth="140px">
          <SelectField
            label={t('taskList.statusLabel')}
            hideLabel
            value={filters.status}
            onChange={(event) => setFilter('status', event.target.value as TaskStatus | '')}
            options={[
              { value: '', label: t('taskList.allStatuses') },
              ...TASK_STATUSES.map((status) => ({ value: status, label: t(`task.status.${status}`) })),
            ]}
          />
        </StyledFilterItem>
        <StyledFilterItem $collapsed={!toolsOpen} minWidth="140px">
          <SelectField
            label={t('taskList.priorityLabel')}
            hideLabel
            value={filters.priority}
            onChange={(event) => setFilter('priority', event.target.value)}
            options={[
              { value: '', label: t('taskList.allPriorities') },
              ...PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) })),
            ]}
          />
        </StyledFilterItem>
        {!isClient && (
          <StyledFilterItem $collapsed={!toolsOpen} minWidth="160px">
            <SelectField
              label={t('taskList.assigneeLabel')}
              hideLabel
              value={filters.assignee}
              onChange={(event) => setFilter('assignee', event.target.value)}
              options={[
                { value: '', label: t('taskList.allAssignees') },
                ...(assignees.data ?? []).map((person) => ({
                  value: person.id,
                  label: `${person.firstName} ${person.lastName}`,
                })),
                { value: UNASSIGNED, label: t('task.unassigned') },
              ]}
            />
          </StyledFilterItem>
        )}
        <StyledFilterItem $collapsed={!toolsOpen} minWidth="170px">
          <SelectField
            label={t('taskList.groupLabel')}
            hideLabel
            value={grouping}
            onChange={(event) => setGrouping(event.target.value as TaskGrouping)}
            options={GROUPINGS.map((value) => ({ value, label: t(`taskList.group.${value}`) }))}
          />
        </StyledFilterItem>
        <StyledModes role="group" aria-label={t('taskList.modeLabel')}>
          {(['focus', 'all'] as const).map((value) => (
            <button key={value} type="button" aria-pressed={mode === value} onClick={() => setMode(value)}>
              {t(`taskList.mode.${value}`)}
            </button>
          ))}
        </StyledModes>
      </Toolbar>
      {content}
      <TaskModal
        taskId={openTask?.id ?? null}
        section={openTask?.section}
        onClose={() => setOpenTask(null)}
        returnFocus={() => (openTask ? taskRowAction(openTask.id, openTask.section) : null)}
      />
      {canCreate && (
        <AddTaskModal
          open={addOpen}
          onClose={() => setAddOpen(false)}
          projects={projects}
          defaultProjectId={projectId}
        />
      )}
    </Stack>
  );
}

export default TaskListPage;
