import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationView, MessageView, User } from '@taskflow/contracts';
import { useLiveQueryOptions, useLiveRoom, usePresence, useTypingSignal, useTypingUsers } from '@taskflow/realtime';
import { Button, EmptyState, ErrorState, LoadingState, Menu, SkipLink, useConfirm } from '@taskflow/ui';
import {
  useClientPortalSettingsQuery,
  FileDropArea,
  useDeleteFileMutation,
  useUploads,
  type Uploads,
} from '@taskflow/work-comments';
import { ErrorBanner } from '../../messages/components/ErrorBanner';
import { PresenceDot } from '../../messages/components/PresenceDot';
import { useNow } from '../../messages/hooks/use-now';
import { useMarkRead } from '../hooks/use-mark-read';
import {
  useClearConversationMutation,
  useDeleteConversationMutation,
  useDeleteMessageMutation,
  useEditMessageMutation,
  useGetMessagePagesInfiniteQuery,
  useSendMessageMutation,
  useToggleReactionMutation,
} from '../state/direct-messages.api';
import { activeParticipants, conversationTitle, mayPost, mentionNamesOf, personName } from '../utils/conversations';
import { messagingErrorKey, type MessagingAction } from '../utils/message-errors';
import { messagesOldestFirst } from '../utils/message-pages';
import { MESSAGE_INPUT_ID, MessageComposer } from './MessageComposer';
import { MessageItem } from './MessageItem';
import { MessageList } from './MessageList';
import { ParticipantsDialog } from './ParticipantsDialog';

/** The whole pane takes dropped files; it fills the pane like the pane's own column did. */
const StyledDropArea = styled(FileDropArea)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  min-width: 0;
  min-height: 0;
