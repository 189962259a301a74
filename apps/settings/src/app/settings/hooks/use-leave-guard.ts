import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Asks before the page is left while `active`:
 * - closing or reloading the browser tab: the browser's own `beforeunload` prompt;
 * - in-app links (sidebar, breadcrumbs, any `<a href>` to another page of the app): the click is caught in the
 *   capture phase, before the router sees it, and `confirmLeave()` decides; when it answers true the link is
 *   followed through the router.
 * The shell uses a BrowserRouter, where react-router's useBlocker is not available, so this covers links, not the
 * browser's back and forward buttons.
 */
export function useLeaveGuard(active: boolean, confirmLeave: () => Promise<boolean>): void {
  const navigate = useNavigate();
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = leavingLink(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmRef.current().then((leave) => {
        if (leave) navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);
}

/** The in-app address a plain click on a link would open, when it leaves the current page; otherwise null. */
function leavingLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
