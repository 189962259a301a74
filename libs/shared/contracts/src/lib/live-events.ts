import type { ChecklistItemView } from './checklists';
import type { FileView } from './files';
import type { ConversationType, MessageReactionView, MessageView } from './messaging';
import type { ProjectCommentView, TaskCommentView, TaskView } from './resources';
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
  /** Ack: the ids of the agency's users with an open socket on any API process. */
  presenceList: 'presence:list',
} as const;

/** Events the live gateway sends to the browser. */
export const SERVER_EVENTS = {
  taskCommentCreated: 'comment:task:created',
  projectCommentCreated: 'comment:project:created',
  /** A task comment was edited (`TaskCommentCreatedPayload`); client rooms hear of it only while they may see it. */
  taskCommentUpdated: 'comment:task:updated',
  /** A project comment was edited (`ProjectCommentCreatedPayload`); client rooms only while they may see it. */
  projectCommentUpdated: 'comment:project:updated',
  /** A task comment was deleted (its files with it); same audience as its creation. */
  taskCommentDeleted: 'comment:task:deleted',
  /** A project comment was deleted (its files with it); same audience as its creation. */
  projectCommentDeleted: 'comment:project:deleted',
  /** A file was attached to a task (same audience as task:updated). */
  taskAttachmentAdded: 'task:attachment:added',
  /** A task's attachment was removed (same audience as task:updated). */
  taskAttachmentRemoved: 'task:attachment:removed',
  /** A task's checklist changed (`TaskChecklistChangedPayload`, same audience as task:updated). */
  taskChecklistChanged: 'task:checklist',
  directMessageCreated: 'message:direct:created',
  directMessageEdited: 'message:direct:edited',
  directMessageDeleted: 'message:direct:deleted',
  messageReactionsChanged: 'message:reactions:changed',
  conversationChanged: 'conversation:changed',
  commentsMarkedRead: 'comments:marked_read',
  taskUpdated: 'task:updated',
  /** A task was created (same audience as task:updated). */
  taskCreated: 'task:created',
  /** A task was deleted, or the recipient may no longer see it (hidden from clients, reassigned away). */
  taskDeleted: 'task:deleted',
  unreadCountUpdated: 'unread_count:updated',
  /** The person's timer started, stopped or was discarded (`TimerChangedPayload`), to their own sockets only. */
  timerChanged: 'timer:changed',
  /** One of the person's time entries was created, changed or deleted (`{ entryId }`), to their own sockets only. */
  timeEntryChanged: 'time:entry:changed',
  /** A new entry of the person's notification centre (`NotificationCreatedPayload`), to their own sockets only. */
  notificationCreated: 'notification:created',
  /** Entries of the person's notification centre were read (`NotificationReadPayload`), to their own sockets only. */
  notificationRead: 'notification:read',
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

/**
 * `comment:task:updated`: the edited comment as the comment calls answer it. A comment made internal reaches client
 * rooms as `comment:task:deleted`, one made client-visible as `comment:task:created`.
 */
export type TaskCommentUpdatedPayload = TaskCommentCreatedPayload;

/** `comment:project:updated`, like `comment:task:updated`. */
export type ProjectCommentUpdatedPayload = ProjectCommentCreatedPayload;

/** `comment:task:deleted`: only ids, to the rooms that heard of the comment. */
export interface TaskCommentDeletedPayload {
  commentId: string;
  task: { id: string; projectId: string };
}

/** `comment:project:deleted`: only ids, to the rooms that heard of the comment. */
export interface ProjectCommentDeletedPayload {
  commentId: string;
  project: { id: string };
}

/** `task:attachment:added`: the new file as GET /api/files/task/{taskId} lists it. */
export interface TaskAttachmentAddedPayload {
  task: { id: string; projectId: string };
  file: FileView;
}

/**
 * `task:checklist`: a task's whole checklist after a change (an item added, renamed, ticked, moved, deleted or made a
 * task), with the progress its task view carries now.
 */
export interface TaskChecklistChangedPayload {
  task: { id: string; projectId: string; checklistDone: number; checklistTotal: number };
  items: ChecklistItemView[];
}

/** `task:attachment:removed` */
export interface TaskAttachmentRemovedPayload {
  task: { id: string; projectId: string };
  fileId: string;
}

export interface CommentsMarkedReadPayload {
  commentIds: string[];
  /** Whose read flag changed (isReadByTeam or isReadByClient) and to what. */
  side?: 'team' | 'client';
  isRead?: boolean;
}

export interface TaskUpdatedPayload {
  task: { id: string; projectId: string; status: TaskStatus; [field: string]: unknown };
  /** @deprecated The API sends `task:deleted` instead; still honoured by the live cache. */
  deleted?: boolean;
}

/** `task:created`: the new task as GET /api/tasks/{id} answers it. */
export interface TaskCreatedPayload {
  task: TaskView;
}

/**
 * `task:deleted`: the task left the recipient's view. Only its ids, so a recipient who may no longer see it
 * learns nothing else: `deleted` when it is gone, `hidden` when it still exists but not for them (no longer
 * client-visible, or reassigned away from a team member who sees only their own tasks).
 */
export interface TaskDeletedPayload {
  task: { id: string; projectId: string };
  reason: 'deleted' | 'hidden';
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

/** A conversation's last-message fields after one of its messages was edited or deleted. */
export interface ConversationLastMessage {
  id: string;
  type: ConversationType;
  lastMessageAt: string | null;
  /** Cut at 60 characters, as in ConversationView. */
  lastMessagePreview: string | null;
}

/** `message:direct:edited`, sent to every active participant's sockets. */
export interface DirectMessageEditedPayload {
  message: MessageView;
  conversation: ConversationLastMessage;
}

/** `message:direct:deleted`, sent to every active participant's sockets. */
export interface DirectMessageDeletedPayload {
  messageId: string;
  conversation: ConversationLastMessage;
}

/** `message:reactions:changed`: the message's reactions after someone added or removed one. */
export interface MessageReactionsChangedPayload {
  messageId: string;
  conversationId: string;
  reactions: MessageReactionView[];
}

export const CONVERSATION_CHANGES = ['details', 'participants', 'cleared', 'deleted'] as const;
export type ConversationChange = (typeof CONVERSATION_CHANGES)[number];

/**
 * `conversation:changed`: renamed, people added or removed, all messages cleared, or deleted. Sent to the
 * active participants (and to whoever was removed); the browser reloads what it holds of the conversation.
 */
export interface ConversationChangedPayload {
  conversationId: string;
  change: ConversationChange;
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
