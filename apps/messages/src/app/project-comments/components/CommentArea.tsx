import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLiveRoom } from '@taskflow/realtime';
import { Button } from '@taskflow/ui';
import { CommentThread } from '@taskflow/work-comments';
import { useStickToBottom } from '../../messages/hooks/use-stick-to-bottom';
import type { CommentThreadTarget } from './ProjectSidebarItem';

const StyledArea = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: 0;
  height: 100%;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledTitle = styled.div`
  flex: 1;
  min-width: 12rem;
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledBack = styled(Button)`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledThread = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export interface CommentAreaProps {
  target: CommentThreadTarget;
  onBack: () => void;
}

/** The chosen thread with links to the task on the board and to the project. */
export function CommentArea({ target, onBack }: CommentAreaProps) {
  const { t } = useTranslation('messages');
  // The project's room brings its new comments and read marks (task comments too) while it is open.
  useLiveRoom('project', target.projectId);
  const threadRef = useRef<HTMLDivElement>(null);
  useStickToBottom(threadRef);
  const taskLink =
    target.kind === 'task'
      ? `/dashboard/kanban?projectId=${encodeURIComponent(target.projectId)}&taskId=${encodeURIComponent(target.taskId)}`
      : null;
  return (
    <StyledArea
      aria-label={
        target.kind === 'task' ? target.taskTitle : t('comments.projectMessagesOf', { name: target.projectName })
      }
    >
      <StyledHeader>
        <StyledBack variant="ghost" size="sm" onClick={onBack}>
          {t('direct.back')}
        </StyledBack>
        <StyledTitle>
          <h2>{target.kind === 'task' ? target.taskTitle : t('comments.projectMessages')}</h2>
          <p>{target.projectName}</p>
        </StyledTitle>
        <StyledLinks>
          {taskLink ? <StyledLink to={taskLink}>{t('comments.viewTask')}</StyledLink> : null}
          <StyledLink to={`/dashboard/projects/${encodeURIComponent(target.projectId)}`}>
            {t('comments.viewProject')}
          </StyledLink>
        </StyledLinks>
      </StyledHeader>
      <StyledThread ref={threadRef} data-testid="comment-thread-area">
        {/* Comments written here are client-visible unless a team member chooses internal (docs/roles-and-permissions.md#client-contact-of-a-customer). */}
        <CommentThread
          target={
            target.kind === 'task' ? { kind: 'task', id: target.taskId } : { kind: 'project', id: target.projectId }
          }
          defaultVisibility="client"
          emptyText={t('comments.emptyThread')}
        />
      </StyledThread>
    </StyledArea>
  );
}
