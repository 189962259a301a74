/**
 * Live tag conventions. The live cache layer (`@taskflow/realtime`) finds the cached queries that hold an
 * object through these tags and patches them when a socket event arrives, whichever remote defined the
 * endpoint. An endpoint is kept live by providing the tags below; build them only with `liveTags`.
 *
 * - `liveTags.task(id)` on every query whose data holds that task (a task detail, any list with it).
 * - `liveTags.projectTasks(projectId)` on a query holding *all* tasks of a project the viewer may see
 *   (created tasks are inserted, tasks moved elsewhere removed); `clientProjectTasks` for the client view
 *   (client-visible tasks only), `assigneeTasks(userId)` for one person's tasks, `allTasks()` for every task.
 * - `liveTags.taskDependent(taskId)` on a query derived from a task that cannot be patched (refetched on its changes).
 * - `liveTags.taskComments(taskId)` / `projectComments(projectId)` on a query holding a comment thread;
 *   `projectTaskComments(projectId)` on one holding the task comments of all tasks of a project. Pass
 *   `{ internal: false }` when the list holds no internal comments. `taskComment(id)` / `projectComment(id)`
 *   on any other query holding that comment.
 * - `liveTags.conversation(id)` on every query holding that conversation, `conversationList()` on the list
 *   of the user's conversations, `conversationMessages(conversationId)` on the messages of a conversation.
 * - `liveTags.messages(list)` on any other query holding messages (search results): edits, reactions and deletions reach it.
 * - `liveTags.unreadCount('comments' | 'messages')` on a query holding that unread total.
 * - `liveTags.taskFiles(taskId)` on a query holding a task's own attachments (files added and removed live).
 * - `liveTags.taskChecklist(taskId)` on the query holding a task's checklist items (replaced by task:checklist).
 * - `liveTags.boardColumn(projectId)` on the pages of one board column (args `BoardColumnArgs`: a task joins it at its
 *   place in the board's order, or stays unloaded beyond the last page); `boardCounts(projectId)` on its counts.
 * - `liveTags.runningTimer()` on the query holding the person's running timer (`{ timer }`, set by timer:changed);
 *   `liveTags.timeEntries()` on every query computed from time entries (timesheet, entries, reports, budgets): they
 *   refetch when one of the person's entries changes.
 * - `liveTags.notifications()` on the queries holding the person's notification centre (its pages `{ items,
 *   unreadCount }`, or its `{ unreadCount }`): notification:created adds the entry, notification:read marks entries read.
 */

/** Tag types whose queries the live cache keeps up to date (and refetches after a reconnect). */
export const LIVE_TAG_TYPES = [
  'Task',
  'TaskList',
  'TaskDependent',
  'TaskComment',
  'ProjectComment',
  'TaskComments',
  'ProjectComments',
  'Conversation',
  'ConversationMessages',
  'Message',
  'UnreadCount',
  'TaskFiles',
  'BoardColumn',
  'BoardCounts',
  'RunningTimer',
  'TimeEntries',
  'TaskChecklist',
  'Notifications',
] as const;

export type LiveTagType = (typeof LIVE_TAG_TYPES)[number];
/** A live tag; its type parameter says which objects it stands for (a coverage test reads it). */
export interface LiveTag<T extends LiveTagType = LiveTagType> {
  type: T;
  id: string;
}

export type UnreadKind = 'comments' | 'messages';

export interface CommentListOptions {
  /** false when the list never holds internal comments (a client's, or a team list without them). */
  internal?: boolean;
}

const CONVERSATION_LIST_ID = 'LIST';

function commentList<T extends 'TaskComments' | 'ProjectComments'>(
  type: T,
  key: string,
  options?: CommentListOptions,
): LiveTag<T> {
  return { type, id: options?.internal === false ? `${key}:public` : key };
}

const byId = <T extends LiveTagType>(type: T, items: readonly { id: string }[] | null | undefined): LiveTag<T>[] =>
  (items ?? []).map((item) => ({ type, id: item.id }));

