import type { AppStore } from '@taskflow/store';

/** How long signing out waits at most for the calls already on their way. */
export const SETTLE_TIMEOUT_MS = 5_000;

function anyPending(store: AppStore): boolean {
  const { queries, mutations } = store.getState().api;
  return [...Object.values(queries), ...Object.values(mutations)].some((entry) => entry?.status === 'pending');
}

/** Resolves once no API call of the store is pending any more (each got its answer), or after `timeoutMs`. */
export function apiCallsSettled(store: AppStore, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  if (!anyPending(store)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!anyPending(store)) done();
    });
  });
}
