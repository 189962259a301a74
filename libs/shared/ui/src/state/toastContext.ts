import { createContext } from 'react';
import type { ToastType } from './toastReducer';

export interface ShowToastOptions {
  type: ToastType;
  /** Optional bold first line. */
  title?: string;
  /** The (translated) text. */
  message: string;
  /**
   * Milliseconds until the toast starts its exit; default TOAST_DEFAULT_DURATION_MS (5000)
   * or the provider's defaultDuration. 0, a negative number or Infinity keeps it until closed.
   */
  duration?: number;
}

export type ToastShortcutOptions = Omit<ShowToastOptions, 'type' | 'message'>;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  showToast: (options: ShowToastOptions) => string;
  success: (message: string, options?: ToastShortcutOptions) => string;
  error: (message: string, options?: ToastShortcutOptions) => string;
  warning: (message: string, options?: ToastShortcutOptions) => string;
  info: (message: string, options?: ToastShortcutOptions) => string;
  /** Starts the exit animation; the toast is removed TOAST_EXIT_DURATION_MS later. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
ToastContext.displayName = 'ToastContext';
