import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CommentCounts, ProjectCommentOverview } from '@taskflow/contracts';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { Badge, Button, EyeIcon, LoadingState, StyledBadge, VisuallyHidden } from '@taskflow/ui';
import { useGetProjectCommentDetailQuery } from '../state/project-comments.api';

/** What the chat area shows: a project's own messages, or one of its tasks' comments. */
export type CommentThreadTarget =
  | { kind: 'project'; projectId: string; projectName: string }
  | { kind: 'task'; projectId: string; projectName: string; taskId: string; taskTitle: string };

export const StyledProjectItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledProjectButton = styled.button<{ $open: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $open }) => ($open ? theme.colors.surfaceMuted : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledProjectText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledThreads = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  margin-left: ${({ theme }) => theme.space.sm};
`;

const StyledThreadButton = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryActive : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySubtle : theme.colors.surfaceMuted)};
  }

  & > span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  ${StyledBadge} {
    flex: none;
  }
`;

const StyledCount = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const StyledNote = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEye = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export interface ProjectSidebarItemProps {
  entry: ProjectCommentOverview;
  open: boolean;
  onToggle: () => void;
  selected: CommentThreadTarget | null;
  onSelect: (target: CommentThreadTarget) => void;
  /** The team side sees which tasks clients can see. */
  showClientVisibility: boolean;
}

/** A project with its client, counts and unread badge; opened, its "project messages" entry and its tasks. */
export function ProjectSidebarItem({
  entry,
  open,
  onToggle,
  selected,
  onSelect,
  showClientVisibility,
}: ProjectSidebarItemProps) {
  const { t } = useTranslation('messages');
  const { project } = entry;
  const listId = `project-threads-${project.id}`;
  return (
    <StyledProjectItem data-testid="project-item">
      <StyledProjectButton type="button" $open={open} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        <StyledProjectText>
          <strong>{project.name}</strong>
          <span>{project.clientCompany?.name ?? t('comments.noClient')}</span>
          <span>
            {t('comments.projectMessageCount', { count: entry.projectComments?.total ?? 0 })} ·{' '}
            {t('comments.taskMessageCount', { count: entry.taskComments.total })}
          </span>
        </StyledProjectText>
        <Badge
          count={entry.unreadCount}
          label={t('unreadCount', { count: entry.unreadCount })}
          data-testid="project-unread"
        />
      </StyledProjectButton>
      {open ? (
        <ProjectThreads
          id={listId}
          entry={entry}
          selected={selected}
          onSelect={onSelect}
          showClientVisibility={showClientVisibility}
        />
      ) : null}
    </StyledProjectItem>
  );
}

function ProjectThreads({
  id,
  entry,
  selected,
  onSelect,
  showClientVisibility,
}: {
  id: string;
  entry: ProjectCommentOverview;
  selected: CommentThreadTarget | null;
  onSelect: (target: CommentThreadTarget) => void;
  showClientVisibility: boolean;
}) {
  const { t } = useTranslation('messages');
  const { project } = entry;
  const detail = useGetProjectCommentDetailQuery(project.id, useLiveQueryOptions());
  const projectThreadSelected = selected?.kind === 'project' && selected.projectId === project.id;
  const projectComments = detail.data?.overview.projectComments ?? entry.projectComments;
  return (
    <StyledThreads id={id} aria-label={t('comments.threadsOf', { name: project.name })}>
      {projectComments ? (
        <li>
          <StyledThreadButton
            type="button"
            $selected={projectThreadSelected}
            aria-current={projectThreadSelected ? 'true' : undefined}
            onClick={() => onSelect({ kind: 'project', projectId: project.id, projectName: project.name })}
          >
            <span>{t('comments.projectMessages')}</span>
            <ThreadCounts counts={projectComments} />
          </StyledThreadButton>
        </li>
      ) : null}
      {detail.isLoading ? (
        <StyledNote>
          <LoadingState label={t('comments.loadingTasks')} variant="spinner" />
        </StyledNote>
      ) : detail.isError && !detail.data ? (
        <StyledNote role="alert">
          {t('comments.tasksLoadFailed')}{' '}
          <Button size="sm" variant="ghost" onClick={() => void detail.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </StyledNote>
      ) : detail.data?.tasks.length === 0 ? (
        <StyledNote>{t('comments.noTasks')}</StyledNote>
      ) : (
        detail.data?.tasks.map((task) => {
          const isSelected = selected?.kind === 'task' && selected.taskId === task.id;
          return (
            <li key={task.id}>
              <StyledThreadButton
                type="button"
                $selected={isSelected}
                aria-current={isSelected ? 'true' : undefined}
                onClick={() =>
                  onSelect({
                    kind: 'task',
                    projectId: project.id,
                    projectName: project.name,
                    taskId: task.id,
                    taskTitle: task.title,
                  })
                }
              >
                <span>{task.title}</span>
                {showClientVisibility && task.isClientVisible ? (
                  <StyledEye title={t('comments.clientVisibleTask')}>
                    <EyeIcon />
                    <VisuallyHidden>{t('comments.clientVisibleTask')}</VisuallyHidden>
                  </StyledEye>
                ) : null}
                <ThreadCounts counts={task.comments} />
              </StyledThreadButton>
            </li>
          );
        })
      )}
    </StyledThreads>
  );
}

function ThreadCounts({ counts }: { counts: CommentCounts }) {
  const { t } = useTranslation('messages');
  return (
    <>
      <StyledCount aria-label={t('comments.messageCount', { count: counts.total })}>{counts.total}</StyledCount>
      <Badge count={counts.unread} label={t('unreadCount', { count: counts.unread })} />
    </>
  );
}
