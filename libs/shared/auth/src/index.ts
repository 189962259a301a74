// Where the browser keeps the session lives in @taskflow/config (public pages read it without the store).
export {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  getSessionPersistence,
  loadStoredSession,
  saveStoredSession,
  setSessionPersistence,
  type SessionPersistence,
  type StoredSession,
} from '@taskflow/config';
export * from './lib/state/session.slice';
export * from './lib/utils/api-base-query';
export * from './lib/utils/user-display';
