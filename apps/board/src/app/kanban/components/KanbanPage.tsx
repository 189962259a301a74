import { useCallback, useEffect, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd-multi-backend';
import { HTML5toTouch } from 'rdndmb-html5-to-touch';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import type { TaskCardView, TaskStatus, TaskView } from '@taskflow/contracts';
import { hasBoardFilters, localDay, matchesBoardFilters } from '@taskflow/domain';
import { useLiveQueryOptions, useLiveRoom, useRealtimeStatus } from '@taskflow/realtime';
import { useAppDispatch, usePermissions, type RootState } from '@taskflow/store';
import {
  Button,
  ComboboxField,
  EmptyState,
  ErrorState,
  LoadingState,
  Stack,
  Text,
  Toolbar,
  ToolbarItem,
  ToolbarSpacer,
  useToast,
} from '@taskflow/ui';
import { AddTaskModal } from '../../common/components/AddTaskModal';
import { TaskModal } from '../../common/components/TaskModal';
import { useNow } from '../../common/hooks/useNow';
import { tasksApi, useAssignableUsersQuery, useBoardProjectsQuery, useTaskQuery } from '../../common/state/tasks.api';
import { taskCardOpenButton } from '../../common/utils/return-focus';
import { useMoveTask, type MovableTask } from '../../common/hooks/useMoveTask';
import { useBoardCountsQuery } from '../state/board.api';
import { readBoardFilters, withBoardFilter, withoutBoardFilters, type BoardFilterKey } from '../utils/board-filters';
import { chooseProject, readLastProject, rememberLastProject, sortProjectsForPicker } from '../utils/last-project';
import { BoardFilterBar } from './BoardFilterBar';
import { KanbanBoard } from './KanbanBoard';

const StyledLiveDot = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.neutral400)};
  }
