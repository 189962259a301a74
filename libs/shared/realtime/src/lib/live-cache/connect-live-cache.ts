import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type CommentsMarkedReadPayload,
  type ConversationChangedPayload,
  type DirectMessageCreatedPayload,
  type DirectMessageDeletedPayload,
  type DirectMessageEditedPayload,
  type MessageReactionsChangedPayload,
  type NotificationCreatedPayload,
  type NotificationReadPayload,
  type PresencePayload,
  type ProjectCommentCreatedPayload,
  type ProjectCommentDeletedPayload,
  type ProjectCommentUpdatedPayload,
  type TaskAttachmentAddedPayload,
  type TaskAttachmentRemovedPayload,
  type TaskChecklistChangedPayload,
  type TaskCommentCreatedPayload,
  type TaskCommentDeletedPayload,
  type TaskCommentUpdatedPayload,
  type TaskCreatedPayload,
  type TaskDeletedPayload,
  type TaskUpdatedPayload,
  type TimerChangedPayload,
  type TypingPayload,
  type UnreadCountUpdatedPayload,
} from '@taskflow/contracts';
import { selectCurrentUser } from '@taskflow/auth';
import { api, LIVE_TAG_TYPES, type RootState } from '@taskflow/store';
import { emitWithAck, LIVE_ACK_TIMEOUT_MS, type LiveSocket } from '../live-socket';
import type { LiveRooms } from '../rooms/live-rooms';
import {
  liveConnectionLost,
  presenceChanged,
  presenceListed,
  realtimeStatusChanged,
  typingStarted,
  typingStopped,
} from '../state/live.slice';
import { runCacheWork, type CacheWork } from './cache-work';
import {
  applyCommentsMarkedRead,
  applyProjectCommentCreated,
  applyProjectCommentUpdated,
  applyTaskCommentCreated,
  applyTaskCommentUpdated,
} from './comment-events';
import {
  applyConversationChanged,
  applyDirectMessageDeleted,
  applyDirectMessageEdited,
  applyMessageReactionsChanged,
} from './message-change-events';
import {
  applyProjectCommentDeleted,
  applyTaskAttachmentAdded,
  applyTaskAttachmentRemoved,
  applyTaskCommentDeleted,
} from './file-events';
import { applyDirectMessageCreated } from './message-events';
import { keepFirstBoardPages } from './board-events';
import { applyTaskCreated, applyTaskDeleted, applyTaskUpdated } from './task-events';
import { applyTaskChecklistChanged } from './checklist-events';
import { applyUnreadCountUpdated } from './unread-events';
import { applyTimeEntryChanged, applyTimerChanged } from './time-events';
import { applyNotificationCreated, applyNotificationRead } from './notification-events';

/** A typing user who sends nothing more for this long counts as stopped (senders repeat typing:start sooner). */
export const TYPING_TIMEOUT_MS = 5000;

export interface LiveStore {
  getState: () => RootState;
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
}

export interface LiveCacheOptions {
  socket: LiveSocket;
  store: LiveStore;
  rooms: LiveRooms;
  typingTimeoutMs?: number;
  ackTimeoutMs?: number;
}

type Handler = (payload: unknown) => void;

/**
 * The one subscriber that turns live events into cache updates, typing and presence, and keeps the
 * connection status. On every reconnect (and on a first connect after a failed attempt) it joins the held
 * rooms again and then refetches every live query, since events were missed meanwhile (a board column only its first
 * page).
 * Returns the function that detaches it (on sign-out).
 */
