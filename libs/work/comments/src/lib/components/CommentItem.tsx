import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@taskflow/contracts';
import { formatDateTime, formatRelativeTime, messagePreview } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { FileList } from '../files';
import {
  Avatar,
  Button,
  EyeIcon,
  Form,
  LockIcon,
  TextAreaField,
  VisuallyHidden,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import { COMMENTS_NAMESPACE } from '../comments-texts';
import { useDeleteCommentMutation, useUpdateCommentMutation } from '../state/comments.api';
import { authorName } from '../utils/author';
import { type CommentTarget, type CommentView } from '../utils/comment-target';
import { isSendShortcut } from '../utils/keyboard';
import {
  StyledAuthor,
  StyledCommentActions,
  StyledCommentBody,
  StyledCommentFooter,
  StyledCommentHeader,
  StyledCommentItem,
  StyledMeta,
  StyledTag,
} from './CommentThread.styles';

export interface CommentViewer {
  id: string;
  userType: UserType;
  /** Whether the viewer may write comments now (a client only while the agency allows client comments). */
  mayComment: boolean;
}

export interface CommentItemProps {
  comment: CommentView;
  target: CommentTarget;
  viewer: CommentViewer;
  /** It was unread for the viewer when it appeared in the open thread. */
  isFresh: boolean;
  now: Date;
}

/** One comment: author, time, visibility (team only), read marker, and edit / delete where the API allows. */
export function CommentItem({ comment, target, viewer, isFresh, now }: CommentItemProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const { language } = useLanguage();
  const headerId = useId();
  const isTeamViewer = viewer.userType !== 'client';
  const isOwn = comment.userId === viewer.id;
  const name = authorName(comment) ?? t('thread.unknownAuthor');
  const [editing, setEditing] = useState(false);
  // As the API allows: authors edit (clients only while they may comment), authors and admins delete.
  const canEdit = isOwn && (isTeamViewer || viewer.mayComment);
  const canDelete = isOwn || viewer.userType === 'admin';

  const seenMarker = !isOwn
    ? null
    : isTeamViewer
      ? !comment.isInternal && comment.isReadByClient
        ? t('thread.seenByClient')
        : null
      : comment.isReadByTeam
        ? t('thread.seenByTeam')
        : null;

  return (
    <StyledCommentItem $internal={comment.isInternal} aria-labelledby={headerId} data-comment-id={comment.id}>
      <Avatar
        firstName={comment.user?.firstName}
        lastName={comment.user?.lastName}
        name={comment.user ? undefined : name}
        size="md"
        decorative
      />
      <div>
        <StyledCommentHeader id={headerId}>
          <StyledAuthor>{name}</StyledAuthor>
          {isTeamViewer && comment.user?.userType === 'client' ? (
            <StyledTag $tone="neutral">{t('thread.clientAuthor')}</StyledTag>
          ) : null}
          <StyledMeta>
            <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt, language)}>
              {formatRelativeTime(comment.createdAt, now, language)}
            </time>
          </StyledMeta>
          {isTeamViewer && comment.isInternal ? (
            <StyledTag $tone="internal" title={t('thread.internalHint')}>
              <LockIcon />
              {t('thread.internal')}
            </StyledTag>
          ) : null}
          {isTeamViewer && !comment.isInternal ? (
            <StyledTag $tone="visible" title={t('thread.clientVisible')}>
              <EyeIcon />
              <VisuallyHidden>{t('thread.clientVisible')}</VisuallyHidden>
            </StyledTag>
          ) : null}
          {isFresh ? <StyledTag $tone="new">{t('thread.new')}</StyledTag> : null}
        </StyledCommentHeader>
        {editing ? (
          <CommentEditor comment={comment} target={target} onDone={() => setEditing(false)} />
        ) : comment.content ? (
          <StyledCommentBody text={comment.content} />
        ) : null}
        {comment.attachments?.length ? <FileList files={comment.attachments} /> : null}
        {!editing && (seenMarker || canEdit || canDelete) ? (
          <StyledCommentFooter>
            {seenMarker ? <StyledMeta>{seenMarker}</StyledMeta> : null}
            {canEdit || canDelete ? (
              <StyledCommentActions>
                {canEdit ? (
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    {t('actions.edit')}
                  </Button>
                ) : null}
                {canDelete ? <DeleteButton comment={comment} target={target} /> : null}
              </StyledCommentActions>
            ) : null}
          </StyledCommentFooter>
        ) : null}
      </div>
    </StyledCommentItem>
  );
}

function CommentEditor({
  comment,
  target,
  onDone,
}: {
  comment: CommentView;
  target: CommentTarget;
  onDone: () => void;
}) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const toast = useToast();
  const [content, setContent] = useState(comment.content);
  const [error, setError] = useState<string | undefined>();
  const [updateComment, { isLoading }] = useUpdateCommentMutation();

  const save = async () => {
    if (isLoading) return;
    const trimmed = content.trim();
    // A comment with files may be just its files again.
    if (!trimmed && !comment.attachments?.length) return setError(t('errors.empty'));
    if (trimmed === comment.content) return onDone();
    try {
      await updateComment({ target, commentId: comment.id, content: trimmed }).unwrap();
      toast.success(t('actions.updated'));
      onDone();
    } catch {
      setError(t('actions.updateFailed'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDone();
    } else if (isSendShortcut(event)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextAreaField
        label={t('actions.editLabel')}
        hint={t('actions.editHint')}
        rows={3}
        value={content}
        error={error}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown by the user's own Edit: the focus goes where they asked to type
        autoFocus
        onChange={(event) => {
          setContent(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <StyledCommentFooter>
        <Button type="submit" size="sm" loading={isLoading}>
          {t('actions.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={isLoading}>
          {t('actions.cancel')}
        </Button>
      </StyledCommentFooter>
    </Form>
  );
}

function DeleteButton({ comment, target }: { comment: CommentView; target: CommentTarget }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const confirm = useConfirm();
  const toast = useToast();
  const [deleteComment] = useDeleteCommentMutation();

  const onDelete = async () => {
    const files = comment.attachments ?? [];
    const preview = messagePreview(comment.content || files.map((file) => file.fileName).join(', '));
    const deleted = await confirm({
      title: t('actions.deleteTitle'),
      message: files.length
        ? t('actions.deleteMessageWithFiles', { preview, count: files.length })
        : t('actions.deleteMessage', { preview }),
      confirmLabel: t('actions.deleteConfirm'),
      action: () => deleteComment({ target, commentId: comment.id }).unwrap(),
      errorMessage: t('actions.deleteFailed'),
    });
    if (deleted) toast.success(t('actions.deleted'));
  };

  return (
    <Button variant="ghost" size="sm" onClick={() => void onDelete()}>
      {t('actions.delete')}
    </Button>
  );
}
