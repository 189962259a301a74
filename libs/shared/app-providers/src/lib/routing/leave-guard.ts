import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

type ConfirmLeave = () => Promise<boolean>;

/** The page's question while it holds unsaved changes (one page at a time is open). */
let activeGuard: ConfirmLeave | null = null;

/**
 * Asks the open page, if it holds unsaved changes, whether it may be left: for actions that leave it without a plain
 * navigation first, such as signing out. Resolves true when there is nothing to lose or the user chose to leave.
 */
export function confirmLeavingPage(): Promise<boolean> {
  return activeGuard ? activeGuard() : Promise.resolve(true);
}

/**
 * Asks (`confirmLeave`) before the page is left while `active`: any navigation to another page (links, the browser's
 * back and forward buttons, redirects), `confirmLeavingPage()` callers, and closing or reloading the browser tab
 * (the browser's own prompt). Changing only the query (e.g. the page's own tabs) is the page's business.
 * Needs a data router (the shell's createBrowserRouter).
 */
export function useLeaveGuard(active: boolean, confirmLeave: ConfirmLeave): void {
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;
  // Once the user agreed to leave (e.g. when signing out), the navigation that follows must not ask again.
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmRef.current().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!active) return undefined;
    leaving.current = false;
    const guard: ConfirmLeave = async () => {
      const leave = await confirmRef.current();
      if (leave) leaving.current = true;
      return leave;
    };
    activeGuard = guard;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (activeGuard === guard) activeGuard = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
