import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import type { ProjectView, TaskView } from '@taskflow/contracts';
import {
  formatCurrencyEur,
  formatDate,
  isProjectReadyToComplete,
  projectTaskSummary,
  sortTasksByDueDate,
} from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { useLiveQueryOptions, useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Avatar,
  Button,
  Card,
  ErrorState,
  EyeIcon,
  Form,
  Heading,
  LoadingState,
  Stack,
  StatePanel,
  Text,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import { CommentThread } from '@taskflow/work-comments';
import { AddTaskModal } from '../../common/components/AddTaskModal';
import { STATUS_TONE, StyledChip } from '../../common/components/TaskChips';
import { TaskModal } from '../../common/components/TaskModal';
import { useNow } from '../../common/hooks/useNow';
import { useProjectTasksQuery } from '../../common/state/tasks.api';
import {
  useCompleteProjectMutation,
  useDeleteProjectMutation,
  useProjectFormCompaniesQuery,
  useProjectQuery,
  useUpdateProjectMutation,
} from '../state/projects.api';
import {
  projectErrorsFromServer,
  projectFormFromProject,
  projectRequest,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from '../utils/project-form';
import { ProjectFormFields } from './ProjectFormFields';
import { ProjectReport } from './ProjectReport';
import { ProjectStateChip } from '../../common/components/ProjectStateChip';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBar = styled.span<{ $percent: number }>`
  display: block;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral200};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    width: ${({ $percent }) => $percent}%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTaskList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    cursor: pointer;
  }
  button:hover > span:first-of-type {
    color: ${({ theme }) => theme.colors.primary};
  }
  button > span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledEye = styled(EyeIcon)`
  width: 14px;
  height: 14px;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /dashboard/projects/{id}: a project's facts, team, tasks, comments and report (document 1 §2 Project detail). */
export function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const now = useNow();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const liveOptions = useLiveQueryOptions();
  const isClient = user?.userType === 'client';
  const canEdit = !isClient && permissions.has('canEditProjects');
  const canDelete = !isClient && permissions.has('canDeleteProjects');
  const canCreateTasks = !isClient && permissions.has('canCreateTasks');
  const canReport = !isClient && permissions.has('canAccessReports');

  const projectQuery = useProjectQuery(projectId, { refetchOnMountOrArgChange: true });
  const tasksQuery = useProjectTasksQuery(projectId, { ...liveOptions, skip: !projectQuery.data });
  useLiveRoom('project', projectQuery.data ? projectId : null);
  const [editing, setEditing] = useState(false);
  const companies = useProjectFormCompaniesQuery(undefined, { skip: !editing });
  const [values, setValues] = useState<ProjectFormValues | null>(null);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [updateProject, updating] = useUpdateProjectMutation();
  const [completeProject] = useCompleteProjectMutation();
  const [deleteProject] = useDeleteProjectMutation();
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);

  const project = projectQuery.data;
  const tasks = useMemo(() => tasksQuery.data ?? [], [tasksQuery.data]);
  const summary = useMemo(() => projectTaskSummary(tasks), [tasks]);
  const canComplete = canEdit && !editing && project !== undefined && isProjectReadyToComplete(project, summary);

  usePageHeader({
    title: project?.name,
    breadcrumb: project?.name,
    action: canCreateTasks && project ? { label: t('kanban.newTask'), onClick: () => setAddOpen(true) } : undefined,
  });

  const startEditing = (current: ProjectView) => {
    setValues(projectFormFromProject(current));
    setErrors({});
    setEditing(true);
  };
  const cancelEditing = () => {
    setEditing(false);
    setValues(null);
    setErrors({});
  };
  const onChange = <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !project) return;
    const found = validateProjectForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateProject({ id: project.id, changes: projectRequest(values) }).unwrap();
      toast.success(t('projectDetail.saved'));
      cancelEditing();
    } catch (error) {
      const fieldErrors = projectErrorsFromServer((error as { data?: unknown })?.data);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error(t('projectDetail.updateError'));
    }
  };
  const onDelete = (current: ProjectView) => {
    void confirm({
      title: t('projects.deleteTitle', { name: current.name }),
      message: t('projects.deleteMessage', { count: summary.taskCount }),
      confirmLabel: t('projects.deleteConfirm'),
      errorMessage: t('projects.deleteError'),
      action: () => deleteProject(current.id).unwrap(),
    })
      .then((done) => {
        if (!done) return;
        toast.success(t('projects.deleted', { name: current.name }));
        navigate('/dashboard/projects');
      })
      .catch(() => undefined);
  };
  const onComplete = (current: ProjectView) => {
    void confirm({
      title: t('projectDetail.completeTitle', { name: current.name }),
      message: t('projectDetail.completeMessage', { count: summary.taskCount }),
      confirmLabel: t('projectDetail.complete'),
      tone: 'primary',
      errorMessage: t('projectDetail.completeError'),
      action: () => completeProject(current.id).unwrap(),
    })
      .then((done) => {
        if (done) toast.success(t('projectDetail.completed', { name: current.name }));
      })
      .catch(() => undefined);
  };

  const back = (
    <div>
      <Button variant="ghost" size="sm" onClick={() => navigate('/dashboard/projects')}>
        ← {t('projects.back')}
      </Button>
    </div>
  );

  if (projectQuery.isLoading) return <LoadingState label={t('projects.loading')} layout="cards" rows={3} />;
  if (!project) {
    const status = (projectQuery.error as { status?: number } | undefined)?.status;
    if (status === 404 || status === 400)
      return (
        <StatePanel
          title={t('projectDetail.notFoundTitle')}
          description={<Text muted>{t('projectDetail.notFound')}</Text>}
          action={<Button onClick={() => navigate('/dashboard/projects')}>{t('projects.back')}</Button>}
          data-testid="project-not-found"
        />
      );
    return (
      <ErrorState
        message={t('projects.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void projectQuery.refetch()}
        retrying={projectQuery.isFetching}
        extraAction={
          <Button variant="secondary" onClick={() => navigate('/dashboard/projects')}>
            {t('projects.back')}
          </Button>
        }
      />
    );
  }

  const orderedTasks = sortTasksByDueDate(tasks);

  return (
    <Stack gap="lg" data-testid="project-detail">
      {back}
      <Card padding="xl" as="section" aria-labelledby="project-name">
        {editing && values ? (
          <Form id="edit-project-form" noValidate onSubmit={onSave}>
            <Stack gap="lg">
              <Heading level={2} id="project-name">
                {t('projectDetail.editTitle', { name: project.name })}
              </Heading>
              {Object.values(errors).some(Boolean) && (
                <Text role="alert" size="sm">
                  {t('projectForm.fixErrors')}
                </Text>
              )}
              <ProjectFormFields
                idPrefix="edit-project"
                values={values}
                errors={errors}
                companies={companies.data ?? [{ ...project.clientCompany, createdAt: '', updatedAt: '', users: [] }]}
                onChange={onChange}
              />
              <Stack direction="horizontal" gap="sm" wrap justify="between">
                {canDelete ? (
                  <Button type="button" variant="danger" onClick={() => onDelete(project)}>
                    {t('projects.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Stack direction="horizontal" gap="sm" wrap>
                  <Button type="button" variant="secondary" onClick={cancelEditing}>
                    {t('projectForm.cancel')}
                  </Button>
                  <Button type="submit" loading={updating.isLoading}>
                    {t('projectDetail.save')}
                  </Button>
                </Stack>
              </Stack>
            </Stack>
          </Form>
        ) : (
          <Stack gap="lg">
            <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
              <Stack gap="xs">
                <Heading level={2} id="project-name">
                  {project.name}
                </Heading>
                <Stack direction="horizontal" gap="xs" wrap>
                  <ProjectStateChip project={project} now={now} />
                  <StyledChip $tone="neutral">{t(`projects.status.${project.status}`)}</StyledChip>
                </Stack>
              </Stack>
              <Stack direction="horizontal" gap="sm" wrap>
                {canComplete && (
                  <Button variant="primary" onClick={() => onComplete(project)}>
                    {t('projectDetail.markComplete')}
                  </Button>
                )}
                {canEdit && (
                  <Button variant="secondary" onClick={() => startEditing(project)}>
                    {t('projectDetail.edit')}
                  </Button>
                )}
              </Stack>
            </Stack>
            <StyledText>{project.description || t('projectDetail.noDescription')}</StyledText>
            <StyledFacts>
              <div>
                <dt>{t('projectDetail.client')}</dt>
                <dd>
                  {isClient ? (
                    project.clientCompany.name
                  ) : (
                    <Link to={`/dashboard/customers/${project.clientCompanyId}`}>{project.clientCompany.name}</Link>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('projectDetail.start')}</dt>
                <dd>{formatDate(project.startDate, language)}</dd>
              </div>
              <div>
                <dt>{t('projectDetail.end')}</dt>
                <dd>{project.endDate ? formatDate(project.endDate, language) : t('projects.noEnd')}</dd>
              </div>
              {!isClient && (
                <div>
                  <dt>{t('projectDetail.budget')}</dt>
                  <dd data-testid="project-budget">
                    {project.budget === null || project.budget === undefined
                      ? t('projectDetail.noBudget')
                      : formatCurrencyEur(project.budget, language)}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('projectDetail.tags')}</dt>
                <dd>
                  {project.tags.length === 0 ? (
                    t('projectDetail.noTags')
                  ) : (
                    <Stack direction="horizontal" gap="xs" wrap>
                      {project.tags.map((tag) => (
                        <StyledChip key={tag} $tone="neutral">
                          {tag}
                        </StyledChip>
                      ))}
                    </Stack>
                  )}
                </dd>
              </div>
            </StyledFacts>
            <Stack gap="xs">
              <Text size="sm" weight="medium">
                {t(isClient ? 'projects.taskProgressShared' : 'projects.taskProgress', {
                  completed: summary.completedTasks,
                  count: summary.taskCount,
                  percent: summary.progress,
                })}
              </Text>
              <StyledBar
                $percent={summary.progress}
                role="progressbar"
                aria-valuenow={summary.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('projects.progressOf', { name: project.name })}
              />
            </Stack>
            {!isClient && (
              <Stack gap="xs" data-testid="project-notes">
                <Text size="xs" muted>
                  {t('projectDetail.notes')}
                </Text>
                <StyledText>{project.notes || t('projectDetail.noNotes')}</StyledText>
              </Stack>
            )}
            <StyledLinks aria-label={t('projectDetail.links')}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('projectDetail.toTasksOf', { name: project.name })}
                onClick={() => navigate(`/dashboard/tasks?projectId=${project.id}`)}
              >
                {t('projectDetail.toTasks')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('projectDetail.toKanbanOf', { name: project.name })}
                onClick={() => navigate(`/dashboard/kanban?projectId=${project.id}`)}
              >
                {t('projectDetail.toKanban')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('projectDetail.toMessagesOf', { name: project.name })}
                onClick={() => navigate(`/dashboard/messages?projectId=${project.id}`)}
              >
                {t('projectDetail.toMessages')}
              </Button>
            </StyledLinks>
          </Stack>
        )}
      </Card>

      <StyledLayout>
        <Stack gap="lg">
          <Card padding="lg" as="section" aria-labelledby="project-tasks">
            <Stack gap="sm">
              <Heading level={3} size="lg" id="project-tasks">
                {t('projectDetail.tasks', { count: tasks.length })}
              </Heading>
              {tasksQuery.isLoading ? (
                <LoadingState label={t('projects.loading')} rows={3} />
              ) : tasksQuery.isError ? (
                <ErrorState
                  message={t('kanban.loadError')}
                  retryLabel={t('common:actions.retry')}
                  onRetry={() => void tasksQuery.refetch()}
                  retrying={tasksQuery.isFetching}
                />
              ) : orderedTasks.length === 0 ? (
                <Text size="sm" muted>
                  {t('projectDetail.noTasks')}
                </Text>
              ) : (
                <StyledTaskList data-testid="project-tasks">
                  {orderedTasks.map((task: TaskView) => (
                    <li key={task.id}>
                      <button type="button" onClick={() => setOpenTaskId(task.id)}>
                        <span>{task.title}</span>
                        {!isClient && task.isClientVisible && <StyledEye aria-label={t('task.clientVisible')} />}
                        <StyledChip $tone={STATUS_TONE[task.status]}>{t(`task.status.${task.status}`)}</StyledChip>
                      </button>
                    </li>
                  ))}
                </StyledTaskList>
              )}
            </Stack>
          </Card>
          <Card padding="lg" as="section">
            <CommentThread
              target={{ kind: 'project', id: project.id }}
              defaultVisibility="internal"
              heading={t('projectDetail.comments')}
              headingLevel={3}
            />
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card padding="lg" as="section" aria-labelledby="project-team">
            <Stack gap="sm">
              <Heading level={3} size="lg" id="project-team">
                {t('projectDetail.team')}
              </Heading>
              {summary.teamMembers.length === 0 ? (
                <Text size="sm" muted>
                  {t('projectDetail.noTeam')}
                </Text>
              ) : (
                <Stack gap="sm" as="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="project-team">
                  {summary.teamMembers.map((member) => (
                    <Stack as="li" key={member.id} direction="horizontal" gap="sm" align="center">
                      <Avatar firstName={member.firstName} lastName={member.lastName} size="sm" decorative />
                      <Text size="sm">
                        {member.firstName} {member.lastName}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
          {canReport && <ProjectReport projectId={project.id} projectName={project.name} language={language} />}
        </Stack>
      </StyledLayout>

      <TaskModal taskId={openTaskId} onClose={() => setOpenTaskId(null)} />
      {canCreateTasks && (
        <AddTaskModal
          open={addOpen}
          onClose={() => setAddOpen(false)}
          projects={[project]}
          defaultProjectId={project.id}
        />
      )}
    </Stack>
  );
}

export default ProjectDetailPage;
