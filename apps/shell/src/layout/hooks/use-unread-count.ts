import { useEffect, useState } from 'react';
import { selectIsSignedIn } from '@taskflow/auth';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { useGetUnreadMessageCountQuery } from '../state/unread.api';

/** Spec: unread counts refresh every 5000 ms and when the window gets focus (here: while not live). */
export const UNREAD_REFRESH_MS = 5000;

/**
 * The unread message count for the sidebar badge. unread_count:updated sets it in the cache (the query
 * carries the live unread tag); only while the live connection is down does it poll and refetch on focus.
 * Errors are logged and count as zero; a server without the conversations endpoint (404) is not asked
 * again in this page view.
 */
export function useUnreadCount(): number {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [endpointMissing, setEndpointMissing] = useState(false);
  const skip = !isSignedIn || endpointMissing;
  const liveOptions = useLiveQueryOptions({ intervalMs: UNREAD_REFRESH_MS });
  const { data, error } = useGetUnreadMessageCountQuery(undefined, { ...liveOptions, skip });

  useEffect(() => {
    if (!error) return;
    console.warn('Unread message count could not be loaded', error);
    if ('status' in error && error.status === 404) setEndpointMissing(true);
  }, [error]);

  return error || skip ? 0 : (data ?? 0);
}
