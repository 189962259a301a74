import { useCallback, useEffect, useMemo, useReducer, useRef, type FocusEvent, type ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_DURATION_MS } from '../../constants';
import {
  ToastContext,
  type ShowToastOptions,
  type ToastApi,
  type ToastShortcutOptions,
} from '../../state/toastContext';
import { initialToastState, toastReducer, type ToastType } from '../../state/toastReducer';
import { StyledToastRegion } from './Toast.styles';
import { ToastItem } from './ToastItem';

export interface ToastProviderProps {
  children?: ReactNode;
  /** aria-label of each toast's close button; pass a translated string. */
  closeLabel?: string;
  /** aria-label of the toast region (a landmark); pass a translated string. */
  regionLabel?: string;
  /** Duration for toasts that don't set one. Default TOAST_DEFAULT_DURATION_MS (5000). */
  defaultDuration?: number;
}

type Phase = 'visible' | 'paused' | 'exiting';

const normaliseDuration = (duration: number): number =>
  Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;

/**
 * Holds the toasts and renders them in a fixed region. Render it once, high in the shell;
 * remotes share it through the @taskflow/ui singleton and call useToast().
 *
 * Timing works from deadlines kept in state: a toast starts its exit at createdAt + duration and
 * is removed TOAST_EXIT_DURATION_MS after the exit started. One effect keeps a timer per toast in
 * step with those deadlines, so timers survive StrictMode remounts and are cleared on unmount.
 */
export function ToastProvider({
  children,
  closeLabel = 'Close',
  regionLabel = 'Notifications',
  defaultDuration = TOAST_DEFAULT_DURATION_MS,
}: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const nextId = useRef(0);
  const timers = useRef(new Map<string, { phase: Phase; timer: ReturnType<typeof setTimeout> }>());

  const startExit = useCallback((id: string, at: number) => dispatch({ type: 'toast/exitStarted', id, at }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'toast/removed', id }), []);
  const dismiss = useCallback((id: string) => startExit(id, Date.now()), [startExit]);

  const showToast = useCallback(
    ({ type, title, message, duration }: ShowToastOptions): string => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      dispatch({
        type: 'toast/added',
        toast: {
          id,
          type,
          title,
          message,
          duration: normaliseDuration(duration ?? defaultDuration),
          createdAt: Date.now(),
        },
      });
      return id;
    },
    [defaultDuration],
  );

  // Keep one timer per toast in step with its deadline.
  useEffect(() => {
    const scheduled = timers.current;
    const now = Date.now();
    const waiting = state.pausedAt !== null;
    const phases = new Map<string, Phase>(
      state.toasts.map((t) => [t.id, t.exitStartedAt !== null ? 'exiting' : waiting ? 'paused' : 'visible']),
    );
    scheduled.forEach((entry, id) => {
      if (phases.get(id) !== entry.phase) {
        clearTimeout(entry.timer);
        scheduled.delete(id);
      }
    });
    for (const toast of state.toasts) {
      if (scheduled.has(toast.id)) continue;
      const { id } = toast;
      if (toast.exitStartedAt !== null) {
        const delay = toast.exitStartedAt + TOAST_EXIT_DURATION_MS - now;
        if (delay <= 0) remove(id);
        else scheduled.set(id, { phase: 'exiting', timer: setTimeout(() => remove(id), delay) });
      } else if (Number.isFinite(toast.duration) && !waiting) {
        const exitAt = toast.createdAt + toast.duration;
        const delay = exitAt - now;
        if (delay <= 0) startExit(id, exitAt);
        else scheduled.set(id, { phase: 'visible', timer: setTimeout(() => startExit(id, exitAt), delay) });
      }
    }
  }, [state.toasts, state.pausedAt, startExit, remove]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      scheduled.forEach((entry) => clearTimeout(entry.timer));
      scheduled.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => {
    const shortcut =
      (type: ToastType) =>
      (message: string, options?: ToastShortcutOptions): string =>
        showToast({ ...options, type, message });
    return {
      showToast,
      success: shortcut('success'),
      error: shortcut('error'),
      warning: shortcut('warning'),
      info: shortcut('info'),
      dismiss,
    };
  }, [showToast, dismiss]);

  // Closing a toast by keyboard (its button or Escape) takes focus to the next toast, or back to where it came from.
  const regionRef = useRef<HTMLElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const rememberFocusBefore = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !regionRef.current?.contains(from)) focusBefore.current = from;
  };
  // Toasts wait while the pointer is over them or focus is in them, so they can be read and reached (WCAG 2.2.1).
  const pointerInside = useRef(false);
  const pause = () => dispatch({ type: 'toast/paused', at: Date.now() });
  const resume = () => dispatch({ type: 'toast/resumed', at: Date.now() });
  // An empty region is not shown: whatever held the toasts back is gone with them.
  const empty = state.toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    pointerInside.current = false;
    dispatch({ type: 'toast/resumed', at: Date.now() });
  }, [empty]);
  const close = (id: string) => {
    const region = regionRef.current;
    if (region?.contains(document.activeElement)) {
      const next = Array.from(region.querySelectorAll<HTMLElement>('[data-toast-id]')).find(
        (element) => element.dataset.toastId !== id && element.dataset.state === 'visible',
      );
      const target = next?.querySelector<HTMLElement>('button') ?? focusBefore.current;
      if (target?.isConnected) target.focus();
    }
    dismiss(id);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledToastRegion
        ref={regionRef}
        aria-label={regionLabel}
        data-toast-region=""
        data-paused={state.pausedAt !== null || undefined}
        onFocus={(event) => {
          rememberFocusBefore(event);
          pause();
        }}
        onBlur={(event) => {
          if (!regionRef.current?.contains(event.relatedTarget as Node | null) && !pointerInside.current) resume();
        }}
        onPointerEnter={() => {
          pointerInside.current = true;
          pause();
        }}
        // A toast that shows up under a resting pointer gets no enter from every browser; the pointer's next move counts.
        onPointerMove={() => {
          if (pointerInside.current) return;
          pointerInside.current = true;
          pause();
        }}
        onPointerLeave={() => {
          pointerInside.current = false;
          if (!regionRef.current?.contains(document.activeElement)) resume();
        }}
      >
        {state.toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onClose={close} />
        ))}
      </StyledToastRegion>
    </ToastContext.Provider>
  );
}
