import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import { DASHBOARD_ACTIVITY_ITEMS, DASHBOARD_NEWEST_PROJECTS } from '@taskflow/contracts';
import { formatRelativeTime, localDay, projectProgress } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import { Avatar, Card, ErrorState, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { useClientPortalSettingsQuery, useUnreadCommentCountQuery } from '@taskflow/work-comments';
import { ProjectStateChip } from '../../common/components/ProjectStateChip';
import { useAllTasksQuery, useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useNow } from '../../common/hooks/useNow';
import { useProjectProgressQuery } from '../../common/state/project-progress.api';
import {
  useDashboardSummaryQuery,
  useDashboardUnreadMessagesQuery,
  useRecentActivityQuery,
} from '../state/dashboard.api';
import { ClientApprovals, tasksAwaitingApproval } from './ClientApprovals';
import { StyledList, StyledSectionHead } from './DashboardSection.styles';

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    order: -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.xl};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > * {
    height: 100%;
  }
  &:hover > * {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFigure = styled.span<{ $tone?: 'error' | 'success' }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.successStrong : theme.colors.text};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledRowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  color: inherit;
  text-decoration: none;
  min-width: 0;
  &:hover strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledRowText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface FigureCardProps {
  to: string;
  label: string;
  value: string | number;
  hint?: string;
  tone?: 'error' | 'success';
  testId: string;
}

function FigureCard({ to, label, value, hint, tone, testId }: FigureCardProps) {
  return (
    <li>
      <StyledCardLink to={to} data-testid={testId}>
        <Card padding="lg" interactive>
          <Stack gap="xs">
            <Text size="sm" muted>
              {label}
            </Text>
            <StyledFigure $tone={tone} data-testid={`${testId}-value`}>
              {value}
            </StyledFigure>
            {hint && (
              <Text size="xs" muted>
                {hint}
              </Text>
            )}
          </Stack>
        </Card>
      </StyledCardLink>
    </li>
  );
}

/** Keeps the page in one project's live room (task changes of the project reach the cached task lists). */
function ProjectRoom({ projectId }: { projectId: string }) {
  useLiveRoom('project', projectId);
  return null;
}

/**
 * /dashboard: what the signed-in user may see at a glance (document 1 §2 Dashboard). A client's dashboard is their
 * portal: their company's projects with progress, the tasks waiting for their approval (live, through the rooms of
 * their projects) and the latest comments they may read.
 */

