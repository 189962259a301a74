/**
 * The key under which @taskflow/config keeps the session token (its TOKEN_STORAGE_KEY). The shell's entry reads it
 * before the shared modules are available, so it cannot import it; stored-token.spec.ts keeps the two equal.
 */
export const STORED_TOKEN_KEY = 'taskflow_token';

/** Whether a session token is stored (remembered or for this browser session): the visit is likely signed in. */
export function hasStoredToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORED_TOKEN_KEY) ?? window.sessionStorage.getItem(STORED_TOKEN_KEY));
  } catch {
    return false;
  }
}
