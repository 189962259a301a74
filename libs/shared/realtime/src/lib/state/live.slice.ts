import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PresencePayload, TypingPayload } from '@taskflow/contracts';
import { rootReducer } from '@taskflow/store';

/** connected: live events arrive; connecting: (re)connecting; offline: no socket, or it failed or gave up. */
export type RealtimeStatus = 'connected' | 'connecting' | 'offline';

export type UserPresence = 'online' | 'away' | 'offline';

export interface LiveState {
  status: RealtimeStatus;
  /** Who is typing, per conversation id (the signed-in user never appears). */
  typing: Record<string, string[]>;
  /** Users whose presence the gateway told us; anyone else counts as offline. */
  presence: Record<string, Exclude<UserPresence, 'offline'>>;
}

const initialState: LiveState = { status: 'offline', typing: {}, presence: {} };
const NOBODY: readonly string[] = Object.freeze([]);

function stopTyping(state: LiveState, { conversationId, userId }: TypingPayload): void {
  const typing = state.typing[conversationId]?.filter((id) => id !== userId);
  if (!typing?.length) delete state.typing[conversationId];
  else state.typing[conversationId] = typing;
}

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    realtimeStatusChanged: (state, action: PayloadAction<RealtimeStatus>) => {
      state.status = action.payload;
    },
    typingStarted: (state, { payload }: PayloadAction<TypingPayload>) => {
      const typing = state.typing[payload.conversationId] ?? [];
      if (!typing.includes(payload.userId)) state.typing[payload.conversationId] = [...typing, payload.userId];
    },
    typingStopped: (state, { payload }: PayloadAction<TypingPayload>) => stopTyping(state, payload),
    presenceChanged: (state, { payload }: PayloadAction<PresencePayload>) => {
      if (payload.state === 'offline') {
        delete state.presence[payload.userId];
        for (const conversationId of Object.keys(state.typing))
          stopTyping(state, { conversationId, userId: payload.userId });
      } else {
        state.presence[payload.userId] = payload.state === 'away' ? 'away' : 'online';
      }
    },
    /** The gateway's list of everyone with an open socket (it does not tell away from online). */
    presenceListed: (state, { payload }: PayloadAction<string[]>) => {
      state.presence = Object.fromEntries(
        payload.map((userId) => [userId, state.presence[userId] === 'away' ? 'away' : 'online'] as const),
      );
    },
    /** Disconnected: nobody is known to be typing or online any more. */
    liveConnectionLost: (state) => {
      state.typing = {};
      state.presence = {};
    },
  },
  selectors: {
    selectRealtimeStatus: (state) => state.status,
    selectTypingUserIds: (state, conversationId: string | null | undefined) =>
      (conversationId ? state.typing[conversationId] : undefined) ?? NOBODY,
    selectUserPresence: (state, userId: string | null | undefined): UserPresence =>
      (userId ? state.presence[userId] : undefined) ?? 'offline',
  },
});

declare module '@taskflow/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof liveSlice> {}
}

/** The slice, injected into the one store's root reducer when this module loads. */
export const injectedLiveSlice = liveSlice.injectInto(rootReducer);

export const {
  realtimeStatusChanged,
  typingStarted,
  typingStopped,
  presenceChanged,
  presenceListed,
  liveConnectionLost,
} = liveSlice.actions;

export const { selectRealtimeStatus, selectTypingUserIds, selectUserPresence } = injectedLiveSlice.selectors;
