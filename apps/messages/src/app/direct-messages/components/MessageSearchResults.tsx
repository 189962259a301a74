import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationView, MessageView } from '@taskflow/contracts';
import { formatRelativeTime, messagePreview } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { LoadingState, StatePanel } from '@taskflow/ui';
import { useSearchMessagesQuery } from '../state/direct-messages.api';
import { conversationTitle, personName } from '../utils/conversations';

/** Searching the messages starts at this many characters, this long after the last keystroke. */
export const MESSAGE_SEARCH_MIN_LENGTH = 2;
export const MESSAGE_SEARCH_DELAY_MS = 300;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StyledResult = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  span:last-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledResetLink = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export interface MessageSearchResultsProps {
  query: string;
  conversations: ConversationView[];
  hasConversationMatches: boolean;
  onOpen: (message: MessageView) => void;
  onReset: () => void;
  now: Date;
}

/** The user's messages containing the search text (at most 20, newest first); choosing one jumps to it. */
export function MessageSearchResults({
  query,
  conversations,
  hasConversationMatches,
  onOpen,
  onReset,
  now,
}: MessageSearchResultsProps) {
  const { t } = useTranslation('messages');
  const { language } = useLanguage();
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), MESSAGE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const active = debounced.length >= MESSAGE_SEARCH_MIN_LENGTH;
  const search = useSearchMessagesQuery(debounced, { skip: !active });
  if (!active || query.trim().length < MESSAGE_SEARCH_MIN_LENGTH) return null;
  if (search.isFetching && !search.data) return <LoadingState label={t('direct.searching')} variant="spinner" />;
  const results = search.data ?? [];
  if (search.isError) return <StatePanel title={t('errors.loadFailed')} />;
  if (results.length === 0) {
    if (hasConversationMatches) return null;
    return (
      <StatePanel
        title={t('direct.noMatches')}
        action={<StyledResetLink onClick={onReset}>{t('resetSearch')}</StyledResetLink>}
      />
    );
  }
  return (
    <StyledSection aria-label={t('direct.messageResults')}>
      <h3>{t('direct.messageResults')}</h3>
      <ul>
        {results.map((message) => {
          const conversation = conversations.find((candidate) => candidate.id === message.conversationId);
          return (
            <li key={message.id}>
              <StyledResult type="button" onClick={() => onOpen(message)} data-testid="message-search-result">
                <span>
                  {personName(message.sender) || t('direct.formerUser')}
                  {conversation ? ` · ${conversationTitle(conversation, t('direct.unnamed'))}` : ''} ·{' '}
                  {formatRelativeTime(message.createdAt, now, language)}
                </span>
                <span>{messagePreview(message.content)}</span>
              </StyledResult>
            </li>
          );
        })}
      </ul>
    </StyledSection>
  );
}
