import type { ProjectCommentView, TaskCommentView, UserType } from '@taskflow/contracts';

/** Whose comments: a task's or a project's. */
export interface CommentTarget {
  kind: 'task' | 'project';
  id: string;
}

/** A comment of either thread, as GET /api/comments/{tasks|projects}/{id} answers it. */
export type CommentView = TaskCommentView | ProjectCommentView;

/** Whose read flag a viewer sets and counts (admins count as team: docs/roles-and-permissions.md#read-state-of-comments). */
export type ReadSide = 'team' | 'client';

/** The visibility a team member picks for a new comment; clients always write client-visible ones. */
export type CommentVisibility = 'internal' | 'client';

export function readSideOf(userType: UserType): ReadSide {
  return userType === 'client' ? 'client' : 'team';
}

export function isReadBy(comment: Pick<CommentView, 'isReadByTeam' | 'isReadByClient'>, side: ReadSide): boolean {
  return side === 'team' ? comment.isReadByTeam : comment.isReadByClient;
}

/** The path segment of the comment calls: /api/comments/tasks… or /api/comments/projects… */
export function threadPath(kind: CommentTarget['kind']): string {
  return kind === 'task' ? '/comments/tasks' : '/comments/projects';
}
