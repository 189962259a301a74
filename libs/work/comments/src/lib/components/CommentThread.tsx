import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser } from '@taskflow/auth';
import { messagePreview } from '@taskflow/domain';
import { useLiveQueryOptions, useLiveRoom } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { EmptyState, ErrorState, Heading, LoadingState, useAnnounce, type HeadingLevel } from '@taskflow/ui';
import { COMMENTS_NAMESPACE } from '../comments-texts';
import { useNow } from '../hooks/use-now';
import { useThreadReadMarks } from '../hooks/use-thread-read-marks';
import { useClientPortalSettingsQuery, useCommentThreadQuery } from '../state/comments.api';
import { authorName } from '../utils/author';
import { readSideOf, type CommentTarget, type CommentView, type CommentVisibility } from '../utils/comment-target';
import { ClientCommentsOffNote, CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { StyledCommentList, StyledCommentThread, StyledNote } from './CommentThread.styles';

export interface CommentThreadProps {
  /** The task or project whose comments these are. */
  target: CommentTarget;
  /**
   * The visibility a team member's new comment starts with: 'internal' in the Kanban task modal, 'client' on the
   * messages page. Clients always write client-visible comments.
   */
  defaultVisibility: CommentVisibility;
  /** A visible heading above the thread (it also names the list); without it the list is named "Comments". */
  heading?: string;
  /** Default 2. */
  headingLevel?: HeadingLevel;
  /** Replaces the default empty-state sentence. */
  emptyText?: string;
}

/**
 * The comment thread of a task or project for the signed-in user: oldest first, live while mounted (the task's
 * or project's live room), read state per side (docs/roles-and-permissions.md#read-state-of-comments), and a composer for those who
 * may write.
 */
export function CommentThread({ target, defaultVisibility, heading, headingLevel = 2, emptyText }: CommentThreadProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const announce = useAnnounce();
  const user = useAppSelector(selectCurrentUser);
  const side = user ? readSideOf(user.userType) : null;
  const isTeam = side === 'team';
  const now = useNow();

  useLiveRoom(target.kind, user ? target.id : null);
  const liveOptions = useLiveQueryOptions();
  const thread = useCommentThreadQuery(
    { kind: target.kind, id: target.id, includeInternal: isTeam },
    { ...liveOptions, skip: !user },
  );
  const portal = useClientPortalSettingsQuery(undefined, { skip: !user || isTeam });

  const announceArrivals = useCallback(
    (arrived: CommentView[]) => {
      for (const comment of arrived) {
        if (comment.userId === user?.id) continue;
        announce(
          t('thread.newComment', {
            author: authorName(comment) ?? t('thread.unknownAuthor'),
            content: messagePreview(comment.content),
          }),
        );
      }
    },
    [announce, t, user?.id],
  );
  // currentData, not data: after a switch to another thread the previous one's comments must not count as this one's.
  const comments = thread.currentData;
  const freshIds = useThreadReadMarks(target, side, comments, { onArrival: announceArrivals });

  const headingId = useId();
  const listLabel = heading ?? t('thread.label');
  const headingNode = heading ? (
    <Heading level={headingLevel} id={headingId}>
      {heading}
    </Heading>
  ) : null;
  const sectionName = heading ? { 'aria-labelledby': headingId } : { 'aria-label': listLabel };

  if (!user) {
    return (
      <StyledCommentThread {...sectionName}>
        {headingNode}
        <StyledNote $tone="error" role="alert">
          {t('composer.notAuthenticated')}
        </StyledNote>
      </StyledCommentThread>
    );
  }

  // A client writes only while the agency allows client comments: no composer until that is known. Should the
  // settings not load, the composer shows and the server decides (its refusal brings the note).
  const mayWrite = isTeam || portal.data?.allowClientComments === true || (!portal.data && portal.isError);
  const clientCommentsOff = !isTeam && portal.data?.allowClientComments === false;

  return (
    <StyledCommentThread {...sectionName}>
      {headingNode}
      {comments === undefined && thread.isError ? (
        <ErrorState
          message={t('thread.loadError')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
        />
      ) : comments === undefined ? (
        <LoadingState label={t('thread.loading')} rows={3} />
      ) : comments.length === 0 ? (
        <EmptyState message={emptyText ?? t('thread.empty')} />
      ) : (
        <StyledCommentList aria-label={listLabel}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              target={target}
              viewer={{ id: user.id, userType: user.userType, mayComment: mayWrite }}
              isFresh={freshIds.has(comment.id)}
              now={now}
            />
          ))}
        </StyledCommentList>
      )}
      {mayWrite ? (
        <CommentComposer
          key={`${target.kind}:${target.id}`}
          target={target}
          canChooseVisibility={isTeam}
          defaultVisibility={isTeam ? defaultVisibility : 'client'}
          onClientCommentsOff={() => void portal.refetch()}
        />
      ) : clientCommentsOff ? (
        <ClientCommentsOffNote />
      ) : null}
    </StyledCommentThread>
  );
}
