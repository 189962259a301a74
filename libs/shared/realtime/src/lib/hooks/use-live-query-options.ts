import { useMemo } from 'react';
import { useRealtimeStatus } from './use-realtime-status';

/** Without live events, counts and conversations refresh every 5000 ms and on focus (docs/product-rules.md#timings-and-limits). */
export const LIVE_FALLBACK_POLLING_MS = 5000;

export interface LiveQueryOptions {
  pollingInterval: number;
  refetchOnFocus: boolean;
}

/**
 * Subscription options for a query kept live by its tags: no polling while the socket is connected;
 * while it is not, polling every `intervalMs` and a refetch when the window gets focus.
 * `useGetXQuery(arg, { ...useLiveQueryOptions(), skip })`.
 */
export function useLiveQueryOptions({
  intervalMs = LIVE_FALLBACK_POLLING_MS,
}: { intervalMs?: number } = {}): LiveQueryOptions {
  const isLive = useRealtimeStatus() === 'connected';
  return useMemo(() => ({ pollingInterval: isLive ? 0 : intervalMs, refetchOnFocus: !isLive }), [isLive, intervalMs]);
}
