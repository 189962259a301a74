import { createContext, useContext, useEffect, useRef } from 'react';

/** What the unsaved-changes bar does for the active tab. */
export interface PendingChanges {
  saving: boolean;
  /** Persists the tab's pending data; resolves true when saved (false when the form shows errors). */
  save: () => Promise<boolean>;
  /** Drops the tab's pending data. */
  discard: () => void;
}

/** Set by the settings page; a tab reports its pending changes (or null) through useReportPendingChanges. */
export const PendingChangesContext = createContext<(pending: PendingChanges | null) => void>(() => undefined);

/** Tells the settings page whether this tab has pending changes, and how to save or discard them. */
export function useReportPendingChanges(form: PendingChanges & { dirty: boolean }): void {
  const report = useContext(PendingChangesContext);
  const latest = useRef(form);
  latest.current = form;
  const { dirty, saving } = form;
  useEffect(() => {
    report(dirty ? { saving, save: () => latest.current.save(), discard: () => latest.current.discard() } : null);
  }, [dirty, report, saving]);
  useEffect(() => () => report(null), [report]);
}
