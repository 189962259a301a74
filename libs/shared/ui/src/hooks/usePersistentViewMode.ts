import { useCallback, useState } from 'react';

export type ViewMode = 'list' | 'grid';

export const VIEW_MODE_STORAGE_PREFIX = 'taskflow:view:';

const isViewMode = (value: unknown): value is ViewMode => value === 'list' || value === 'grid';

/** The stored view of a screen, or the fallback when none (or something unusable) is stored. */
export function readViewMode(screenKey: string, fallback: ViewMode = 'list'): ViewMode {
  try {
    const stored = window.localStorage.getItem(`${VIEW_MODE_STORAGE_PREFIX}${screenKey}`);
    return isViewMode(stored) ? stored : fallback;
  } catch {
    // Storage can be blocked (privacy settings); the screen still works, it just forgets.
    return fallback;
  }
}

function writeViewMode(screenKey: string, mode: ViewMode) {
  try {
    window.localStorage.setItem(`${VIEW_MODE_STORAGE_PREFIX}${screenKey}`, mode);
  } catch {
    // See readViewMode.
  }
}

/**
 * The list/grid choice of one screen, remembered in localStorage under `taskflow:view:<screenKey>`
 * (default 'list'). Unknown stored values fall back to the default.
 */
export function usePersistentViewMode(
  screenKey: string,
  defaultMode: ViewMode = 'list',
): [ViewMode, (mode: ViewMode) => void] {
  const [state, setState] = useState(() => ({ screenKey, mode: readViewMode(screenKey, defaultMode) }));

  // Another screen key (same component, other screen) reads that screen's choice.
  let current = state;
  if (state.screenKey !== screenKey) {
    current = { screenKey, mode: readViewMode(screenKey, defaultMode) };
    setState(current);
  }

  const setMode = useCallback(
    (mode: ViewMode) => {
      writeViewMode(screenKey, mode);
      setState({ screenKey, mode });
    },
    [screenKey],
  );

  return [current.mode, setMode];
}
