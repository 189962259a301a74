import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectCurrentUser } from '@taskflow/auth';
import type {
  ChecklistItemView,
  ConversationReadResponse,
  MessageView,
  ProjectCommentView,
  TaskCommentView,
  TaskView,
} from '@taskflow/contracts';
import type { RootState } from '@taskflow/store';
import { runCacheWork, type CacheWork } from './cache-work';
import { applyTaskChecklistChanged } from './checklist-events';
import { applyCommentSaved, applyCommentsMarkedRead, findCachedComments } from './comment-events';
import { applyCommentRemoved } from './file-events';
import { applyMessageFields, applyMessageRemoved, changedMessageFields } from './message-change-events';
import { applyDirectMessageCreated } from './message-events';
import { applyTaskCreated, applyTaskFields, applyTaskUpdated, findCachedTask } from './task-events';
import { applyUnreadCountUpdated } from './unread-events';

/** A cache update to dispatch (a thunk: it reads the cached queries when it runs). */
export type CacheUpdate = ThunkAction<void, RootState, unknown, UnknownAction>;

function cacheUpdate(apply: (state: RootState, work: CacheWork) => void): CacheUpdate {
  return (dispatch, getState) => runCacheWork(getState, dispatch, apply);
}

/**
 * What a mutation's answer does to the cache, through the same code as the live event of the same change: the
 * object goes into (or out of) every cached query that declares it holds such objects (by its live tags), so no
 * endpoint patches another one by name. Dispatch them in `onQueryStarted`; the live event of the same change may
 * come before or after, both are idempotent.
 */
export const cacheUpdates = {
  /** A task the server answered (created, edited, moved, approved): into the task lists it belongs to, out of the others. */
  taskSaved: (task: TaskView): CacheUpdate => cacheUpdate((state, work) => applyTaskCreated(state, { task }, work)),
  /** A deleted task leaves every list; a query that is the task refetches. */
  taskDeleted: (task: Pick<TaskView, 'id' | 'projectId'>): CacheUpdate =>
    cacheUpdate((state, work) =>
      applyTaskUpdated(
        state,
        { task: { id: task.id, projectId: task.projectId, status: 'todo' }, deleted: true },
        work,
      ),
    ),
  /** Fields written into the task wherever it is cached (an optimistic change, or its undoing). */
  taskFieldsSet: (taskId: string, fields: Partial<TaskView>): CacheUpdate =>
    cacheUpdate((state, work) => applyTaskFields(state, taskId, fields, work)),
  /**
   * A task's whole checklist (the server's answer, an optimistic change or its undoing): the cached checklist is
   * replaced and the task's progress counted from it, as task:checklist does.
   */
  checklistSet: (task: { id: string; projectId: string }, items: ChecklistItemView[]): CacheUpdate =>
    cacheUpdate((state, work) =>
      applyTaskChecklistChanged(
        state,
        {
          task: {
            ...task,
            checklistDone: items.filter((item) => item.done).length,
            checklistTotal: items.length,
          },
          items,
        },
        work,
      ),
    ),

  /** A comment the server answered: a created one joins the threads it belongs to, an edited one changes where it is. */
  commentSaved: (comment: TaskCommentView | ProjectCommentView, change: 'created' | 'edited'): CacheUpdate =>
    cacheUpdate((state, work) => applyCommentSaved(state, comment, change, work)),
  commentDeleted: (kind: 'task' | 'project', commentId: string): CacheUpdate =>
    cacheUpdate((state, work) => applyCommentRemoved(state, kind, commentId, work)),
  /** The side's read flag of those comments, wherever they are cached. */
  commentsReadSet: (commentIds: string[], side: 'team' | 'client', isRead: boolean): CacheUpdate =>
    cacheUpdate((state, work) => applyCommentsMarkedRead(state, { commentIds, side, isRead }, work)),

  /** The sender's own message: into its conversation's newest page, and the conversation's last message. */
  messageSent: (message: MessageView): CacheUpdate =>
    cacheUpdate((state, work) =>
      applyDirectMessageCreated(
        state,
        { message, conversation: { id: message.conversationId, type: 'direct' } },
        selectCurrentUser(state)?.id ?? null,
        work,
      ),
    ),
  /** An edited message, or one with new reactions, wherever it is cached. */
  messageSaved: (message: MessageView): CacheUpdate =>
    cacheUpdate((state, work) => applyMessageFields(state, message, changedMessageFields(message), work)),
  messageDeleted: (conversationId: string, messageId: string): CacheUpdate =>
    cacheUpdate((state, work) => applyMessageRemoved(state, conversationId, messageId, work)),
  /** A conversation read: its own unread count and the user's total. */
  conversationRead: (conversationId: string, { unreadCount, totalUnread }: ConversationReadResponse): CacheUpdate =>
    cacheUpdate((state, work) =>
      applyUnreadCountUpdated(state, { kind: 'messages', count: totalUnread, conversationId, unreadCount }, work),
    ),
};

/** The task as the cache holds it (for an optimistic change to undo), or undefined. */
export function cachedTask(state: unknown, taskId: string): TaskView | undefined {
  return findCachedTask(state as RootState, taskId) as TaskView | undefined;
}

/** The cached comments with those ids (for an optimistic change to undo). */
export function cachedComments(
  state: unknown,
  commentIds: readonly string[],
): Map<string, TaskCommentView | ProjectCommentView> {
  return findCachedComments(state as RootState, commentIds) as unknown as Map<
    string,
    TaskCommentView | ProjectCommentView
  >;
}
