import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import type { TaskView } from '@taskflow/contracts';
import { taskStats } from '@taskflow/domain';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import { Button, EmptyState, FilterBanner, LoadingState, Stack } from '@taskflow/ui';
import { useAllTasksQuery, useAssignableUsersQuery, useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useNow } from '../../common/hooks/useNow';
import { QueryGate } from '../../common/components/QueryGate';
import { clientNames, filterTasks, NO_FILTERS, type TaskGrouping, type TaskListMode } from '../utils/task-list';
import { taskRowAction } from '../../common/utils/return-focus';
import { AddTaskModal } from '../../common/components/AddTaskModal';
import { TaskModal } from '../../common/components/TaskModal';
import { useTaskListLines } from '../hooks/useTaskListLines';
import { TaskLines } from './TaskLines';
import { TaskListStats } from './TaskListStats';
import { TaskListToolbar, type TaskListToolbarFilters } from './TaskListToolbar';
import { StyledFiltersToggle } from '../../common/components/FiltersToggle';

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
  const [filters, setFilters] = useState<TaskListToolbarFilters>(NO_FILTERS);
  const [grouping, setGrouping] = useState<TaskGrouping>('none');
  const [mode, setMode] = useState<TaskListMode>('focus');
  const [openTask, setOpenTask] = useState<{ id: string; section: 'details' | 'comments' } | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const activeFilters = [
    filters.kind !== 'all',
    filters.status,
    filters.priority,
    filters.assignee,
    filters.checklist,
  ].filter(Boolean).length;

  usePageHeader({ action: canCreate ? { label: t('kanban.newTask'), onClick: () => setAddOpen(true) } : undefined });

  const projects = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const clientNameOf = useMemo(() => clientNames(projects), [projects]);
  const filtered = useMemo(
    () => filterTasks(tasksQuery.data ?? [], { ...filters, projectId }, clientNameOf),
    [tasksQuery.data, filters, projectId, clientNameOf],
  );
  const stats = useMemo(() => taskStats(filtered, now), [filtered, now]);
  const lines = useTaskListLines(filtered, mode, grouping, now, clientNameOf);
  const listedBy = useMemo(() => [filters, grouping, mode, projectId], [filters, grouping, mode, projectId]);

  const onFilter = useCallback(
    <K extends keyof TaskListToolbarFilters>(key: K, value: TaskListToolbarFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
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

  const emptyMessage = (allTasks: TaskView[]) => {
    if (allTasks.length === 0) return isClient ? t('taskList.emptyClient') : t('taskList.empty');
    return mode === 'focus' && filtered.length > 0 ? t('taskList.allDone') : t('taskList.noMatches');
  };

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
      <TaskListStats stats={stats} collapsed={!toolsOpen} />
      <TaskListToolbar
        filters={filters}
        onFilter={onFilter}
        grouping={grouping}
        onGrouping={setGrouping}
        mode={mode}
        onMode={setMode}
        assignees={assignees.data ?? []}
        isClient={isClient}
        collapsed={!toolsOpen}
      />
      <QueryGate
        query={tasksQuery}
        loading={<LoadingState label={t('taskList.loading')} />}
        errorMessage={t('kanban.loadError')}
      >
        {(allTasks) =>
          lines.length === 0 ? (
            <EmptyState
              message={emptyMessage(allTasks)}
              action={
                canCreate && allTasks.length === 0 ? (
                  <Button onClick={() => setAddOpen(true)}>{t('taskList.createFirst')}</Button>
                ) : undefined
              }
            />
          ) : (
            <TaskLines
              lines={lines}
              clientNameOf={clientNameOf}
              now={now}
              isClient={isClient}
              showScore={mode === 'focus'}
              grouped={grouping !== 'none'}
              onDetails={onDetails}
              onComments={onComments}
              resetKey={listedBy}
            />
          )
        }
      </QueryGate>
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