/** How often an open dashboard reads its figures, projects and feed again (other people's work changes them). */
export const DASHBOARD_REFRESH_MS = 60_000;
/** Read on every visit, again every minute while the tab is in front, and when the tab comes back to the front. */
const REFRESHED = {
  refetchOnMountOrArgChange: true,
  pollingInterval: DASHBOARD_REFRESH_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;

export function DashboardPage() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const now = useNow();
  const today = localDay(now);
  const isClient = user?.userType === 'client';

  const summary = useDashboardSummaryQuery(today, REFRESHED);
  const projects = useBoardProjectsQuery(undefined, REFRESHED);
  const progress = useProjectProgressQuery(undefined, REFRESHED);
  const activity = useRecentActivityQuery({ limit: DASHBOARD_ACTIVITY_ITEMS, language }, REFRESHED);
  const unreadMessages = useDashboardUnreadMessagesQuery(undefined, { skip: !user });
  const unreadComments = useUnreadCommentCountQuery(undefined, { skip: !user });
  const clientTasks = useAllTasksQuery(undefined, { skip: !isClient, refetchOnMountOrArgChange: true });
  const portalRules = useClientPortalSettingsQuery(undefined, { skip: !isClient });
  const approvalsEnabled = portalRules.data?.requireApprovalForUpdates !== false;

  const canCreate = !isClient && permissions.has('canCreateProjects');
  usePageHeader({
    action: canCreate
      ? { label: t('dashboard.newProject'), onClick: () => navigate('/dashboard/projects/add') }
      : undefined,
  });

  const newest = useMemo(
    () =>
      [...(projects.data ?? [])]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, DASHBOARD_NEWEST_PROJECTS),
    [projects.data],
  );
  const progressOf = useMemo(
    () => new Map((progress.data ?? []).map((entry) => [entry.projectId, entry])),
    [progress.data],
  );

  if (summary.isLoading || projects.isLoading)
    return <LoadingState label={t('dashboard.loading')} layout="cards" rows={4} />;
  if (summary.isError || projects.isError || !summary.data)
    return (
      <ErrorState
        message={t('dashboard.loadError')}
        retryLabel={t('common:actions.retry')}
        retrying={summary.isFetching || projects.isFetching}
        onRetry={() => {
          void summary.refetch();
          void projects.refetch();
        }}
      />
    );

  const figures = summary.data;
  const newMessages = (unreadMessages.data ?? 0) + (unreadComments.data ?? 0);
  const satisfaction = figures.satisfaction;
  const decided = satisfaction.approved + satisfaction.rejected;
  // The live list when it is there (the summary is read once per visit).
  const awaitingApproval = clientTasks.data ? tasksAwaitingApproval(clientTasks.data).length : figures.awaitingApproval;

  return (
    <Stack gap="xl" data-testid="dashboard-page">
      {isClient && (projects.data ?? []).map((project) => <ProjectRoom key={project.id} projectId={project.id} />)}
      <Card padding="xl">
        <Stack gap="md">
          <Heading level={2}>
            {user?.firstName ? t('dashboard.welcomeName', { name: user.firstName }) : t('dashboard.welcome')}
          </Heading>
          <StyledFigures aria-label={t('dashboard.figures')}>
            <div>
              <dt>{t('dashboard.activeProjects', { count: figures.activeProjects })}</dt>
              <dd data-testid="figure-active-projects">{figures.activeProjects}</dd>
            </div>
            <div>
              <dt>{t('dashboard.openTasks', { count: figures.openTasks })}</dt>
              <dd data-testid="figure-open-tasks">{figures.openTasks}</dd>
            </div>
            {isClient ? null : (
              <div>
                <dt>{t('dashboard.customers', { count: figures.customers })}</dt>
                <dd data-testid="figure-customers">{figures.customers}</dd>
              </div>
            )}
          </StyledFigures>
        </Stack>
      </Card>

      <StyledCards aria-label={t('dashboard.cards')}>
        <FigureCard
          to="/dashboard/messages"
          label={t('dashboard.newMessages')}
          value={newMessages}
          testId="card-messages"
        />
        <FigureCard
          to="/dashboard/tasks"
          label={t('dashboard.completedTasks')}
          value={figures.completedTasks}
          tone="success"
          testId="card-completed"
        />
        <FigureCard
          to="/dashboard/tasks"
          label={t('dashboard.overdueTasks')}
          value={figures.overdueTasks}
          tone={figures.overdueTasks > 0 ? 'error' : undefined}
          testId="card-overdue"
        />
        {isClient ? (
          <FigureCard
            to="/dashboard/tasks"
            label={t('dashboard.awaitingApproval')}
            value={awaitingApproval}
            testId="card-approval"
          />
        ) : (
          <FigureCard
            to="/dashboard/tasks"
            label={t('dashboard.satisfaction')}
            value={satisfaction.percent === null ? '–' : `${satisfaction.percent} %`}
            hint={
              decided === 0
                ? t('dashboard.satisfactionNone', { days: satisfaction.periodDays })
                : t('dashboard.satisfactionHint', {
                    approved: satisfaction.approved,
                    count: decided,
                    days: satisfaction.periodDays,
                  })
            }
            testId="card-satisfaction"
          />
        )}
      </StyledCards>

      {isClient && approvalsEnabled ? (
        <ClientApprovals
          tasks={clientTasks.data}
          isLoading={clientTasks.isLoading}
          isError={clientTasks.isError}
          onRetry={() => void clientTasks.refetch()}
        />
      ) : null}

      <StyledColumns>
        <Card padding="lg" as="section" aria-labelledby="dashboard-projects">
          <StyledSectionHead>
            <Heading level={3} size="lg" id="dashboard-projects">
              {isClient ? t('dashboard.yourProjects') : t('dashboard.newestProjects')}
            </Heading>
            <Link to="/dashboard/projects">{t('dashboard.allProjects')}</Link>
          </StyledSectionHead>
          {newest.length === 0 ? (
            <Text muted size="sm">
              {isClient ? t('dashboard.noProjectsClient') : t('dashboard.noProjects')}
            </Text>
          ) : (
            <StyledList data-testid="dashboard-projects">
              {newest.map((project) => {
                const entry = progressOf.get(project.id);
                const percent = projectProgress(entry?.taskCount ?? 0, entry?.completedTasks ?? 0);
                return (
                  <li key={project.id}>
                    <StyledRowLink to={`/dashboard/projects/${project.id}`}>
                      <StyledRowText>
                        <strong>{project.name}</strong>
                        <span>
                          {project.clientCompany.name} ·{' '}
                          {t(isClient ? 'projects.progressShared' : 'projects.progress', { percent })}
                        </span>
                      </StyledRowText>
                      <ProjectStateChip project={project} now={now} variant="dashboard" />
                    </StyledRowLink>
                  </li>
                );
              })}
            </StyledList>
          )}
        </Card>

        <Card padding="lg" as="section" aria-labelledby="dashboard-activity">
          <StyledSectionHead>
            <Heading level={3} size="lg" id="dashboard-activity">
              {isClient ? t('dashboard.latestComments') : t('dashboard.activity')}
            </Heading>
            <Link to="/dashboard/messages">{t('dashboard.toMessages')}</Link>
          </StyledSectionHead>
          {activity.isError ? (
            <Text muted size="sm">
              {t('dashboard.activityError')}
            </Text>
          ) : (activity.data ?? []).length === 0 ? (
            <Text muted size="sm">
              {activity.isLoading
                ? t('dashboard.loading')
                : isClient
                  ? t('dashboard.noComments')
                  : t('dashboard.noActivity')}
            </Text>
          ) : (
            <StyledList data-testid="dashboard-activity">
              {(activity.data ?? []).map((item) => (
                <li key={item.id}>
                  <StyledRowLink
                    to={
                      item.relatedTo.type === 'task'
                        ? `/dashboard/kanban?projectId=${item.relatedTo.projectId}&taskId=${item.relatedTo.id}`
                        : `/dashboard/projects/${item.relatedTo.id}`
                    }
                  >
                    <Avatar name={item.author.name} size="sm" decorative />
                    <StyledRowText>
                      <strong>{item.content}</strong>
                      <span>
                        {t(item.author.type === 'client' ? 'dashboard.activityByClient' : 'dashboard.activityBy', {
                          name: item.author.name,
                          title: item.relatedTo.title,
                        })}{' '}
                        · {formatRelativeTime(item.timestamp, now, language)}
                      </span>
                    </StyledRowText>
                  </StyledRowLink>
                </li>
              ))}
            </StyledList>
          )}
        </Card>
      </StyledColumns>
    </Stack>
  );
}

export default DashboardPage;
