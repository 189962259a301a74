import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationView } from '@taskflow/contracts';
import { selectCurrentUser } from '@taskflow/auth';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { Button, EmptyState, ErrorState, LoadingState, SearchField, StatePanel, matchesQuery } from '@taskflow/ui';
import { LiveIndicator } from '../../messages/components/LiveIndicator';
import {
  StyledPaneBox,
  StyledResetLink,
  StyledScrollArea,
  StyledSidebar,
  StyledSidebarHeader,
  StyledSplit,
} from '../../messages/components/SplitLayout';
import { useNow } from '../../messages/hooks/use-now';
import { useGetConversationsQuery } from '../state/direct-messages.api';
import { conversationTitle } from '../utils/conversations';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import { MessageSearchResults } from './MessageSearchResults';
import { NewConversationDialog } from './NewConversationDialog';

export interface DirectMessagesTabProps {
  selectedId: string | null;
  onSelect: (conversationId: string | null) => void;
}

/** Direct messages, team channels and announcements: the conversation list beside the open conversation. */
export function DirectMessagesTab({ selectedId, onSelect }: DirectMessagesTabProps) {
  const { t } = useTranslation('messages');
  const user = useAppSelector(selectCurrentUser);
  const now = useNow();
  const liveOptions = useLiveQueryOptions();
  const conversations = useGetConversationsQuery(undefined, liveOptions);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [focusMessageId, setFocusMessageId] = useState<string | null>(null);
  const [composerFocus, setComposerFocus] = useState(0);

  const all = conversations.data?.conversations;
  const shown = useMemo(
    () =>
      (all ?? []).filter((conversation) =>
        matchesQuery(query, conversationTitle(conversation, ''), conversation.lastMessagePreview ?? ''),
      ),
    [all, query],
  );
  const selected: ConversationView | undefined = all?.find((conversation) => conversation.id === selectedId);
  const gone = Boolean(selectedId && all && !selected && !conversations.isFetching);

  // Back to the list (phones show one of the two): the conversation left takes the focus there.
  const back = () => {
    const left = selectedId;
    onSelect(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-conversation-id="${left}"]`)?.focus());
  };

  const open = (conversationId: string) => {
    setFocusMessageId(null);
    setComposerFocus((count) => count + 1);
    onSelect(conversationId);
  };

  return (
    <StyledSplit $showPane={Boolean(selectedId)}>
      <StyledSidebar aria-label={t('direct.listTitle')}>
        <StyledSidebarHeader>
          <h2>{t('direct.listTitle')}</h2>
          <LiveIndicator />
        </StyledSidebarHeader>
        <Button size="sm" onClick={() => setCreating(true)}>
          {t('newConversation.open')}
        </Button>
        <SearchField
          label={t('direct.search')}
          placeholder={t('direct.searchHint')}
          value={query}
          onChange={setQuery}
        />
        <StyledScrollArea>
          {conversations.isLoading ? (
            <LoadingState label={t('direct.loadingConversations')} rows={4} />
          ) : conversations.isError && !all ? (
            <ErrorState
              message={t('errors.loadFailed')}
              retryLabel={t('common:actions.retry')}
              onRetry={() => void conversations.refetch()}
            />
          ) : (all ?? []).length === 0 ? (
            <EmptyState
              message={t('direct.noConversations')}
              action={<Button onClick={() => setCreating(true)}>{t('newConversation.open')}</Button>}
            />
          ) : shown.length === 0 && query.trim().length < 2 ? (
            <StatePanel
              title={t('direct.noMatches')}
              action={<StyledResetLink onClick={() => setQuery('')}>{t('resetSearch')}</StyledResetLink>}
            />
          ) : (
            <ConversationList conversations={shown} selectedId={selectedId} onSelect={open} now={now} />
          )}
          <MessageSearchResults
            query={query}
            conversations={all ?? []}
            onOpen={(message) => {
              onSelect(message.conversationId);
              setFocusMessageId(message.id);
            }}
            onReset={() => setQuery('')}
            hasConversationMatches={shown.length > 0}
            now={now}
          />
        </StyledScrollArea>
      </StyledSidebar>

      <StyledPaneBox>
        {selected ? (
          <ChatPane
            key={selected.id}
            conversation={selected}
            currentUser={user}
            focusMessageId={focusMessageId}
            focusRequest={composerFocus}
            onBack={back}
            onClosed={() => onSelect(null)}
          />
        ) : gone ? (
          <StatePanel
            title={t('errors.conversationNotFound')}
            action={<Button onClick={() => onSelect(null)}>{t('direct.back')}</Button>}
          />
        ) : selectedId ? (
          <LoadingState label={t('direct.loadingMessages')} />
        ) : (
          <StatePanel title={t('direct.noneSelected')} description={t('direct.noneSelectedText')} />
        )}
      </StyledPaneBox>

      <NewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(conversationId) => {
          setCreating(false);
          open(conversationId);
        }}
      />
    </StyledSplit>
  );
}
