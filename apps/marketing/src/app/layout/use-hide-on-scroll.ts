import { useEffect, useState } from 'react';

/** The public header hides when scrolling down past this many pixels (docs/screens-and-routes.md#public-website). */
export const HEADER_HIDE_THRESHOLD_PX = 10;

export interface ScrollState {
  lastY: number;
  hidden: boolean;
}

/** Hidden while scrolling down past the threshold; shown again on any scroll up or near the top. */
export function nextScrollState(state: ScrollState, y: number, threshold = HEADER_HIDE_THRESHOLD_PX): ScrollState {
  if (y <= threshold) return { lastY: y, hidden: false };
  if (y > state.lastY) return { lastY: y, hidden: true };
  if (y < state.lastY) return { lastY: y, hidden: false };
  return state;
}

/** True while the header should be out of the way. `disabled` keeps it shown (e.g. open mobile menu). */
export function useHideOnScroll(disabled = false): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state: ScrollState = { lastY: window.scrollY, hidden: false };
    const onScroll = () => {
      state = nextScrollState(state, window.scrollY);
      setHidden(state.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden && !disabled;
}
