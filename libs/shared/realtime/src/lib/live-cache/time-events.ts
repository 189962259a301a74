import type { TimerChangedPayload } from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { isRecord } from './cached-data';
import { cachedQueries, type CacheWork } from './cache-work';

/**
 * timer:changed (to the person's own sockets). The query holding their running timer (`{ timer }`, tagged
 * `runningTimer`) takes the new one, or none; a stopped timer's entry makes the time-entry queries refetch.
 */
export function applyTimerChanged(state: RootState, payload: TimerChangedPayload, work: CacheWork): void {
  if (!isRecord(payload) || !('timer' in payload)) return;
  const timer = payload.timer ?? null;
  for (const query of cachedQueries(state, [liveTags.runningTimer()])) {
    work.patch(
      query,
      isRecord(query.data)
        ? (draft) => {
            (draft as Record<string, unknown>)['timer'] = timer;
          }
        : null,
    );
  }
  if (payload.stoppedEntry) applyTimeEntryChanged(state, work);
}

/** time:entry:changed: every query computed from time entries refetches (totals cannot be patched from an id). */
export function applyTimeEntryChanged(state: RootState, work: CacheWork): void {
  for (const query of cachedQueries(state, [liveTags.timeEntries()])) work.refetch(query.tag);
}
