import { useCallback, useEffect, useRef } from 'react';
import { CLIENT_EVENTS } from '@taskflow/contracts';
import { useAppSelector } from '@taskflow/store';
import { selectTypingUserIds, selectUserPresence, type UserPresence } from '../state/live.slice';
import { useRealtimeSocket } from './realtime-context';

/** While typing goes on, typing:start is sent again this often (receivers forget a typist after 5 s). */
export const TYPING_REPEAT_MS = 2000;
/** After this long without a keystroke, typing:stop is sent. */
export const TYPING_IDLE_MS = 3000;

/** The ids of the others typing in the conversation now (stable while it does not change). */
export function useTypingUsers(conversationId: string | null | undefined): readonly string[] {
  return useAppSelector((state) => selectTypingUserIds(state, conversationId));
}

/** online, away or offline, as the live gateway last said. */
export function usePresence(userId: string | null | undefined): UserPresence {
  return useAppSelector((state) => selectUserPresence(state, userId));
}

/**
 * Tells the others in a conversation (whose room the screen holds with `useLiveRoom`) that the user is
 * typing: call `typing()` on every keystroke and `stopped()` when the message is sent; leaving the
 * conversation or a pause of 3 s stops it too.
 */
export function useTypingSignal(conversationId: string | null | undefined): {
  typing: () => void;
  stopped: () => void;
} {
  const socket = useRealtimeSocket();
  const lastStart = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = undefined;
    if (lastStart.current === 0) return;
    lastStart.current = 0;
    if (socket?.connected && conversationId) socket.emit(CLIENT_EVENTS.typingStop, { conversationId });
  }, [socket, conversationId]);

  const typing = useCallback(() => {
    if (!socket?.connected || !conversationId) return;
    const now = Date.now();
    if (now - lastStart.current >= TYPING_REPEAT_MS) {
      lastStart.current = now;
      socket.emit(CLIENT_EVENTS.typingStart, { conversationId });
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopped, TYPING_IDLE_MS);
  }, [socket, conversationId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typing, stopped };
}
