import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageView } from '@taskflow/contracts';
import { messagePreview } from '@taskflow/domain';
import { Button, Form, MentionTextarea } from '@taskflow/ui';
import { AttachFileButton, PendingUploadList, type Uploads } from '@taskflow/work-comments';
import { useGetConversationMentionCandidatesQuery } from '../state/direct-messages.api';
import { personName } from '../utils/conversations';

const StyledComposer = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
    min-width: 0;
  }

  textarea {
    min-height: 44px;
    max-height: 160px;
  }
`;

const StyledReplyTarget = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** The message input's id (the chat pane's skip link and opening a conversation focus it). */
export const MESSAGE_INPUT_ID = 'direct-message-input';

export interface MessageComposerProps {
  /** The conversation written in: its participants are offered on `@`. */
  conversationId: string;
  replyTo: MessageView | null;
  onCancelReply: () => void;
  /** Sends the text; resolves true when it was sent (the input is then emptied). */
  onSend: (content: string) => Promise<boolean>;
  onTyping: () => void;
  /** Files to send as file messages (absent: the user may not upload here). */
  uploads?: Uploads;
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while a
 * send is pending (the input is read-only meanwhile, not disabled: a disabled input would drop the keyboard focus). A
 * reply target shows above it and can be cancelled.
 */
export function MessageComposer({
  conversationId,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  uploads,
}: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const candidates = useGetConversationMentionCandidatesQuery(conversationId);
  const people = (candidates.data ?? []).map((person) => ({
    id: person.id,
    name: person.name,
    detail: t(`direct.mentionRole.${person.role}`),
  }));
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    const sent = await onSend(content);
    setSending(false);
    if (sent) setText('');
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
    }
  };

  return (
    <StyledComposer onSubmit={send} aria-label={t('direct.composerLabel')}>
      {replyTo ? (
        <StyledReplyTarget>
          <span>
            {t('direct.replyingTo', { name: personName(replyTo.sender) || t('direct.formerUser') })}:{' '}
            {messagePreview(replyTo.content)}
          </span>
          <Button size="sm" variant="ghost" onClick={onCancelReply}>
            {t('direct.cancelReply')}
          </Button>
        </StyledReplyTarget>
      ) : null}
      {uploads ? <PendingUploadList items={uploads.items} onRemove={uploads.remove} /> : null}
      <StyledRow>
        <MentionTextarea
          id={MESSAGE_INPUT_ID}
          ref={inputRef}
          label={t('direct.inputLabel')}
          hideLabel
          people={people}
          listLabel={t('direct.mentionList')}
          listPlacement="above"
          rows={1}
          value={text}
          readOnly={sending}
          aria-busy={sending}
          placeholder={t('direct.inputPlaceholder')}
          onValueChange={(next) => {
            setText(next);
            onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        {uploads ? <AttachFileButton onFiles={uploads.add} /> : null}
        <Button type="submit" disabled={!text.trim()} loading={sending}>
          {t('direct.send')}
        </Button>
      </StyledRow>
    </StyledComposer>
  );
}
