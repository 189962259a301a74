import type { User } from '@taskflow/contracts';

export const TOKEN_STORAGE_KEY = 'taskflow_token';
export const USER_STORAGE_KEY = 'taskflow_user';

export interface StoredSession {
  token: string | null;
  user: User | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && 'id' in value ? (value as User) : null;
  } catch {
    return null;
  }
}

/** A stored token plus a stored user means signed in; anything less is signed out. */
export function loadStoredSession(): StoredSession {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const user = parseUser(store?.getItem(USER_STORAGE_KEY) ?? null);
  return token && user ? { token, user } : { token: null, user: null };
}

export function saveStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  if (session.token && session.user) {
    store.setItem(TOKEN_STORAGE_KEY, session.token);
    store.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  } else {
    store.removeItem(TOKEN_STORAGE_KEY);
    store.removeItem(USER_STORAGE_KEY);
  }
}
