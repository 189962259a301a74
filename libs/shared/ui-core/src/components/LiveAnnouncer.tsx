import { useEffect } from 'react';
import { ensureAnnouncer } from '../utils/announce';

/**
 * Creates the page's live regions when mounted, so the first announcement is read too. Optional:
 * useAnnounce() does the same; render it high in an app that announces from plain functions.
 */
export function LiveAnnouncer() {
  useEffect(() => {
    ensureAnnouncer();
  }, []);
  return null;
}
