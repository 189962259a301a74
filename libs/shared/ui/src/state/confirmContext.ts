import { createContext, type ReactNode } from 'react';
import type { ConfirmTone } from '../components/dialog/ConfirmDialog';

export interface ConfirmOptions {
  /** A question naming the thing, e.g. "Delete project Website-Relaunch?" */
  title: string;
  /** What will be lost, e.g. "Its 12 tasks are deleted too. This cannot be undone." */
  message: ReactNode;
  /** The action's verb, e.g. "Delete project". */
  confirmLabel: string;
  /** Defaults to the provider's cancelLabel. */
  cancelLabel?: string;
  /** Default 'danger'. */
  tone?: ConfirmTone;
  /**
   * The action to run on confirm. The dialog stays open with a pending confirm button while it
   * runs and closes when it succeeds (the promise resolves true). When it fails: with
   * `errorMessage` the dialog stays open and shows it (the user may retry or cancel); without,
   * the dialog closes and the promise rejects with the error.
   */
  action?: () => unknown;
  errorMessage?: string;
}

/** Opens a confirmation; resolves true when confirmed (and the action succeeded), false when cancelled. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);
ConfirmContext.displayName = 'ConfirmContext';
