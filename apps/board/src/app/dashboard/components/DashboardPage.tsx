import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import { DASHBOARD_ACTIVITY_ITEMS, DASHBOARD_NEWEST_PROJECTS } from '@taskflow/contracts';
import { localDay } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { useLiveRoom } from '@taskflow/realtime';
import { usePermissions, type RootState } from '@taskflow/store';
import { LoadingState, Stack } from '@taskflow/ui';
import { useClientPortalSettingsQuery, useUnreadCommentCountQuery } from '@taskflow/work-comments';
import { QueryGate } from '../../common/components/QueryGate';
import { useAllTasksQuery, useBoardProjectsQuery } from '../../common/state/tasks.api';
import { useNow } from '../../common/hooks/useNow';
import { useProjectProgressQuery } from '../../common/state/project-progress.api';
import {
  useDashboardSummaryQuery,
  useDashboardUnreadMessagesQuery,
  useRecentActivityQuery,
} from '../state/dashboard.api';
import { ClientApprovals, tasksAwaitingApproval } from './ClientApprovals';
import { DashboardCards } from './DashboardCards';
import { DashboardWelcome } from './DashboardWelcome';
import { NewestProjects } from './NewestProjects';
import { RecentActivity } from './RecentActivity';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Keeps the page in one project's live room (task changes of the project reach the cached task lists). */
function ProjectRoom({ projectId }: { projectId: string }) {
  useLiveRoom('project', projectId);
  return null;
}

/** How often an open dashboard reads its figures, projects and feed again (other people's work changes them). */
export const DASHBOARD_REFRESH_MS = 60_000;
/** A visit within this many seconds of the last read shows that read (e.g. the one started with the app). */
const FRESH_FOR_SECONDS = 10;
/**
 * Read on every visit (unless read just before: the start-up's prefetch, board-routes' prefetchData), again every
 * minute while the tab is in front, and when the tab comes back to the front.
 */
const REFRESHED = {
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  pollingInterval: DASHBOARD_REFRESH_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;

/**
 * /dashboard: what the signed-in user may see at a glance (docs/screens-and-routes.md#board). A client's dashboard is their
 * portal: their company's projects with progress, the tasks waiting for their approval (live, through the rooms of
 * their projects) and the latest comments they may read.
 */
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

  // The page stands on the figures and the projects: while either is read the first time it loads, when either
  // fails it offers to read both again.
  const gate = {
    data: summary.data,
    isLoading: summary.isLoading || projects.isLoading,
    isFetching: summary.isFetching || projects.isFetching,
    isError: summary.isError || projects.isError,
    refetch: () => {
      void summary.refetch();
      void projects.refetch();
    },
  };

  return (
    <QueryGate
      query={gate}
      loading={<LoadingState label={t('dashboard.loading')} layout="cards" rows={4} />}
      errorMessage={t('dashboard.loadError')}
    >
      {(figures) => (
        <Stack gap="xl" data-testid="dashboard-page">
          {isClient && (projects.data ?? []).map((project) => <ProjectRoom key={project.id} projectId={project.id} />)}
          <DashboardWelcome firstName={user?.firstName} figures={figures} isClient={isClient} />
          <DashboardCards
            figures={figures}
            newMessages={(unreadMessages.data ?? 0) + (unreadComments.data ?? 0)}
            isClient={isClient}
            // The live list when it is there (the summary is read once per visit).
            awaitingApproval={
              clientTasks.data ? tasksAwaitingApproval(clientTasks.data).length : figures.awaitingApproval
            }
          />
          {isClient && approvalsEnabled ? (
            <ClientApprovals
              tasks={clientTasks.data}
              isLoading={clientTasks.isLoading}
              isError={clientTasks.isError}
              onRetry={() => void clientTasks.refetch()}
            />
          ) : null}
          <StyledColumns>
            <NewestProjects projects={newest} progressOf={progressOf} now={now} isClient={isClient} />
            <RecentActivity activity={activity} now={now} isClient={isClient} />
          </StyledColumns>
        </Stack>
      )}
    </QueryGate>
  );
}

export default DashboardPage;