export const liveTags = {
  task: (taskId: string): LiveTag<'Task'> => ({ type: 'Task', id: taskId }),
  /** One `task` tag per task of a list (null or undefined, as in `providesTags` after an error, gives none). */
  tasks: (tasks: readonly { id: string }[] | null | undefined): LiveTag<'Task'>[] => byId('Task', tasks),
  projectTasks: (projectId: string): LiveTag<'TaskList'> => ({ type: 'TaskList', id: `project:${projectId}` }),
  clientProjectTasks: (projectId: string): LiveTag<'TaskList'> => ({
    type: 'TaskList',
    id: `project:${projectId}:client`,
  }),
  assigneeTasks: (userId: string): LiveTag<'TaskList'> => ({ type: 'TaskList', id: `assignee:${userId}` }),
  allTasks: (): LiveTag<'TaskList'> => ({ type: 'TaskList', id: 'all' }),
  /** The loaded pages of one column of a project's board (filtered, in the board's order). */
  boardColumn: (projectId: string): LiveTag<'BoardColumn'> => ({ type: 'BoardColumn', id: `project:${projectId}` }),
  /** The exact counts of a project's board columns (filtered). */
  boardCounts: (projectId: string): LiveTag<'BoardCounts'> => ({ type: 'BoardCounts', id: `project:${projectId}` }),
  /** A query computed from the task that cannot be patched (its approval history): it refetches on every change of the task. */
  taskDependent: (taskId: string): LiveTag<'TaskDependent'> => ({ type: 'TaskDependent', id: taskId }),

  taskComment: (commentId: string): LiveTag<'TaskComment'> => ({ type: 'TaskComment', id: commentId }),
  projectComment: (commentId: string): LiveTag<'ProjectComment'> => ({ type: 'ProjectComment', id: commentId }),
  taskComments: (taskId: string, options?: CommentListOptions) =>
    commentList('TaskComments', `task:${taskId}`, options),
  projectTaskComments: (projectId: string, options?: CommentListOptions) =>
    commentList('TaskComments', `project:${projectId}`, options),
  projectComments: (projectId: string, options?: CommentListOptions) =>
    commentList('ProjectComments', `project:${projectId}`, options),

  conversation: (conversationId: string): LiveTag<'Conversation'> => ({ type: 'Conversation', id: conversationId }),
  /** One `conversation` tag per conversation of a list. */
  conversations: (conversations: readonly { id: string }[] | null | undefined): LiveTag<'Conversation'>[] =>
    byId('Conversation', conversations),
  conversationList: (): LiveTag<'Conversation'> => ({ type: 'Conversation', id: CONVERSATION_LIST_ID }),
  conversationMessages: (conversationId: string): LiveTag<'ConversationMessages'> => ({
    type: 'ConversationMessages',
    id: conversationId,
  }),
  message: (messageId: string): LiveTag<'Message'> => ({ type: 'Message', id: messageId }),
  /** One `message` tag per message of a list that is not a conversation's (search results). */
  messages: (messages: readonly { id: string }[] | null | undefined): LiveTag<'Message'>[] => byId('Message', messages),

  unreadCount: (kind: UnreadKind): LiveTag<'UnreadCount'> => ({ type: 'UnreadCount', id: kind }),

  taskFiles: (taskId: string): LiveTag<'TaskFiles'> => ({ type: 'TaskFiles', id: taskId }),
  /** The items of one task's checklist (replaced as a whole by task:checklist). */
  taskChecklist: (taskId: string): LiveTag<'TaskChecklist'> => ({ type: 'TaskChecklist', id: taskId }),

  runningTimer: (): LiveTag<'RunningTimer'> => ({ type: 'RunningTimer', id: 'MINE' }),
  timeEntries: (): LiveTag<'TimeEntries'> => ({ type: 'TimeEntries', id: 'ALL' }),
  notifications: (): LiveTag<'Notifications'> => ({ type: 'Notifications', id: 'MINE' }),
};

/** The task lists a task belongs to (the lists a created task is inserted into, and the only ones that keep it). */
export function taskListTagsOf(task: {
  projectId: string;
  assignedToId?: unknown;
  isClientVisible?: unknown;
}): LiveTag<'TaskList'>[] {
  const tags = [liveTags.allTasks(), liveTags.projectTasks(task.projectId)];
  if (task.isClientVisible === true) tags.push(liveTags.clientProjectTasks(task.projectId));
  if (typeof task.assignedToId === 'string') tags.push(liveTags.assigneeTasks(task.assignedToId));
  return tags;
}

/** The comment lists a new comment belongs to. */
export function commentListTagsOf(
  comment: { isInternal: boolean },
  parent: { taskId: string; projectId: string } | { projectId: string; taskId?: undefined },
): LiveTag<'TaskComments' | 'ProjectComments'>[] {
  const kinds: CommentListOptions[] = comment.isInternal ? [{}] : [{}, { internal: false }];
  return kinds.flatMap<LiveTag<'TaskComments' | 'ProjectComments'>>((options) =>
    parent.taskId
      ? [liveTags.taskComments(parent.taskId, options), liveTags.projectTaskComments(parent.projectId, options)]
      : [liveTags.projectComments(parent.projectId, options)],
  );
}
