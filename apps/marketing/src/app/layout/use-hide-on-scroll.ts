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
  // A page that starts scrolled down (the visitor scrolled a pre-rendered page before the app took it over) starts
  // with the header out of the way, as if scrolled there.
  const [renderedAt] = useState<ScrollState>(() => {
    const y = typeof window === 'undefined' ? 0 : window.scrollY;
    return { lastY: y, hidden: y > HEADER_HIDE_THRESHOLD_PX };
  });
  const [hidden, setHidden] = useState(renderedAt.hidden);
  useEffect(() => {
    let state = renderedAt;
    const onScroll = () => {
      state = nextScrollState(state, window.scrollY);
      setHidden(state.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A scroll between the first render and this listener (a slow start-up) counts as well.
    if (window.scrollY !== state.lastY) onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [renderedAt]);
  return hidden && !disabled;
}
