import type { ConversationType, MessageView } from './messaging';
import type { ProjectCommentView, TaskCommentView } from './resources';
import type { TaskStatus } from './work';

/** Events the browser emits to the live gateway. */
export const CLIENT_EVENTS = {
  userOnline: 'user:online',
  joinTask: 'join:task',
  leaveTask: 'leave:task',
  joinProject: 'join:project',
  leaveProject: 'leave:project',
  joinConversation: 'join:conversation',
  leaveConversation: 'leave:conversation',
  typingStart: 'typing:start',
  typingStop: 'typing:stop',
  /** The user is idle (tab hidden); `user:online` again when back. */
  userAway: 'user:away',
  /** Ack: the ids of the provider's users with an open socket on any API process. */
  presenceList: 'presence:list',
} as const;

/** Events the live gateway sends to the browser. */
export const SERVER_EVENTS = {
  taskCommentCreated: 'comment:task:created',
  projectCommentCreated: 'comment:project:created',
  directMessageCreated: 'message:direct:created',
  commentsMarkedRead: 'comments:marked_read',
  taskUpdated: 'task:updated',
  unreadCountUpdated: 'unread_count:updated',
  userTyping: 'user:typing',
  userStoppedTyping: 'user:stopped_typing',
  userOnline: 'user:online',
  userOffline: 'user:offline',
  userAway: 'user:away',
  /** The API process is shutting down and closes the socket; socket.io reconnects by itself (to another process). */
  serverShutdown: 'server:shutdown',
} as const;

export type ClientEventName = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];
export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

export type PresenceState = 'online' | 'offline' | 'away' | 'typing';

/**
 * @deprecated The payloads carry the full `TaskCommentView` / `ProjectCommentView`; this is only the part of them
 * older live-cache code names, derived so it cannot drift.
 */
export type LiveComment = Pick<
  TaskCommentView,
  'id' | 'content' | 'isInternal' | 'isReadByTeam' | 'isReadByClient' | 'createdAt' | 'user'
>;

/** The new comment is the same `TaskCommentView` that GET /api/comments/tasks answers. */
export interface TaskCommentCreatedPayload {
  comment: TaskCommentView;
  task: { id: string; title: string };
  project: { id: string; name: string };
}

/** The new comment is the same `ProjectCommentView` that GET /api/comments/projects answers. */
export interface ProjectCommentCreatedPayload {
  comment: ProjectCommentView;
  project: { id: string; name: string };
}

export interface CommentsMarkedReadPayload {
  commentIds: string[];
  /** Whose read flag changed (isReadByTeam or isReadByClient) and to what. */
  side?: 'team' | 'client';
  isRead?: boolean;
}

export interface TaskUpdatedPayload {
  task: { id: string; projectId: string; status: TaskStatus; [field: string]: unknown };
  /** The task was deleted (`task` is its last state). */
  deleted?: boolean;
}

export interface UnreadCountUpdatedPayload {
  /** The recipient's new unread total of `kind`. */
  count: number;
  /** comments: unread task and project comments of the recipient's side; messages: unread messages. */
  kind: 'comments' | 'messages';
  /** kind messages: the conversation that changed, and its unread count when known. */
  conversationId?: string;
  unreadCount?: number;
}

/** `message:direct:created`, sent to every active participant's sockets (any conversation type). */
export interface DirectMessageCreatedPayload {
  message: MessageView;
  conversation: { id: string; type: ConversationType };
}

/** Answer (ack) of the join and leave events. */
export interface RoomJoinAck {
  ok: boolean;
  error?: string;
}

export interface TypingPayload {
  conversationId: string;
  userId: string;
}

/** `server:shutdown`: sent right before the server closes the connection (it does not end the session). */
export interface ServerShutdownPayload {
  reconnect: true;
  /** How long to wait before trying (socket.io's own reconnection honours its backoff anyway). */
  reconnectAfterMs: number;
}

export interface PresencePayload {
  userId: string;
  state: PresenceState;
}
