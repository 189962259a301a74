import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser, type ApiRequestError } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { Button, MentionTextarea, useConfirm, useToast } from '@taskflow/ui';
import { useCommentMentionCandidatesQuery } from '../state/mentions.api';
import { AttachFileButton, FileDropArea, PendingUploadList, useUploads } from '../files';
import { COMMENTS_NAMESPACE } from '../comments-texts';
import { useCommentDraft } from '../hooks/use-comment-draft';
import { useCreateCommentMutation } from '../state/comments.api';
import type { CommentTarget, CommentVisibility } from '../utils/comment-target';
import { isSendShortcut } from '../utils/keyboard';
import {
  StyledComposer,
  StyledComposerActions,
  StyledNote,
  StyledSendRow,
  StyledVisibilityChoice,
  StyledVisibilityOption,
} from './CommentThread.styles';

export interface CommentComposerProps {
  target: CommentTarget;
  /** Team members choose per comment (starting from `defaultVisibility`); clients write client-visible ones. */
  canChooseVisibility: boolean;
  defaultVisibility: CommentVisibility;
  /** The server refused a client's comment because client comments are off (the thread then shows its note). */
  onClientCommentsOff?: () => void;
}

/**
 * Text area, files and send button (Ctrl/Cmd+Enter sends too). A comment needs text or at least one uploaded file; one
 * send at a time; 'Comment added' as a toast, a failure inline with the text and files kept. Unsent text is a draft of
 * this thread (useCommentDraft): it is there again when the thread is reopened, until sent or discarded.
 */
export function CommentComposer({
  target,
  canChooseVisibility,
  defaultVisibility,
  onClientCommentsOff,
}: CommentComposerProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const toast = useToast();
  const confirm = useConfirm();
  const userId = useAppSelector(selectCurrentUser)?.id;
  const { draft, change, clear } = useCommentDraft(target, userId, defaultVisibility);
  const { content, visibility } = draft;
  const textArea = useRef<HTMLTextAreaElement>(null);
  const mentionVisibility = canChooseVisibility && visibility === 'internal' ? 'internal' : 'client';
  const candidates = useCommentMentionCandidatesQuery({
    kind: target.kind,
    id: target.id,
    visibility: mentionVisibility,
  });
  const people = (candidates.data ?? []).map((person) => ({
    id: person.id,
    name: person.name,
    detail: t(`composer.mentionRole.${person.role}`),
  }));
  const [error, setError] = useState<string | undefined>();
  const [createComment, { isLoading }] = useCreateCommentMutation();
  const uploads = useUploads({
    target: target.kind === 'task' ? 'task-comment' : 'project-comment',
    parentId: target.id,
  });
  // A second press before React re-renders must not send twice.
  const sending = useRef(false);
  const visibilityName = useId();

  const send = async () => {
    if (sending.current) return;
    const trimmed = content.trim();
    // A comment may be just files; never nothing at all.
    const hasFiles = uploads.items.some((item) => item.state === 'done');
    if (!trimmed && !hasFiles) {
      setError(t('errors.emptyComment'));
      return;
    }
    sending.current = true;
    setError(undefined);
    try {
      const isInternal = canChooseVisibility && visibility === 'internal';
      const drafts = uploads.takeDrafts();
      try {
        await createComment({
          target,
          content: trimmed,
          isInternal,
          attachmentIds: drafts.map((file) => file.id),
        }).unwrap();
      } catch (failure) {
        uploads.restoreDrafts(drafts);
        throw failure;
      }
      clear();
      toast.success(t('composer.added'));
    } catch (failure) {
      const refusedAsClient = (failure as Partial<ApiRequestError> | undefined)?.code === 'CLIENT_COMMENTS_DISABLED';
      setError(refusedAsClient ? t('composer.clientCommentsOff') : t('composer.addFailed'));
      if (refusedAsClient) onClientCommentsOff?.();
    } finally {
      sending.current = false;
    }
  };

  const discard = async () => {
    const discarded = await confirm({
      title: t('composer.discardTitle'),
      message: t('composer.discardMessage'),
      confirmLabel: t('composer.discard'),
    });
    if (!discarded) return;
    clear();
    setError(undefined);
    // Once the confirmation has closed (its focus return finds the Discard button gone), the writer is back in the text.
    setTimeout(() => textArea.current?.focus(), 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    void send();
  };

  return (
    <FileDropArea onFiles={uploads.add}>
      <StyledComposer
        noValidate
        aria-busy={isLoading || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <MentionTextarea
          ref={textArea}
          people={people}
          listLabel={t('composer.mentionList')}
          label={t('composer.label')}
          hint={t('composer.hint')}
          placeholder={t('composer.placeholder')}
          rows={3}
          value={content}
          error={error}
          onValueChange={(next) => {
            change({ content: next });
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <PendingUploadList items={uploads.items} onRemove={uploads.remove} />
        <StyledComposerActions>
          {canChooseVisibility ? (
            <StyledVisibilityChoice>
              <legend>{t('composer.visibility')}</legend>
              {(['internal', 'client'] as const).map((option) => (
                <StyledVisibilityOption key={option} $checked={visibility === option} $internal={option === 'internal'}>
                  <input
                    type="radio"
                    name={visibilityName}
                    value={option}
                    checked={visibility === option}
                    onChange={() => change({ visibility: option })}
                  />
                  {t(`composer.${option}`)}
                </StyledVisibilityOption>
              ))}
            </StyledVisibilityChoice>
          ) : (
            <span />
          )}
          <StyledSendRow>
            {content.trim() ? (
              <Button variant="ghost" size="sm" onClick={() => void discard()}>
                {t('composer.discard')}
              </Button>
            ) : null}
            <AttachFileButton onFiles={uploads.add} label={t('composer.attach')} />
            <Button type="submit" loading={isLoading} disabled={uploads.isUploading}>
              {isLoading ? t('composer.sending') : t('composer.send')}
            </Button>
          </StyledSendRow>
        </StyledComposerActions>
      </StyledComposer>
    </FileDropArea>
  );
}

/** Shown to a client instead of the composer while the agency does not allow client comments. */
export function ClientCommentsOffNote() {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  return <StyledNote $tone="info">{t('composer.clientCommentsOff')}</StyledNote>;
}
