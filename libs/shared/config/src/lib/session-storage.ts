import type { User } from '@taskflow/contracts';

export const TOKEN_STORAGE_KEY = 'taskflow_token';
export const USER_STORAGE_KEY = 'taskflow_user';

export interface StoredSession {
  token: string | null;
  user: User | null;
}

/** 'local' survives closing the browser (remember me); 'session' ends with the browser session. */
export type SessionPersistence = 'local' | 'session';

let persistence: SessionPersistence = 'local';

function storage(kind: SessionPersistence = persistence): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Chooses where the next saved session goes: localStorage when the user asked to be remembered,
 * sessionStorage otherwise. Call before dispatching signedIn.
 */
export function setSessionPersistence(next: SessionPersistence): void {
  persistence = next;
}

export function getSessionPersistence(): SessionPersistence {
  return persistence;
}

function readSession(store: Storage | null): StoredSession {
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const user = parseUser(store?.getItem(USER_STORAGE_KEY) ?? null);
  return token && user ? { token, user } : { token: null, user: null };
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

/**
 * A stored token plus a stored user means signed in; anything less is signed out.
 * localStorage (remembered) is read first, then sessionStorage; the place found is kept for later saves.
 */
export function loadStoredSession(): StoredSession {
  const remembered = readSession(storage('local'));
  if (remembered.token) {
    persistence = 'local';
    return remembered;
  }
  const session = readSession(storage('session'));
  if (session.token) persistence = 'session';
  return session;
}

/** Whether the browser keeps a session (remembered or for this browser session); unlike loadStoredSession, it
 * leaves where the next session is saved alone. */
export function hasStoredSession(): boolean {
  return readSession(storage('local')).token !== null || readSession(storage('session')).token !== null;
}

function clear(store: Storage | null): void {
  store?.removeItem(TOKEN_STORAGE_KEY);
  store?.removeItem(USER_STORAGE_KEY);
}

export function saveStoredSession(session: StoredSession): void {
  if (session.token && session.user) {
    const store = storage();
    if (!store) return;
    store.setItem(TOKEN_STORAGE_KEY, session.token);
    store.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
    clear(storage(persistence === 'local' ? 'session' : 'local'));
  } else {
    clear(storage('local'));
    clear(storage('session'));
  }
}
