import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import type { ProjectView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Button,
  EmptyState,
  FilterBanner,
  Heading,
  LoadingState,
  SelectField,
  Stack,
  ToolbarItem,
  useConfirm,
  usePersistentViewMode,
  useToast,
} from '@taskflow/ui';
import { useCanManageTemplates } from '../../common/hooks/useTemplateAccess';
import { useProjectProgressQuery } from '../../common/state/project-progress.api';
import { QueryGate } from '../../common/components/QueryGate';
import { ListToolbar } from '../../common/components/ListToolbar';
import { useNow } from '../../common/hooks/useNow';
import { useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useDeleteProjectMutation, useProjectFormCompaniesQuery } from '../state/projects.api';
import { arrangeProjects, type ProjectFilter, type ProjectSort } from '../utils/project-list';
import { ProjectCard } from './ProjectCard';

const StyledGrid = styled.ul<{ $layout: 'list' | 'grid' }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'grid' ? 'repeat(auto-fill, minmax(280px, 1fr))' : '1fr')};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /dashboard/projects (query customerId): the project list (docs/screens-and-routes.md#board). */
export function ProjectsPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const isClient = user?.userType === 'client';
  const canCreate = !isClient && permissions.has('canCreateProjects');
  const canDelete = !isClient && permissions.has('canDeleteProjects');
  const customerId = params.get('customerId');
  const canUseTemplates = useCanManageTemplates();

  const projects = useBoardProjectsQuery(undefined, { refetchOnMountOrArgChange: true });
  const progress = useProjectProgressQuery(undefined, { refetchOnMountOrArgChange: true });
  const companies = useProjectFormCompaniesQuery(undefined, { skip: !customerId });
  const [deleteProject] = useDeleteProjectMutation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const [sort, setSort] = useState<ProjectSort>('name');
  const [view, setView] = usePersistentViewMode('projects');

  const addPath = customerId ? `/dashboard/projects/add?clientId=${customerId}` : '/dashboard/projects/add';
  usePageHeader({ action: canCreate ? { label: t('projects.new'), onClick: () => navigate(addPath) } : undefined });

  const sections = useMemo(
    () => arrangeProjects(projects.data ?? [], { search, filter, sort, customerId }),
    [projects.data, search, filter, sort, customerId],
  );
  const progressOf = useMemo(
    () => new Map((progress.data ?? []).map((entry) => [entry.projectId, entry])),
    [progress.data],
  );
  const customerName =
    companies.data?.find((company) => company.id === customerId)?.name ??
    projects.data?.find((project) => project.clientCompanyId === customerId)?.clientCompany.name ??
    '';

  const clearCustomer = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('customerId');
        return next;
      },
      { replace: true },
    );

  const askDelete = (project: ProjectView) => {
    const taskCount = progressOf.get(project.id)?.taskCount ?? 0;
    void confirm({
      title: t('projects.deleteTitle', { name: project.name }),
      message: t('projects.deleteMessage', { count: taskCount }),
      confirmLabel: t('projects.deleteConfirm'),
      errorMessage: t('projects.deleteError'),
      action: () => deleteProject(project.id).unwrap(),
    })
      .then((done) => {
        if (done) toast.success(t('projects.deleted', { name: project.name }));
      })
      .catch(() => undefined);
  };

  const renderSection = (key: 'active' | 'completed', items: ProjectView[]) => (
    <Stack gap="sm" as="section" aria-labelledby={`projects-${key}`} data-testid={`projects-${key}`}>
      <Heading level={2} size="lg" id={`projects-${key}`}>
        {t(`projects.sections.${key}`, { count: items.length })}
      </Heading>
      {items.length === 0 ? null : (
        <StyledGrid $layout={view}>
          {items.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                taskCount={progressOf.get(project.id)?.taskCount ?? 0}
                completedTasks={progressOf.get(project.id)?.completedTasks ?? 0}
                now={now}
                language={language}
                layout={view}
                sharedTasksOnly={isClient}
                onTasks={() => navigate(`/dashboard/tasks?projectId=${project.id}`)}
                onDelete={canDelete ? () => askDelete(project) : undefined}
              />
            </li>
          ))}
        </StyledGrid>
      )}
    </Stack>
  );

  const list = (all: NonNullable<typeof projects.data>) => {
    if (all.length === 0)
      return (
        <EmptyState
          message={isClient ? t('projects.emptyClient') : t('projects.empty')}
          action={
            canCreate ? <Button onClick={() => navigate(addPath)}>{t('projects.createFirst')}</Button> : undefined
          }
        />
      );
    if (sections.active.length + sections.completed.length === 0)
      return (
        <EmptyState
          message={customerId && !search ? t('projects.emptyCustomer') : t('projects.noMatches')}
          action={
            canCreate && customerId ? (
              <Button onClick={() => navigate(addPath)}>{t('projects.createFirst')}</Button>
            ) : undefined
          }
        />
      );
    return (
      <>
        {filter !== 'completed' && renderSection('active', sections.active)}
        {filter !== 'active' && renderSection('completed', sections.completed)}
      </>
    );
  };

  return (
    <Stack gap="lg" data-testid="projects-page">
      {canUseTemplates && (
        <Stack direction="horizontal" justify="end">
          <Button variant="secondary" size="sm" onClick={() => navigate('/dashboard/projects/templates')}>
            {t('templates.title')}
          </Button>
        </Stack>
      )}
      {customerId && (
        <FilterBanner clearLabel={t('projects.clearCustomer')} onClear={clearCustomer}>
          {t('projects.customerBanner', { name: customerName || '…' })}
        </FilterBanner>
      )}
      <ListToolbar
        label={t('projects.toolbar')}
        search={{ label: t('projects.search'), placeholder: t('projects.search'), value: search, onChange: setSearch }}
        searchMinWidth="220px"
        view={{
          value: view,
          onChange: setView,
          label: t('projects.view'),
          listLabel: t('projects.viewList'),
          gridLabel: t('projects.viewGrid'),
        }}
      >
        <ToolbarItem minWidth="150px">
          <SelectField
            label={t('projects.filterLabel')}
            hideLabel
            value={filter}
            onChange={(event) => setFilter(event.target.value as ProjectFilter)}
            options={(['all', 'active', 'completed'] as const).map((value) => ({
              value,
              label: t(`projects.filter.${value}`),
            }))}
          />
        </ToolbarItem>
        <ToolbarItem minWidth="170px">
          <SelectField
            label={t('projects.sortLabel')}
            hideLabel
            value={sort}
            onChange={(event) => setSort(event.target.value as ProjectSort)}
            options={(['name', 'status'] as const).map((value) => ({ value, label: t(`projects.sort.${value}`) }))}
          />
        </ToolbarItem>
      </ListToolbar>
      <QueryGate
        query={projects}
        loading={<LoadingState label={t('projects.loading')} layout="cards" />}
        errorMessage={t('projects.loadError')}
      >
        {list}
      </QueryGate>
    </Stack>
  );
}

export default ProjectsPage;
