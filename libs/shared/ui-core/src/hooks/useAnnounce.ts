import { useEffect } from 'react';
import { announce, ensureAnnouncer } from '../utils/announce';

/**
 * `announce(message, politeness?)` for screen readers: moves on the board, results of background
 * actions. Messages are translated by the caller. The function is the same on every render.
 */
export function useAnnounce(): typeof announce {
  useEffect(() => {
    ensureAnnouncer();
  }, []);
  return announce;
}
