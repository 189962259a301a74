import { useEffect, useRef, useState, type RefObject } from 'react';
import { announce } from '@taskflow/ui';

/** The page title is read out once it stops changing (a page names itself after its area's name, when loaded). */
export const PAGE_ANNOUNCE_DELAY_MS = 400;

/**
 * After a navigation inside the signed-in layout, focus moves to the page's main heading, so the next Tab starts on
 * the new page rather than in the sidebar, and screen readers hear which page opened. A control of the page that
 * changed the address itself and still has focus (a tab of its own) keeps it. The first page shown keeps the
 * browser's start, where the skip link comes first.
 */
export function useRouteFocus(
  pathname: string,
  title: string,
  heading: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): void {
  const shownPath = useRef(pathname);
  const [announcing, setAnnouncing] = useState(false);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setAnnouncing(true);
    const active = document.activeElement;
    const keptByPage = active && active !== document.body && content.current?.contains(active);
    if (!keptByPage) heading.current?.focus();
  }, [pathname, heading, content]);

  useEffect(() => {
    if (!announcing) return undefined;
    const timer = setTimeout(() => {
      announce(title);
      setAnnouncing(false);
    }, PAGE_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [announcing, title]);
}
