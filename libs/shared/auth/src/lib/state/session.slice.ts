import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@taskflow/contracts';
import { loadStoredSession, saveStoredSession, type StoredSession } from '@taskflow/config';

/** Why a session was ended by the server rather than by the user (the sign-in page explains it). */
export type SessionEndReason = 'clientPortalDisabled';

export type SessionState = StoredSession & { endedBecause?: SessionEndReason | null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => loadStoredSession(),
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: User }>) => action.payload,
    signedOut: (_state, action: PayloadAction<SessionEndReason | undefined>): SessionState =>
      action.payload ? { token: null, user: null, endedBecause: action.payload } : { token: null, user: null },
    tokenRefreshed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
  },
  selectors: {
    selectSessionToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => Boolean(state.token && state.user),
    selectSessionEndReason: (state) => state.endedBecause ?? null,
  },
});

export const { signedIn, signedOut, tokenRefreshed, userUpdated } = sessionSlice.actions;
export const { selectSessionToken, selectCurrentUser, selectIsSignedIn, selectSessionEndReason } =
  sessionSlice.selectors;

interface StoreLike {
  getState: () => { session: SessionState };
  subscribe: (listener: () => void) => () => void;
}

/** Mirrors the session into localStorage whenever it changes, so a reload keeps the user signed in. */
export function persistSessionOnChange(store: StoreLike): () => void {
  let previous = store.getState().session;
  return store.subscribe(() => {
    const current = store.getState().session;
    if (current === previous) return;
    previous = current;
    saveStoredSession(current);
  });
}
