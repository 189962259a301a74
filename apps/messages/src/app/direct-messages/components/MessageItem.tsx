import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { MessageView } from '@taskflow/contracts';
import { formatDateTime, formatRelativeTime, messagePreview } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Button, FormattedText, Menu, StyledTextArea } from '@taskflow/ui';
import { personName } from '../utils/conversations';
import { summarizeReactions } from '../utils/message-pages';
import { FileList } from '@taskflow/work-comments';

/** The quick reaction (docs/product-rules.md#timings-and-limits). */
export const QUICK_REACTION = '👍';
/** The small choice of reactions beside the quick one. */
export const REACTION_CHOICES = ['👍', '❤️', '😂', '🎉', '😮', '🙏'];

export const StyledMessage = styled.li<{ $own: boolean; $highlighted: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: background ${({ theme }) => theme.transitions.normal};
  ${({ theme, $highlighted }) =>
    $highlighted &&
    css`
      background: ${theme.colors.warningSubtle};
    `}

  &:hover,
  &:focus-within {
    background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.warningSubtle : theme.colors.surfaceMuted)};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledFileName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledContent = styled(FormattedText)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledReactions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledReaction = styled.button<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm};
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primarySubtle : theme.colors.surface)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;

/** Desktop: a small toolbar over the message's top right corner on hover or focus. Touch screens: a row under it. */
export const StyledMessageActions = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: 0;

  ${StyledMessage}:hover &,
  ${StyledMessage}:focus-within & {
    opacity: 1;
  }

  @media (hover: none) {
    position: static;
    opacity: 1;
    padding: 0;
    background: transparent;
    border: 0;
    box-shadow: none;
  }
`;

const StyledEditActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export interface MessageItemProps {
  message: MessageView;
  currentUserId: string | undefined;
  now: Date;
  highlighted: boolean;
  /** A mentioned person's current name (the conversation's participants). */
  mentionName?: (userId: string) => string | undefined;
  onReply: (message: MessageView) => void;
  onToggleReaction: (message: MessageView, emoji: string, remove: boolean) => void;
  onEdit: (message: MessageView, content: string) => Promise<boolean>;
  onDelete: (message: MessageView) => void;
}

/** One message: author, time, reply quote, text, reactions; reply and react for everyone, edit and delete for its author. */
export function MessageItem({
  message,
  currentUserId,
  now,
  highlighted,
  mentionName,
  onReply,
  onToggleReaction,
  onEdit,
  onDelete,
}: MessageItemProps) {
  const { t } = useTranslation('messages');
  const { language } = useLanguage();
  const own = message.senderId !== null && message.senderId === currentUserId;
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const author = personName(message.sender) || t('direct.formerUser');
  const reactions = summarizeReactions(message, currentUserId);
  const quick = reactions.find((reaction) => reaction.emoji === QUICK_REACTION);

  const save = async () => {
    if (draft === null || saving) return;
    const content = draft.trim();
    if (!content || content === message.content) {
      setDraft(null);
      return;
    }
    setSaving(true);
    const saved = await onEdit(message, content);
    setSaving(false);
    if (saved) setDraft(null);
  };
  const onEditKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <StyledMessage
      $own={own}
      $highlighted={highlighted}
      data-message-id={message.id}
      data-testid="message"
      aria-label={t('direct.messageBy', { name: author })}
    >
      {message.sender ? (
        <Avatar firstName={message.sender.firstName} lastName={message.sender.lastName} size="sm" decorative />
      ) : (
        <Avatar name="?" size="sm" decorative />
      )}
      <StyledBody>
        <StyledHeader>
          <strong>{author}</strong>
          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt, language)}>
            {formatRelativeTime(message.createdAt, now, language)}
          </time>
          {message.isEdited ? <span>{t('direct.edited')}</span> : null}
        </StyledHeader>
        {message.replyToMessage ? (
          <StyledQuote>
            {t('direct.replyTo', { name: personName(message.replyToMessage.sender) || t('direct.formerUser') })}:{' '}
            {messagePreview(message.replyToMessage.content)}
          </StyledQuote>
        ) : null}
        {draft !== null ? (
          <>
            <StyledTextArea
              $invalid={false}
              aria-label={t('direct.editLabel')}
              value={draft}
              rows={2}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- shown by the user's own Edit: the focus goes where they asked to type
              autoFocus
              disabled={saving}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onEditKeyDown}
            />
            <StyledEditActions>
              <Button size="sm" onClick={() => void save()} loading={saving}>
                {t('common:actions.save')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                {t('common:actions.cancel')}
              </Button>
              <span>{t('direct.editHint')}</span>
            </StyledEditActions>
          </>
        ) : message.messageType === 'file' ? (
          <>
            {message.file ? (
              <FileList files={[message.file]} />
            ) : (
              <StyledFileName>{message.fileName ?? ''}</StyledFileName>
            )}
            {message.content ? <StyledContent text={message.content} mentionName={mentionName} /> : null}
          </>
        ) : (
          <StyledContent text={message.content} mentionName={mentionName} />
        )}
        {reactions.length > 0 ? (
          <StyledReactions>
            {reactions.map((reaction) => (
              <StyledReaction
                key={reaction.emoji}
                type="button"
                $mine={reaction.mine}
                aria-pressed={reaction.mine}
                aria-label={t('direct.reactionCount', { emoji: reaction.emoji, count: reaction.count })}
                onClick={() => onToggleReaction(message, reaction.emoji, reaction.mine)}
              >
                <span aria-hidden="true">{reaction.emoji}</span>
                <span aria-hidden="true">{reaction.count}</span>
              </StyledReaction>
            ))}
          </StyledReactions>
        ) : null}
        {draft === null ? (
          <StyledMessageActions>
            <Button size="sm" variant="ghost" onClick={() => onReply(message)}>
              {t('direct.reply')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={Boolean(quick?.mine)}
              aria-label={t('direct.quickReaction')}
              onClick={() => onToggleReaction(message, QUICK_REACTION, Boolean(quick?.mine))}
            >
              {QUICK_REACTION}
            </Button>
            <Menu
              label={t('direct.react')}
              trigger="☺"
              triggerVariant="ghost"
              placement="bottom-start"
              items={REACTION_CHOICES.map((emoji) => {
                const mine = reactions.some((reaction) => reaction.emoji === emoji && reaction.mine);
                return {
                  id: emoji,
                  label: mine ? t('direct.removeReaction', { emoji }) : emoji,
                  onSelect: () => onToggleReaction(message, emoji, mine),
                };
              })}
            />
            {own ? (
              <Menu
                label={t('direct.moreActions')}
                trigger="⋯"
                triggerVariant="ghost"
                items={[
                  { id: 'edit', label: t('direct.edit'), onSelect: () => setDraft(message.content) },
                  { id: 'delete', label: t('direct.delete'), tone: 'danger', onSelect: () => onDelete(message) },
                ]}
              />
            ) : null}
          </StyledMessageActions>
        ) : null}
      </StyledBody>
    </StyledMessage>
  );
}
