import { useEffect, useRef, type RefObject } from 'react';

const NEAR_BOTTOM_PX = 120;

/**
 * Keeps a scrolling thread at its newest end (the bottom, where the composer is): when it opens and whenever
 * its content grows while the reader is at the bottom. Scrolling up to read older entries is left alone.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>): void {
  const atBottom = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    const onScroll = () => {
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    };
    const observer = new MutationObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    element.addEventListener('scroll', onScroll, { passive: true });
    toBottom();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [ref]);
}
