import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { usePageHeader } from '@taskflow/app-providers';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import {
  EmptyState,
  ErrorState,
  FilterBanner,
  LoadingState,
  SearchField,
  StatePanel,
  matchesQuery,
} from '@taskflow/ui';
import { LiveIndicator } from '../../messages/components/LiveIndicator';
import {
  StyledPaneBox,
  StyledResetLink,
  StyledScrollArea,
  StyledSidebar,
  StyledSidebarHeader,
  StyledSplit,
} from '../../messages/components/SplitLayout';
import { useGetCommentOverviewQuery } from '../state/project-comments.api';
import { projectSearchText, sortProjectsForMessages } from '../utils/sort-projects';
import { CommentArea } from './CommentArea';
import { ProjectSidebarItem, type CommentThreadTarget } from './ProjectSidebarItem';

const StyledProjects = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/**
 * Project comments: the projects the user may see (unread first, then by name) with their "project
 * messages" and tasks, beside the chosen thread. `?customerId=` shows that customer's projects and opens
 * the first; `?projectId=` shows and opens that project and names it in the title.
 */
export function ProjectCommentsTab() {
  const { t } = useTranslation('messages');
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId');
  const projectId = params.get('projectId');
  const overview = useGetCommentOverviewQuery(undefined, useLiveQueryOptions());
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<CommentThreadTarget | null>(null);
  const autoSelected = useRef<string | null>(null);

  const sorted = useMemo(() => sortProjectsForMessages(overview.data?.projects ?? []), [overview.data]);
  const filtered = useMemo(
    () =>
      sorted.filter(
        (entry) =>
          (!customerId || entry.project.clientCompany?.id === customerId) &&
          (!projectId || entry.project.id === projectId),
      ),
    [sorted, customerId, projectId],
  );
  const shown = filtered.filter((entry) => matchesQuery(query, projectSearchText(entry)));
  const filterKey = `${customerId ?? ''}|${projectId ?? ''}`;

  // The customer's first project, or the project of the link, opens once its list has loaded.
  useEffect(() => {
    if (!overview.data || (!customerId && !projectId) || autoSelected.current === filterKey) return;
    autoSelected.current = filterKey;
    const first = filtered[0];
    if (!first) return;
    setExpanded((current) => new Set([...current, first.project.id]));
    setSelected(
      first.projectComments ? { kind: 'project', projectId: first.project.id, projectName: first.project.name } : null,
    );
  }, [overview.data, customerId, projectId, filterKey, filtered]);

  const linkedProject = projectId ? sorted.find((entry) => entry.project.id === projectId) : undefined;
  usePageHeader({ title: linkedProject ? `${t('title')} · ${linkedProject.project.name}` : undefined });

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clearFilter = () => {
    const next = new URLSearchParams(params);
    next.delete('customerId');
    next.delete('projectId');
    setParams(next, { replace: true });
  };
  const customerName = customerId
    ? sorted.find((entry) => entry.project.clientCompany?.id === customerId)?.project.clientCompany?.name
    : undefined;

  return (
    <StyledSplit $showPane={Boolean(selected)}>
      <StyledSidebar aria-label={t('comments.projects')}>
        <StyledSidebarHeader>
          <h2>{t('comments.projects')}</h2>
          <LiveIndicator />
        </StyledSidebarHeader>
        {customerId || projectId ? (
          <FilterBanner clearLabel={t('comments.clearFilter')} onClear={clearFilter}>
            {projectId
              ? t('comments.filteredByProject', { name: linkedProject?.project.name ?? t('comments.unknownProject') })
              : t('comments.filteredByCustomer', { name: customerName ?? t('comments.unknownCustomer') })}
          </FilterBanner>
        ) : null}
        <SearchField
          label={t('comments.search')}
          placeholder={t('comments.searchHint')}
          value={query}
          onChange={setQuery}
        />
        <StyledScrollArea>
          {overview.isLoading ? (
            <LoadingState label={t('comments.loadingProjects')} rows={4} />
          ) : overview.isError && !overview.data ? (
            <ErrorState
              message={t('errors.loadFailed')}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void overview.refetch()}
            />
          ) : filtered.length === 0 ? (
            <EmptyState message={t(customerId || projectId ? 'comments.noFilteredProjects' : 'comments.noProjects')} />
          ) : shown.length === 0 ? (
            <StatePanel
              title={t('comments.noMatches')}
              action={<StyledResetLink onClick={() => setQuery('')}>{t('resetSearch')}</StyledResetLink>}
            />
          ) : (
            <StyledProjects>
              {shown.map((entry) => (
                <ProjectSidebarItem
                  key={entry.project.id}
                  entry={entry}
                  open={expanded.has(entry.project.id)}
                  onToggle={() => toggle(entry.project.id)}
                  selected={selected}
                  onSelect={setSelected}
                  showClientVisibility={user?.userType !== 'client'}
                />
              ))}
            </StyledProjects>
          )}
        </StyledScrollArea>
      </StyledSidebar>

      <StyledPaneBox>
        {selected ? (
          <CommentArea key={threadKey(selected)} target={selected} onBack={() => setSelected(null)} />
        ) : (
          <StatePanel title={t('comments.noneSelected')} description={t('comments.noneSelectedText')} />
        )}
      </StyledPaneBox>
    </StyledSplit>
  );
}

function threadKey(target: CommentThreadTarget): string {
  return target.kind === 'task' ? `task:${target.taskId}` : `project:${target.projectId}`;
}
