import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationView } from '@taskflow/contracts';
import { formatRelativeTime, messagePreview } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePresence } from '@taskflow/realtime';
import { Avatar, Badge } from '@taskflow/ui';
import { PresenceDot } from '../../messages/components/PresenceDot';
import { conversationTitle } from '../utils/conversations';

export const StyledConversationList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledConversationButton = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySubtle : theme.colors.surfaceMuted)};
  }
`;

const StyledAvatarBox = styled.span`
  position: relative;
  display: inline-flex;

  & > span:last-child:not(:first-child) {
    position: absolute;
    right: -2px;
    bottom: -2px;
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledTitle = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.medium)};
`;

const StyledPreview = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMeta = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  white-space: nowrap;
`;

export interface ConversationListProps {
  conversations: ConversationView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  now: Date;
}

/** The user's conversations, newest first: who, the last message cut at 60 characters, when, how many unread. */
export function ConversationList({ conversations, selectedId, onSelect, now }: ConversationListProps) {
  return (
    <StyledConversationList>
      {conversations.map((conversation) => (
        <ConversationListItem
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selectedId}
          onSelect={onSelect}
          now={now}
        />
      ))}
    </StyledConversationList>
  );
}

function ConversationListItem({
  conversation,
  selected,
  onSelect,
  now,
}: {
  conversation: ConversationView;
  selected: boolean;
  onSelect: (id: string) => void;
  now: Date;
}) {
  const { t } = useTranslation('messages');
  const { language } = useLanguage();
  const other = conversation.type === 'direct' ? conversation.otherParticipant : null;
  const presence = usePresence(other?.id);
  const title = conversationTitle(conversation, t('direct.unnamed'));
  const unread = conversation.unreadCount;
  return (
    <li>
      <StyledConversationButton
        type="button"
        $selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
        data-testid="conversation-item"
        data-conversation-id={conversation.id}
      >
        <StyledAvatarBox>
          {other ? (
            <Avatar firstName={other.firstName} lastName={other.lastName} decorative />
          ) : (
            <Avatar name={title} decorative />
          )}
          {other ? <PresenceDot presence={presence} label={t(`presence.${presence}`)} /> : null}
        </StyledAvatarBox>
        <StyledText>
          <StyledTitle $unread={unread > 0}>
            {title}
            {conversation.type !== 'direct' ? ` · ${t(`direct.types.${conversation.type}`)}` : ''}
          </StyledTitle>
          <StyledPreview>
            {conversation.lastMessagePreview ? messagePreview(conversation.lastMessagePreview) : t('direct.noMessages')}
          </StyledPreview>
        </StyledText>
        <StyledMeta>
          {conversation.lastMessageAt ? (
            <time dateTime={conversation.lastMessageAt}>
              {formatRelativeTime(conversation.lastMessageAt, now, language)}
            </time>
          ) : null}
          <Badge count={unread} label={t('unreadCount', { count: unread })} data-testid="conversation-unread" />
        </StyledMeta>
      </StyledConversationButton>
    </li>
  );
}
