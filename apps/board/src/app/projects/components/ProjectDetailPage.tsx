import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import type { ProjectTemplateView, ProjectView } from '@taskflow/contracts';
import { isProjectReadyToComplete, projectTaskSummary } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { useLiveQueryOptions, useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import { Button, Card, LoadingState, Stack, StatePanel, Text, useToast } from '@taskflow/ui';
import { CommentThread } from '@taskflow/work-comments';
import { AddTaskModal } from '../../common/components/AddTaskModal';
import { QueryGate } from '../../common/components/QueryGate';
import { TaskModal } from '../../common/components/TaskModal';
import { useCanManageTemplates } from '../../common/hooks/useTemplateAccess';
import { useNow } from '../../common/hooks/useNow';
import { useProjectTasksQuery } from '../../common/state/tasks.api';
import { useProjectActions } from '../hooks/useProjectActions';
import { useProjectQuery } from '../state/projects.api';
import { ProjectEditForm } from './ProjectEditForm';
import { ProjectOverview } from './ProjectOverview';
import { ProjectBudget } from './ProjectBudget';
import { ProjectTimeSettingsForm } from './ProjectTimeSettingsForm';
import { ProjectReport } from './ProjectReport';
import { ProjectTaskList } from './ProjectTaskList';
import { ProjectTeam } from './ProjectTeam';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';

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

/** /dashboard/projects/{id}: a project's facts, team, tasks, comments and report (docs/screens-and-routes.md#board). */
export function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const projectQuery = useProjectQuery(projectId, { refetchOnMountOrArgChange: true });
  const project = projectQuery.data;
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const canCreateTasks = user?.userType !== 'client' && permissions.has('canCreateTasks');
  const [addOpen, setAddOpen] = useState(false);

  usePageHeader({
    title: project?.name,
    breadcrumb: project?.name,
    action: canCreateTasks && project ? { label: t('kanban.newTask'), onClick: () => setAddOpen(true) } : undefined,
  });

  const back = (
    <Button variant="secondary" onClick={() => navigate('/dashboard/projects')}>
      {t('projects.back')}
    </Button>
  );
  return (
    <QueryGate
      query={projectQuery}
      keepData
      loading={<LoadingState label={t('projects.loading')} layout="cards" rows={3} />}
      notFound={
        <StatePanel
          title={t('projectDetail.notFoundTitle')}
          description={<Text muted>{t('projectDetail.notFound')}</Text>}
          action={<Button onClick={() => navigate('/dashboard/projects')}>{t('projects.back')}</Button>}
          data-testid="project-not-found"
        />
      }
      notFoundStatuses={[404, 400]}
      errorMessage={t('projects.loadError')}
      errorAction={back}
    >
      {(loaded) => (
        <ProjectDetail
          project={loaded}
          canCreateTasks={canCreateTasks}
          addOpen={addOpen}
          onAddClose={() => setAddOpen(false)}
        />
      )}
    </QueryGate>
  );
}

interface ProjectDetailProps {
  project: ProjectView;
  canCreateTasks: boolean;
  /** The add-task modal, opened by the page header's New task. */
  addOpen: boolean;
  onAddClose: () => void;
}

function ProjectDetail({ project, canCreateTasks, addOpen, onAddClose }: ProjectDetailProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const now = useNow();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const liveOptions = useLiveQueryOptions();
  const isClient = user?.userType === 'client';
  const canEdit = !isClient && permissions.has('canEditProjects');
  const canDelete = !isClient && permissions.has('canDeleteProjects');
  const canReport = !isClient && permissions.has('canAccessReports');
  const canSaveAsTemplate = useCanManageTemplates();
  const toast = useToast();
  const [savingAsTemplate, setSavingAsTemplate] = useState(false);
  const [savedTemplate, setSavedTemplate] = useState<ProjectTemplateView | null>(null);

  const tasksQuery = useProjectTasksQuery(project.id, liveOptions);
  useLiveRoom('project', project.id);
  const [editing, setEditing] = useState(false);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const tasks = useMemo(() => tasksQuery.data ?? [], [tasksQuery.data]);
  const summary = useMemo(() => projectTaskSummary(tasks), [tasks]);
  const actions = useProjectActions(summary.taskCount);
  const canComplete = canEdit && !editing && isProjectReadyToComplete(project, summary);

  return (
    <Stack gap="lg" data-testid="project-detail">
      <div>
        <Button variant="ghost" size="sm" onClick={() => navigate('/dashboard/projects')}>
          ← {t('projects.back')}
        </Button>
      </div>
      <Card padding="xl" as="section" aria-labelledby="project-name">
        {editing ? (
          <ProjectEditForm
            project={project}
            onDelete={canDelete ? () => actions.remove(project) : undefined}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ProjectOverview
            project={project}
            summary={summary}
            now={now}
            isClient={isClient}
            onComplete={canComplete ? () => actions.complete(project) : undefined}
            onEdit={canEdit ? () => setEditing(true) : undefined}
            onSaveAsTemplate={canSaveAsTemplate ? () => setSavingAsTemplate(true) : undefined}
          />
        )}
      </Card>
      {savedTemplate && (
        <Text role="status" data-testid="saved-template">
          {t('templates.saveAs.savedAs')}{' '}
          <Link to={`/dashboard/projects/templates/${encodeURIComponent(savedTemplate.id)}`}>{savedTemplate.name}</Link>
        </Text>
      )}

      <StyledLayout>
        <Stack gap="lg">
          <ProjectTaskList query={tasksQuery} isClient={isClient} onOpen={setOpenTaskId} />
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
          <ProjectTeam members={summary.teamMembers} />
          <ProjectBudget projectId={project.id} isClient={isClient} />
          {user?.userType === 'admin' && <ProjectTimeSettingsForm projectId={project.id} />}
          {canReport && <ProjectReport projectId={project.id} projectName={project.name} language={language} />}
        </Stack>
      </StyledLayout>

      {canSaveAsTemplate && savingAsTemplate && (
        <SaveAsTemplateDialog
          open
          projectId={project.id}
          projectName={project.name}
          onClose={() => setSavingAsTemplate(false)}
          onSaved={(template) => {
            setSavingAsTemplate(false);
            setSavedTemplate(template);
            toast.success(t('templates.saveAs.saved', { name: template.name }));
          }}
        />
      )}
      <TaskModal taskId={openTaskId} onClose={() => setOpenTaskId(null)} />
      {canCreateTasks && (
        <AddTaskModal open={addOpen} onClose={onAddClose} projects={[project]} defaultProjectId={project.id} />
      )}
    </Stack>
  );
}

export default ProjectDetailPage;
