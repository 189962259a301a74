import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NotificationView } from '@taskflow/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@taskflow/ui';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationPagesInfiniteQuery,
} from '../state/notification-centre.api';
import { NotificationEntry } from './NotificationEntry';

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  flex-direction: column;
  width: 24rem;
  max-height: min(36rem, 75vh);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    top: 4rem;
    left: 0;
    right: 0;
    width: auto;
    max-height: calc(100dvh - 4rem);
    border-radius: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledBody = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
`;

export interface NotificationPanelProps {
  id: string;
  titleId: string;
  now: Date;
  /** Closes the panel; `returnFocus` puts focus back on the bell (false: an entry was opened and leads elsewhere). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The notification centre's panel under the bell (full width on phones): entries newest first, each opening its task or
 * project and marked read then; "mark all read"; "show more" pages on. Escape closes it and focus returns to the bell.
 */
export function NotificationPanel({ id, titleId, now, onClose }: NotificationPanelProps) {
  const { t } = useTranslation('notificationCentre');
  const panelRef = useRef<HTMLDivElement>(null);
  const { data, isLoading, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useNotificationPagesInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = data?.pages[0]?.unreadCount ?? 0;

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  // "Show more" that loads the last page takes its button away: the first entry it showed takes the focus instead of
  // the page's body (while more remain, the button stays and keeps it).
  const listRef = useRef<HTMLUListElement>(null);
  const [firstShown, setFirstShown] = useState<number | null>(null);
  useEffect(() => {
    if (firstShown === null || isFetchingNextPage) return;
    if (!hasNextPage) listRef.current?.children.item(firstShown)?.querySelector('a')?.focus();
    setFirstShown(null);
  }, [firstShown, isFetchingNextPage, hasNextPage]);
  const showMore = () => {
    setFirstShown(entries.length);
    void fetchNextPage();
  };

  // Marking all read disables its button: the panel keeps the focus.
  const markAll = async () => {
    await markAllRead();
    panelRef.current?.focus();
  };

  const open = (entry: NotificationView) => {
    if (entry.readAt === null) void markRead(entry.id);
    onClose(false);
  };

  let body;
  if (isLoading) body = <LoadingState label={t('panel.loading')} rows={3} />;
  else if (isError && entries.length === 0)
    body = (
      <ErrorState
        message={t('panel.error')}
        retryLabel={t('panel.retry')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  else if (entries.length === 0) body = <EmptyState message={t('panel.empty')} />;
  else
    body = (
      <>
        <StyledList ref={listRef}>
          {entries.map((entry) => (
            <NotificationEntry key={entry.id} entry={entry} now={now} onOpen={open} />
          ))}
        </StyledList>
        {hasNextPage && (
          <StyledFooter>
            <Button variant="secondary" size="sm" loading={isFetchingNextPage} onClick={showMore}>
              {t('panel.showMore')}
            </Button>
          </StyledFooter>
        )}
      </>
    );

  return (
    <StyledPanel
      id={id}
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="notification-panel"
    >
      <StyledHeader>
        <StyledTitle id={titleId}>{t('panel.title')}</StyledTitle>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0}
          loading={markingAll}
          onClick={() => void markAll()}
        >
          {t('panel.markAllRead')}
        </Button>
      </StyledHeader>
      <StyledBody>{body}</StyledBody>
    </StyledPanel>
  );
}
