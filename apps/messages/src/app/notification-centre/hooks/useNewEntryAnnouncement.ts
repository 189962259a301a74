import { useEffect, useRef, useState } from 'react';
import type { NotificationView } from '@taskflow/contracts';

/**
 * The newest entry that arrived while the page was open (live), to announce; null until one does. Entries present
 * when the centre first loaded, and entries already read, are not news.
 */
export function useNewEntryAnnouncement(
  newest: NotificationView | undefined,
  loaded: boolean,
): NotificationView | null {
  const seen = useRef<Set<string> | null>(null);
  const [latest, setLatest] = useState<NotificationView | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (!seen.current) {
      seen.current = new Set(newest ? [newest.id] : []);
      return;
    }
    if (!newest || seen.current.has(newest.id)) return;
    seen.current.add(newest.id);
    if (newest.readAt === null) setLatest(newest);
  }, [newest, loaded]);
  return latest;
}
