import { useCallback, useState } from 'react';
import { changedFields } from '../utils/changed-fields';

export interface Draft<T extends object> {
  /** The form's values: the saved values with the pending edits. */
  values: T | undefined;
  /** The saved values the draft started from. */
  saved: T | undefined;
  /** Only the fields that differ from the saved values. */
  changes: Partial<T>;
  dirty: boolean;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  /** Drops the pending edits, or starts over from `next` (e.g. the server's answer after saving). */
  reset: (next?: T) => void;
}

/**
 * The pending edits of a form over the server's values. When the server's values change while nothing is pending,
 * the form follows them; while edits are pending they stay and compare against the new values.
 */
export function useDraft<T extends object>(serverValues: T | undefined): Draft<T> {
  const [state, setState] = useState({ server: serverValues, saved: serverValues, values: serverValues });
  let current = state;
  if (serverValues !== state.server) {
    const pending = state.saved && state.values ? changedFields(state.saved, state.values) : {};
    current = {
      server: serverValues,
      saved: serverValues,
      values: serverValues && { ...serverValues, ...pending },
    };
    setState(current);
  }
  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setState((previous) =>
      previous.values ? { ...previous, values: { ...previous.values, [field]: value } } : previous,
    );
  }, []);
  const reset = useCallback((next?: T) => {
    setState((previous) => {
      const saved = next ?? previous.saved;
      return { ...previous, saved, values: saved };
    });
  }, []);
  const changes = current.saved && current.values ? changedFields(current.saved, current.values) : {};
  return { values: current.values, saved: current.saved, changes, dirty: Object.keys(changes).length > 0, set, reset };
}
