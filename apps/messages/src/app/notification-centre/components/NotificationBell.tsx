import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BADGE_MAX_COUNT, Badge, VisuallyHidden } from '@taskflow/ui';
import { useNewEntryAnnouncement } from '../hooks/useNewEntryAnnouncement';
import { useNotificationPagesInfiniteQuery } from '../state/notification-centre.api';
import { notificationText } from '../utils/notification-text';
import { NotificationPanel } from './NotificationPanel';

const StyledBell = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledBellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledCount = styled.span`
  position: absolute;
  top: -0.125rem;
  right: -0.25rem;
  pointer-events: none;
`;

function BellIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Re-renders every minute, so that relative times stay true while the panel is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The notification centre's bell in the top bar of every signed-in page: its accessible name says how many entries
 * are unread (99+ rule as every unread badge), it opens the panel, and a polite live region announces a new entry
 * that arrives live.
 */
export function NotificationBell() {
  const { t } = useTranslation('notificationCentre');
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const now = useMinuteClock();
  const { data, isSuccess } = useNotificationPagesInfiniteQuery();
  const unreadCount = data?.pages[0]?.unreadCount ?? 0;
  const announced = useNewEntryAnnouncement(data?.pages[0]?.items[0], isSuccess);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  // A press outside the bell and its panel closes the panel (focus stays where the press put it); Escape closes it
  // wherever focus is (a button of the panel that became disabled drops it to the page) and focus returns to the bell.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const label =
    unreadCount > BADGE_MAX_COUNT
      ? t('bell.labelManyUnread')
      : unreadCount > 0
        ? t('bell.labelUnread', { count: unreadCount })
        : t('bell.label');

  return (
    <StyledBell ref={wrapRef}>
      <StyledBellButton
        ref={bellRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-testid="notification-bell"
      >
        <BellIcon />
        <StyledCount aria-hidden="true">
          <Badge count={unreadCount} />
        </StyledCount>
      </StyledBellButton>
      {open && <NotificationPanel id={panelId} titleId={titleId} now={now} onClose={close} />}
      <VisuallyHidden role="status" aria-live="polite">
        {announced ? t('panel.announce', { text: notificationText(t, announced) }) : ''}
      </VisuallyHidden>
    </StyledBell>
  );
}
