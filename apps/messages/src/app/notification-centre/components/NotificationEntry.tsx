import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NotificationView } from '@taskflow/contracts';
import { formatRelativeTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { VisuallyHidden } from '@taskflow/ui';
import { notificationLink } from '../utils/notification-link';
import { notificationText } from '../utils/notification-text';

const StyledEntryLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.625rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledUnreadDot = styled.span<{ $unread: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const StyledText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export interface NotificationEntryProps {
  entry: NotificationView;
  now: Date;
  /** The entry was opened (by click, Enter or a tap): mark it read and close the panel. */
  onOpen: (entry: NotificationView) => void;
}

/** One entry of the panel: a link to its task or project, with when it happened and whether it is unread. */
export function NotificationEntry({ entry, now, onOpen }: NotificationEntryProps) {
  const { t } = useTranslation('notificationCentre');
  const { language } = useLanguage();
  const unread = entry.readAt === null;
  return (
    <li>
      <StyledEntryLink to={notificationLink(entry)} $unread={unread} onClick={() => onOpen(entry)}>
        <StyledUnreadDot $unread={unread} aria-hidden="true" />
        <StyledText>
          {unread && <VisuallyHidden>{t('panel.unread')}: </VisuallyHidden>}
          <span>{notificationText(t, entry)}</span>
          <StyledTime dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt, now, language)}</StyledTime>
        </StyledText>
      </StyledEntryLink>
    </li>
  );
}
