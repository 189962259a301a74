import { useCallback, useEffect, useRef } from 'react';
import { SERVER_EVENTS, type DirectMessageCreatedPayload } from '@taskflow/contracts';
import { useRealtimeEvent } from '@taskflow/realtime';
import { useMarkConversationReadMutation } from '../state/direct-messages.api';

/** A conversation is marked read about 2 s after opening, and 1 s after a live message (docs/product-rules.md#states-and-changes). */
export const MARK_READ_AFTER_OPEN_MS = 2000;
export const MARK_READ_AFTER_LIVE_MESSAGE_MS = 1000;

/**
 * Marks the open conversation read 2 s after it opens and 1 s after a message from someone else arrives
 * live. Failures are only logged.
 */
export function useMarkRead(conversationId: string | null, currentUserId: string | undefined): void {
  const [markRead] = useMarkConversationReadMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(
    (delayMs: number) => {
      if (!conversationId) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        markRead(conversationId)
          .unwrap()
          .catch((error: unknown) => console.warn('Conversation could not be marked read', error));
      }, delayMs);
    },
    [conversationId, markRead],
  );

  useEffect(() => {
    schedule(MARK_READ_AFTER_OPEN_MS);
    return () => clearTimeout(timer.current);
  }, [schedule]);

  useRealtimeEvent<DirectMessageCreatedPayload>(SERVER_EVENTS.directMessageCreated, (payload) => {
    const id = payload?.conversation?.id ?? payload?.message?.conversationId;
    if (id === conversationId && payload.message?.senderId !== currentUserId) schedule(MARK_READ_AFTER_LIVE_MESSAGE_MS);
  });
}
