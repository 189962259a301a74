import { useEffect, useState } from 'react';
import { selectIsSignedIn } from '@taskflow/auth';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { useGetSidebarUnreadCommentCountQuery, useGetUnreadMessageCountQuery } from '../state/unread.api';

/** Spec: unread counts refresh every 5000 ms and when the window gets focus (here: while not live). */
export const UNREAD_REFRESH_MS = 5000;

type CountQuery = typeof useGetUnreadMessageCountQuery;

/**
 * One unread count, live: unread_count:updated sets it in the cache; only while the live connection is
 * down does it poll and refetch on focus. Errors are logged and count as zero; a server without the
 * endpoint (404) is not asked again in this page view.
 */
function useLiveCount(useCountQuery: CountQuery, what: string): number {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [endpointMissing, setEndpointMissing] = useState(false);
  const skip = !isSignedIn || endpointMissing;
  const liveOptions = useLiveQueryOptions({ intervalMs: UNREAD_REFRESH_MS });
  const { data, error } = useCountQuery(undefined, { ...liveOptions, skip });

  useEffect(() => {
    if (!error) return;
    console.warn(`${what} could not be loaded`, error);
    if ('status' in error && error.status === 404) setEndpointMissing(true);
  }, [error, what]);

  return error || skip ? 0 : (data ?? 0);
}

/**
 * The sidebar badge of the messages item: unread direct messages plus unread comments of the user's side,
 * the same two numbers the messages page shows on its two tabs, each counted once.
 */
export function useUnreadCount(): number {
  const messages = useLiveCount(useGetUnreadMessageCountQuery, 'Unread message count');
  const comments = useLiveCount(useGetSidebarUnreadCommentCountQuery, 'Unread comment count');
  return messages + comments;
}