`;

export const StyledChatPane = styled.section`
  position: relative;
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
`;

const StyledTitleBox = styled.div`
  flex: 1 1 12rem;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const StyledSubtitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  span:last-child {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Past the header and the messages to the input: hidden until it has keyboard focus, then shown over the header. */
const StyledSkipToComposer = styled(SkipLink)`
  position: absolute;
  top: 0;
  left: 0;
  z-index: 1;
  width: 1px;
  height: 1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  transform: none;

  &:focus {
    width: auto;
    height: auto;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    overflow: visible;
    clip: auto;
  }
`;

const StyledBack = styled(Button)`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledTyping = styled.p`
  min-height: 1.25em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface ChatPaneProps {
  conversation: ConversationView;
  currentUser: User | null;
  /** A message to show (from the message search); older pages load until it is there. */
  focusMessageId: string | null;
  onBack: () => void;
  /** The conversation is gone for this user (deleted, or they left it). */
  onClosed: () => void;
  /** Changes each time the user opens the conversation from the list: the message input then takes the focus. */
  focusRequest?: number;
}

/**
 * One conversation: its live room, 50 messages a page with "load earlier", reply, reactions, editing and
 * deleting own messages, typing, participants, clear and delete behind confirmations, read marks.
 */
export function ChatPane({
  conversation,
  currentUser,
  focusMessageId,
  onBack,
  onClosed,
  focusRequest = 0,
}: ChatPaneProps) {
  const { t } = useTranslation('messages');
  const confirm = useConfirm();
  const now = useNow();
  const id = conversation.id;
  useLiveRoom('conversation', id);
  useMarkRead(id, currentUser?.id);
  const liveOptions = useLiveQueryOptions();
  const pages = useGetMessagePagesInfiniteQuery(id, liveOptions);
  const messages = useMemo(() => messagesOldestFirst(pages.data?.pages), [pages.data]);
  const typingIds = useTypingUsers(id);
  const typingSignal = useTypingSignal(id);
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [send] = useSendMessageMutation();
  const [edit] = useEditMessageMutation();
  const [removeMessage] = useDeleteMessageMutation();
  const [toggleReaction] = useToggleReactionMutation();
  const [clear] = useClearConversationMutation();
  const [deleteConversation] = useDeleteConversationMutation();

  const [deleteFile] = useDeleteFileMutation();
  const isClient = currentUser?.userType === 'client';
  const portalRules = useClientPortalSettingsQuery(undefined, { skip: !isClient });
  const mayWrite = mayPost(conversation, currentUser?.userType);
  // Clients upload only while the agency allows client comments (the server refuses it otherwise).
  const mayUpload = mayWrite && (!isClient || portalRules.data?.allowClientComments === true);
  const uploadsRef = useRef<Uploads | null>(null);
  // Each finished upload is sent at once as a file message; a send that fails removes the uploaded file again.
  const sendUploadedFiles = async () => {
    for (const file of uploadsRef.current?.takeDrafts() ?? []) {
      try {
        await send({ conversationId: id, messageType: 'file', content: '', fileUrl: file.url }).unwrap();
        setSentCount((count) => count + 1);
      } catch (failure) {
        fail(failure, 'send');
        void deleteFile({ id: file.id });
      }
    }
  };
  const uploads = useUploads({
    target: 'message',
    parentId: id,
    onUploaded: () => void sendUploadedFiles(),
  });
  uploadsRef.current = uploads;

  const title = conversationTitle(conversation, t('direct.unnamed'));
  const people = activeParticipants(conversation);
  const mentionName = useMemo(() => mentionNamesOf(conversation), [conversation]);
  const other = conversation.type === 'direct' ? conversation.otherParticipant : null;
  const presence = usePresence(other?.id);
  const fail = useCallback(
    (failure: unknown, action: MessagingAction) => setError(t(`errors.${messagingErrorKey(failure, action)}`)),
    [t],
  );

  useEffect(() => {
    setReplyTo(null);
    setError(null);
  }, [id]);

  // Opened from the list, a conversation starts at its message input (at its name, where the user may not write).
  // A frame later, so a dialog that just closed (a new conversation) has given its focus back first.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusRequest) return undefined;
    const frame = requestAnimationFrame(() =>
      (document.getElementById(MESSAGE_INPUT_ID) ?? headingRef.current)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  // Jump to a message found by the search: load older pages until it is there, then show it.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (!focusMessageId || !pages.data) return undefined;
    const element = document.querySelector<HTMLElement>(`[data-message-id="${focusMessageId}"]`);
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      setHighlighted(focusMessageId);
      const timer = setTimeout(() => setHighlighted(null), 3000);
      return () => clearTimeout(timer);
    }
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    return undefined;
  }, [focusMessageId, pages.data, hasNextPage, isFetchingNextPage, fetchNextPage, messages.length]);

  const sendMessage = async (content: string) => {
    typingSignal.stopped();
    try {
      await send({ conversationId: id, content, replyToMessageId: replyTo?.id }).unwrap();
      setReplyTo(null);
      setSentCount((count) => count + 1);
      return true;
    } catch (failure) {
      fail(failure, 'send');
      return false;
    }
  };

  const editMessage = async (message: MessageView, content: string) => {
    try {
      await edit({ id: message.id, conversationId: id, content }).unwrap();
      return true;
    } catch (failure) {
      fail(failure, 'edit');
      return false;
    }
  };

  const deleteMessage = async (message: MessageView) => {
    const confirmed = await confirm({
      title: t('direct.deleteMessageTitle'),
      message: t('direct.deleteMessageText'),
      confirmLabel: t('direct.delete'),
    });
    if (!confirmed) return;
    try {
      await removeMessage({ id: message.id, conversationId: id }).unwrap();
      if (replyTo?.id === message.id) setReplyTo(null);
    } catch (failure) {
      fail(failure, 'delete');
    }
  };

  const react = (message: MessageView, emoji: string, remove: boolean) => {
    toggleReaction({ id: message.id, conversationId: id, emoji, remove })
      .unwrap()
      .catch((failure: unknown) => console.warn('Reaction could not be changed', failure));
  };

  const clearConversation = async () => {
    const confirmed = await confirm({
      title: t('direct.clearTitle', { name: title }),
      message: t('direct.clearText'),
      confirmLabel: t('direct.clear'),
    });
    if (!confirmed) return;
    try {
      await clear(id).unwrap();
    } catch (failure) {
      fail(failure, 'clearConversation');
    }
  };

  const removeConversation = async () => {
    const confirmed = await confirm({
      title: t('direct.deleteTitle', { name: title }),
      message: t('direct.deleteText'),
      confirmLabel: t('direct.deleteConversation'),
    });
    if (!confirmed) return;
    try {
      await deleteConversation(id).unwrap();
      onClosed();
    } catch (failure) {
      fail(failure, 'deleteConversation');
    }
  };

  const typingNames = typingIds
    .map((userId) => personName(people.find((person) => person.userId === userId)?.user))
    .filter(Boolean);
  const menuItems = conversation.canManage
    ? [
        { id: 'clear', label: t('direct.clear'), onSelect: () => void clearConversation() },
        {
          id: 'delete',
          label: t('direct.deleteConversation'),
          tone: 'danger' as const,
          onSelect: () => void removeConversation(),
        },
      ]
    : [];

  return (
    <StyledChatPane aria-label={title} data-testid="chat-pane">
      <StyledDropArea onFiles={uploads.add} disabled={!mayUpload}>
        {mayWrite ? (
          <StyledSkipToComposer targetId={MESSAGE_INPUT_ID}>{t('direct.skipToComposer')}</StyledSkipToComposer>
        ) : null}
        <StyledHeader>
          <StyledBack variant="ghost" size="sm" onClick={onBack}>
            {t('direct.back')}
          </StyledBack>
          <StyledTitleBox>
            <h2 ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
            <StyledSubtitle>
              {other ? (
                <>
                  <PresenceDot presence={presence} label={t(`presence.${presence}`)} />
                  <span aria-hidden="true">{t(`presence.${presence}`)}</span>
                </>
              ) : (
                <span>
                  {t(`direct.types.${conversation.type}`)} · {t('direct.participantCount', { count: people.length })}
                  {conversation.description ? ` · ${conversation.description}` : ''}
                </span>
              )}
            </StyledSubtitle>
          </StyledTitleBox>
          {people.length > 2 ? (
            <Button variant="secondary" size="sm" onClick={() => setParticipantsOpen(true)}>
              {t('direct.participants', { count: people.length })}
            </Button>
          ) : null}
          {menuItems.length > 0 ? (
            <Menu label={t('direct.conversationActions')} trigger="⋯" triggerVariant="ghost" items={menuItems} />
          ) : null}
        </StyledHeader>

        {error ? <ErrorBanner message={error} dismissLabel={t('dismiss')} onDismiss={() => setError(null)} /> : null}

        {pages.isLoading ? (
          <LoadingState label={t('direct.loadingMessages')} />
        ) : pages.isError && !pages.data ? (
          <ErrorState
            message={t(`errors.${messagingErrorKey(pages.error, 'load')}`)}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void pages.refetch()}
          />
        ) : (
          <MessageList
            label={t('direct.messagesOf', { name: title })}
            messages={messages}
            hasEarlier={Boolean(hasNextPage)}
            loadingEarlier={isFetchingNextPage}
            onLoadEarlier={() => void fetchNextPage()}
            sentCount={sentCount}
            empty={<EmptyState message={t('direct.emptyConversation')} />}
            renderMessage={(message) => (
              <MessageItem
                key={message.id}
                message={message}
                currentUserId={currentUser?.id}
                now={now}
                highlighted={highlighted === message.id}
                mentionName={mentionName}
                onReply={setReplyTo}
                onToggleReaction={react}
                onEdit={editMessage}
                onDelete={(target) => void deleteMessage(target)}
              />
            )}
          />
        )}

        <StyledTyping aria-live="polite">
          {typingNames.length > 0
            ? t('direct.typing', { names: typingNames.join(', '), count: typingNames.length })
            : ''}
        </StyledTyping>

        {mayWrite ? (
          <MessageComposer
            conversationId={id}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={sendMessage}
            onTyping={typingSignal.typing}
            uploads={mayUpload ? uploads : undefined}
          />
        ) : (
          <StyledNotice>{t('direct.announcementReadOnly')}</StyledNotice>
        )}
      </StyledDropArea>

      {participantsOpen ? (
        <ParticipantsDialog
          open
          onClose={() => setParticipantsOpen(false)}
          conversation={conversation}
          currentUserId={currentUser?.id}
          onLeft={() => {
            setParticipantsOpen(false);
            onClosed();
          }}
        />
      ) : null}
    </StyledChatPane>
  );
}
