import {
  getSessionPersistence,
  hasStoredSession,
  loadStoredSession,
  saveStoredSession,
  setSessionPersistence,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './session-storage';

const user = {
  id: 'u1',
  firstName: 'Tina',
  lastName: 'Team',
  email: 'team@example.com',
  userType: 'team' as const,
  serviceProviderId: 'p1',
  status: 'active' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setSessionPersistence('local');
  });

  it('keeps token and user under the taskflow keys', () => {
    saveStoredSession({ token: 't', user });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toEqual(user);
    expect(TOKEN_STORAGE_KEY).toBe('taskflow_token');
    expect(USER_STORAGE_KEY).toBe('taskflow_user');
  });

  it('treats a token without a user as signed out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    expect(loadStoredSession()).toEqual({ token: null, user: null });
  });

  it('treats an unreadable user as signed out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    localStorage.setItem(USER_STORAGE_KEY, '{broken');
    expect(loadStoredSession()).toEqual({ token: null, user: null });
  });

  it('removes both keys on sign-out', () => {
    saveStoredSession({ token: 't', user });
    saveStoredSession({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session that should not be remembered in sessionStorage only', () => {
    setSessionPersistence('session');
    saveStoredSession({ token: 't', user });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
    setSessionPersistence('local');
    expect(loadStoredSession()).toEqual({ token: 't', user });
    saveStoredSession({ token: 't2', user });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t2');
  });

  it('moves the session to localStorage when the user asks to be remembered, and clears both on sign-out', () => {
    setSessionPersistence('session');
    saveStoredSession({ token: 't', user });
    setSessionPersistence('local');
    saveStoredSession({ token: 't', user });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    saveStoredSession({ token: null, user: null });
    expect(loadStoredSession()).toEqual({ token: null, user: null });
  });

  it('tells whether a session is kept, remembered or not, without moving where the next one goes', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    expect(hasStoredSession()).toBe(false); // a token without its user is no session
    localStorage.clear();
    setSessionPersistence('session');
    saveStoredSession({ token: 't', user });
    setSessionPersistence('local');
    expect(hasStoredSession()).toBe(true);
    expect(getSessionPersistence()).toBe('local');
    saveStoredSession({ token: null, user: null });
    expect(hasStoredSession()).toBe(false);
  });
});