export function connectLiveCache({
  socket,
  store,
  rooms,
  typingTimeoutMs = TYPING_TIMEOUT_MS,
  ackTimeoutMs = LIVE_ACK_TIMEOUT_MS,
}: LiveCacheOptions): () => void {
  const listeners: Array<[string, Handler]> = [];
  const on = <P>(event: string, handler: (payload: P) => void) => {
    const listener = handler as unknown as Handler;
    socket.on(event, listener);
    listeners.push([event, listener]);
  };
  const updateCache = (apply: (state: RootState, work: CacheWork) => void) =>
    runCacheWork(store.getState, store.dispatch, apply);
  const currentUserId = () => selectCurrentUser(store.getState())?.id ?? null;

  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const clearTypingTimer = ({ conversationId, userId }: TypingPayload) => {
    const key = `${conversationId}\u0000${userId}`;
    clearTimeout(typingTimers.get(key));
    typingTimers.delete(key);
    return key;
  };
  const stopTyping = (payload: TypingPayload) => {
    clearTypingTimer(payload);
    store.dispatch(typingStopped(payload));
  };

  on<TaskUpdatedPayload>(SERVER_EVENTS.taskUpdated, (payload) =>
    updateCache((state, work) => applyTaskUpdated(state, payload, work)),
  );
  on<TaskCreatedPayload>(SERVER_EVENTS.taskCreated, (payload) =>
    updateCache((state, work) => applyTaskCreated(state, payload, work)),
  );
  on<TaskDeletedPayload>(SERVER_EVENTS.taskDeleted, (payload) =>
    updateCache((state, work) => applyTaskDeleted(state, payload, work)),
  );
  on<TaskChecklistChangedPayload>(SERVER_EVENTS.taskChecklistChanged, (payload) =>
    updateCache((state, work) => applyTaskChecklistChanged(state, payload, work)),
  );
  on<TaskCommentCreatedPayload>(SERVER_EVENTS.taskCommentCreated, (payload) =>
    updateCache((state, work) => applyTaskCommentCreated(state, payload, work)),
  );
  on<ProjectCommentCreatedPayload>(SERVER_EVENTS.projectCommentCreated, (payload) =>
    updateCache((state, work) => applyProjectCommentCreated(state, payload, work)),
  );
  on<TaskCommentUpdatedPayload>(SERVER_EVENTS.taskCommentUpdated, (payload) =>
    updateCache((state, work) => applyTaskCommentUpdated(state, payload, work)),
  );
  on<ProjectCommentUpdatedPayload>(SERVER_EVENTS.projectCommentUpdated, (payload) =>
    updateCache((state, work) => applyProjectCommentUpdated(state, payload, work)),
  );
  on<TaskCommentDeletedPayload>(SERVER_EVENTS.taskCommentDeleted, (payload) =>
    updateCache((state, work) => applyTaskCommentDeleted(state, payload, work)),
  );
  on<ProjectCommentDeletedPayload>(SERVER_EVENTS.projectCommentDeleted, (payload) =>
    updateCache((state, work) => applyProjectCommentDeleted(state, payload, work)),
  );
  on<TaskAttachmentAddedPayload>(SERVER_EVENTS.taskAttachmentAdded, (payload) =>
    updateCache((state, work) => applyTaskAttachmentAdded(state, payload, work)),
  );
  on<TaskAttachmentRemovedPayload>(SERVER_EVENTS.taskAttachmentRemoved, (payload) =>
    updateCache((state, work) => applyTaskAttachmentRemoved(state, payload, work)),
  );
  on<CommentsMarkedReadPayload>(SERVER_EVENTS.commentsMarkedRead, (payload) =>
    updateCache((state, work) => applyCommentsMarkedRead(state, payload, work)),
  );
  on<DirectMessageCreatedPayload>(SERVER_EVENTS.directMessageCreated, (payload) => {
    updateCache((state, work) => applyDirectMessageCreated(state, payload, currentUserId(), work));
    const conversationId = payload?.conversation?.id ?? payload?.message?.conversationId;
    const senderId = payload?.message?.senderId;
    if (conversationId && senderId) stopTyping({ conversationId, userId: senderId });
  });
  on<DirectMessageEditedPayload>(SERVER_EVENTS.directMessageEdited, (payload) =>
    updateCache((state, work) => applyDirectMessageEdited(state, payload, work)),
  );
  on<DirectMessageDeletedPayload>(SERVER_EVENTS.directMessageDeleted, (payload) =>
    updateCache((state, work) => applyDirectMessageDeleted(state, payload, work)),
  );
  on<MessageReactionsChangedPayload>(SERVER_EVENTS.messageReactionsChanged, (payload) =>
    updateCache((state, work) => applyMessageReactionsChanged(state, payload, work)),
  );
  on<ConversationChangedPayload>(SERVER_EVENTS.conversationChanged, (payload) =>
    updateCache((state, work) => applyConversationChanged(state, payload, work)),
  );
  on<UnreadCountUpdatedPayload>(SERVER_EVENTS.unreadCountUpdated, (payload) =>
    updateCache((state, work) => applyUnreadCountUpdated(state, payload, work)),
  );
  on<TimerChangedPayload>(SERVER_EVENTS.timerChanged, (payload) =>
    updateCache((state, work) => applyTimerChanged(state, payload, work)),
  );
  on(SERVER_EVENTS.timeEntryChanged, () => updateCache((state, work) => applyTimeEntryChanged(state, work)));
  on<NotificationCreatedPayload>(SERVER_EVENTS.notificationCreated, (payload) =>
    updateCache((state, work) => applyNotificationCreated(state, payload, work)),
  );
  on<NotificationReadPayload>(SERVER_EVENTS.notificationRead, (payload) =>
    updateCache((state, work) => applyNotificationRead(state, payload, work)),
  );

  on<TypingPayload>(SERVER_EVENTS.userTyping, (payload) => {
    if (!payload?.conversationId || !payload.userId || payload.userId === currentUserId()) return;
    const key = clearTypingTimer(payload);
    typingTimers.set(
      key,
      setTimeout(() => stopTyping(payload), typingTimeoutMs),
    );
    store.dispatch(typingStarted(payload));
  });
  on<TypingPayload>(SERVER_EVENTS.userStoppedTyping, (payload) => {
    if (payload?.conversationId && payload.userId) stopTyping(payload);
  });
  const onPresence = (payload: PresencePayload) => {
    if (typeof payload?.userId !== 'string') return;
    if (payload.state === 'offline')
      for (const [key, timer] of typingTimers)
        if (key.endsWith(`\u0000${payload.userId}`)) {
          clearTimeout(timer);
          typingTimers.delete(key);
        }
    store.dispatch(presenceChanged(payload));
  };
  on<PresencePayload>(SERVER_EVENTS.userOnline, onPresence);
  on<PresencePayload>(SERVER_EVENTS.userAway, onPresence);
  on<PresencePayload>(SERVER_EVENTS.userOffline, onPresence);

  let everConnected = false;
  let missedEvents = false;
  const forgetLiveState = () => {
    for (const timer of typingTimers.values()) clearTimeout(timer);
    typingTimers.clear();
    store.dispatch(liveConnectionLost());
  };

  const connected = () => {
    store.dispatch(realtimeStatusChanged('connected'));
    void emitWithAck<{ userIds?: unknown } | null>(
      socket,
      CLIENT_EVENTS.presenceList,
      {},
      () => null,
      ackTimeoutMs,
    ).then((answer) => {
      if (Array.isArray(answer?.userIds)) store.dispatch(presenceListed(answer.userIds.filter(isString)));
    });
    const rejoined = rooms.rejoinAll();
    if (everConnected || missedEvents) {
      void rejoined.then(() => {
        if (!socket.connected) return;
        updateCache((state, work) => keepFirstBoardPages(state, work));
        store.dispatch(api.util.invalidateTags([...LIVE_TAG_TYPES]));
      });
    }
    everConnected = true;
    missedEvents = false;
  };
  on('connect', connected);
  on('disconnect', () => {
    store.dispatch(realtimeStatusChanged(socket.active === false ? 'offline' : 'connecting'));
    forgetLiveState();
    rooms.connectionLost();
  });
  on('connect_error', () => {
    missedEvents = true;
    store.dispatch(realtimeStatusChanged('offline'));
  });

  if (socket.connected) connected();
  else store.dispatch(realtimeStatusChanged('connecting'));

  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
    forgetLiveState();
    rooms.dispose();
    store.dispatch(realtimeStatusChanged('offline'));
  };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
