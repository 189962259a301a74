import { useEffect, useState } from 'react';
import { selectIsSignedIn } from '@taskflow/auth';
import { SERVER_EVENTS } from '@taskflow/contracts';
import { useRealtimeEvent } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { useGetUnreadMessageCountQuery } from '../state/unread.api';

/** Spec: unread counts refresh every 5000 ms and when the window gets focus. */
export const UNREAD_REFRESH_MS = 5000;

/**
 * The unread message count for the sidebar badge. Errors are logged and count as zero;
 * a server without the conversations endpoint (404) is not asked again in this page view.
 */
export function useUnreadCount(): number {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [endpointMissing, setEndpointMissing] = useState(false);
  const skip = !isSignedIn || endpointMissing;
  const { data, error, refetch } = useGetUnreadMessageCountQuery(undefined, {
    skip,
    pollingInterval: UNREAD_REFRESH_MS,
    refetchOnFocus: true,
  });

  useEffect(() => {
    if (!error) return;
    console.warn('Unread message count could not be loaded', error);
    if ('status' in error && error.status === 404) setEndpointMissing(true);
  }, [error]);

  useRealtimeEvent(SERVER_EVENTS.unreadCountUpdated, () => {
    if (!skip) void refetch();
  });

  return error || skip ? 0 : (data ?? 0);
}