`;

/**
 * /dashboard/kanban (query projectId, taskId, and the filters): the live Kanban board of one project
 * (docs/screens-and-routes.md#board). Each column loads its cards a page at a time; the counts are exact.
 */
export function KanbanPage() {
  const { t } = useTranslation('board');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const liveOptions = useLiveQueryOptions();
  const realtime = useRealtimeStatus();
  const now = useNow();
  const moveTask = useMoveTask();
  const projectsQuery = useBoardProjectsQuery();
  const projects = useMemo(() => sortProjectsForPicker(projectsQuery.data ?? []), [projectsQuery.data]);
  const projectId = chooseProject(projects, params.get('projectId'), readLastProject());
  const isClient = user?.userType === 'client';
  const filterText = params.toString();
  // The filters (and the day due states count from) are the board's query: a change reads the columns anew.
  const filters = useMemo(() => readBoardFilters(new URLSearchParams(filterText)), [filterText]);
  const today = localDay(now);
  const boardArgs = useMemo(
    () => ({ projectId: projectId ?? '', filters, clientView: false, today }),
    [projectId, filters, today],
  );
  const countsQuery = useBoardCountsQuery(boardArgs, { ...liveOptions, skip: !projectId });
  const assigneesQuery = useAssignableUsersQuery(undefined, { skip: isClient });
  useLiveRoom('project', projectId);

  const canMove = !isClient && permissions.has('canEditTasks');
  const canCreate = !isClient && permissions.has('canCreateTasks');
  const [addOpen, setAddOpen] = useState(false);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);

  usePageHeader({ action: canCreate ? { label: t('kanban.newTask'), onClick: () => setAddOpen(true) } : undefined });

  useEffect(() => {
    if (projectId) rememberLastProject(projectId);
  }, [projectId]);

  // A taskId in the URL opens that task; it then leaves the URL without a new history entry.
  const taskIdParam = params.get('taskId');
  useEffect(() => {
    if (!taskIdParam) return;
    setOpenTaskId(taskIdParam);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('taskId');
        return next;
      },
      { replace: true },
    );
  }, [taskIdParam, setParams]);

  // `n` opens "New task" (screens.md), outside fields and dialogs.
  useEffect(() => {
    if (!canCreate) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]')) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      setAddOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canCreate]);

  const chooseProjectId = (id: string | null) => {
    if (!id) return;
    rememberLastProject(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('projectId', id);
        return next;
      },
      { replace: true },
    );
  };
  const onOpen = useCallback((task: TaskCardView) => setOpenTaskId(task.id), []);
  const onMove = useCallback((task: MovableTask, status: TaskStatus) => moveTask(task, status), [moveTask]);
  // A task created here is shown and takes the focus on the board, a frame after the dialog gave the focus back to
  // where it was opened from: at its place among the loaded cards, or, when its place is further down than its column
  // has loaded, below them (the column keeps it there, kept live, until it pages to it). Filters that hide it say so.
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [created, setCreated] = useState<TaskView | null>(null);
  const [createdToFocus, setCreatedToFocus] = useState<string | null>(null);
  const createdQuery = useTaskQuery(created?.id ?? skipToken);
  const onBoard = (task: TaskView) => matchesBoardFilters(task, filters, today);
  const createdLive = created && !createdQuery.isError ? (createdQuery.data ?? created) : null;
  const createdNow = createdLive && onBoard(createdLive) ? createdLive : null;
  const onCreated = (task: TaskView) => {
    if (task.projectId !== projectId) chooseProjectId(task.projectId);
    if (!onBoard(task)) {
      toast.info(t('kanban.createdHidden', { title: task.title }));
      return;
    }
    // The card shown below the loaded ones follows the task's changes (live) without reading it again.
    dispatch(tasksApi.util.upsertQueryData('task', task.id, task));
    setCreated(task);
    setCreatedToFocus(task.id);
  };
  const counts = countsQuery.data;
  useEffect(() => {
    if (!createdToFocus || addOpen) return undefined;
    let frame = 0;
    let tries = 0;
    const focusCard = () => {
      const openButton = taskCardOpenButton(createdToFocus);
      openButton?.focus();
      tries += 1;
      if (openButton || tries > 120) setCreatedToFocus(null);
      else frame = requestAnimationFrame(focusCard);
    };
    frame = requestAnimationFrame(focusCard);
    return () => cancelAnimationFrame(frame);
  }, [createdToFocus, addOpen, counts]);

  const setFilter = useCallback(
    (key: BoardFilterKey, value: string) =>
      setParams((current) => withBoardFilter(current, key, value), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutBoardFilters(current), { replace: true }),
    [setParams],
  );
  const filtered = hasBoardFilters(filters);

  let content;
  if (projectsQuery.isLoading) content = <LoadingState label={t('taskModal.loading')} layout="cards" />;
  else if (projectsQuery.isError)
    content = (
      <ErrorState
        message={t('kanban.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void projectsQuery.refetch()}
        retrying={projectsQuery.isFetching}
      />
    );
  else if (projects.length === 0)
    content = (
      <EmptyState
        message={isClient ? t('kanban.noProjectsClient') : t('kanban.noProjects')}
        action={
          !isClient && permissions.has('canCreateProjects') ? (
            <Button onClick={() => navigate('/dashboard/projects/add')}>{t('kanban.createProject')}</Button>
          ) : undefined
        }
      />
    );
  else if (countsQuery.isLoading || (!counts && countsQuery.isFetching))
    content = <LoadingState label={t('taskModal.loading')} layout="cards" />;
  else if (countsQuery.isError && !counts)
    content = (
      <ErrorState
        message={t('kanban.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void countsQuery.refetch()}
        retrying={countsQuery.isFetching}
      />
    );
  else if (filtered && counts && Object.values(counts).every((count) => count === 0))
    content = (
      <EmptyState
        message={t('kanban.noCardsMatch')}
        action={<Button onClick={clearFilters}>{t('kanban.filters.clear')}</Button>}
      />
    );
  else
    content = (
      <KanbanBoard
        args={boardArgs}
        counts={counts}
        created={createdNow}
        now={now}
        canMove={canMove}
        onOpen={onOpen}
        onMove={onMove}
      />
    );

  return (
    <DndProvider options={HTML5toTouch}>
      <Stack gap="md" data-testid="kanban-page">
        {projects.length > 0 && (
          <Toolbar label={t('kanban.title')}>
            <ToolbarItem grow minWidth="260px">
              <ComboboxField
                id="kanban-project"
                label={t('kanban.project')}
                hideLabel
                placeholder={t('kanban.projectPlaceholder')}
                noResultsText={t('kanban.noMatches')}
                options={projects.map((project) => ({
                  value: project.id,
                  label: project.name,
                  description: project.clientCompany?.name,
                }))}
                value={projectId}
                onChange={chooseProjectId}
              />
            </ToolbarItem>
            <ToolbarSpacer />
            {!canMove && (
              <Text muted size="sm">
                {t('kanban.readOnly')}
              </Text>
            )}
            <StyledLiveDot $live={realtime === 'connected'} role="status">
              {realtime === 'connected' ? t('kanban.live') : t('kanban.offline')}
            </StyledLiveDot>
          </Toolbar>
        )}
        {projects.length > 0 && projectId && (
          <BoardFilterBar
            filters={filters}
            onFilter={setFilter}
            onClear={clearFilters}
            assignees={assigneesQuery.data ?? []}
            isClient={isClient}
          />
        )}
        {content}
      </Stack>
      <TaskModal
        taskId={openTaskId}
        onClose={() => setOpenTaskId(null)}
        returnFocus={() => (openTaskId ? taskCardOpenButton(openTaskId) : null)}
      />
      {canCreate && (
        <AddTaskModal
          open={addOpen}
          onClose={() => setAddOpen(false)}
          projects={projects}
          defaultProjectId={projectId}
          onCreated={onCreated}
        />
      )}
    </DndProvider>
  );
}

export default KanbanPage;
