import type {
  CommentsMarkedReadPayload,
  ProjectCommentCreatedPayload,
  ProjectCommentUpdatedPayload,
  ProjectCommentView,
  TaskCommentCreatedPayload,
  TaskCommentUpdatedPayload,
  TaskCommentView,
} from '@taskflow/contracts';
import { commentListTagsOf, liveTags, type RootState } from '@taskflow/store';
import { findObjects, holds, insertRecipe, mergeRecipe, removeRecipe, updateRecipe, valueAt } from './cached-data';
import { cachedQueries, type CacheWork, type Tag } from './cache-work';

/** The comment as the comment calls answer it (an older server's payload may lack userId and updatedAt). */
function withAuthorFields<C extends TaskCommentView | ProjectCommentView>(comment: C): C {
  return {
    ...comment,
    userId: comment.userId ?? comment.user?.id ?? null,
    updatedAt: comment.updatedAt ?? comment.createdAt,
  };
}

function addToThreads(
  state: RootState,
  comment: TaskCommentView | ProjectCommentView,
  tags: Tag[],
  work: CacheWork,
): void {
  for (const query of cachedQueries(state, tags)) {
    // The author's own mutation (or another tab's event) may have added it already.
    if (holds(query.data, comment.id)) continue;
    work.patch(query, insertRecipe(query.data, 'comments', comment, 'chronological'));
  }
}

/** comment:task:created: added once, in order, to the task's thread and the project's task-comment lists. */
export function applyTaskCommentCreated(
  state: RootState,
  { comment, task, project }: TaskCommentCreatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id || !task?.id || !project?.id) return;
  const view: TaskCommentView = {
    ...withAuthorFields(comment),
    taskId: task.id,
    task: { id: task.id, title: task.title, projectId: project.id },
  };
  addToThreads(state, view, commentListTagsOf(comment, { taskId: task.id, projectId: project.id }), work);
}

/** comment:project:created: added once, in order, to the project's comment thread. */
export function applyProjectCommentCreated(
  state: RootState,
  { comment, project }: ProjectCommentCreatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id || !project?.id) return;
  const view: ProjectCommentView = { ...withAuthorFields(comment), projectId: project.id, project };
  addToThreads(state, view, commentListTagsOf(comment, { projectId: project.id }), work);
}

/** The fields an edit changes (the author, thread and read state stay). */
function editedFields(comment: TaskCommentView | ProjectCommentView): Record<string, unknown> {
  const { content, isInternal, updatedAt, attachments } = withAuthorFields(comment);
  return { content, isInternal, updatedAt, ...(Array.isArray(attachments) ? { attachments } : {}) };
}

type CommentParent = { taskId: string; projectId: string } | { projectId: string; taskId?: undefined };

/**
 * The edited comment takes its new fields wherever it is cached, and leaves the comment lists it no longer
 * belongs to (made internal: out of the lists declared without internal comments). Without its parent (a
 * malformed event) it is only patched.
 */
function applyEdit(
  state: RootState,
  comment: TaskCommentView | ProjectCommentView,
  kind: 'task' | 'project',
  parent: CommentParent | null,
  work: CacheWork,
): void {
  const fields = editedFields(comment);
  const listType = kind === 'task' ? 'TaskComments' : 'ProjectComments';
  const objectTag = kind === 'task' ? liveTags.taskComment(comment.id) : liveTags.projectComment(comment.id);
  const members = parent
    ? new Set(cachedQueries(state, commentListTagsOf(comment, parent)).map((query) => query.queryCacheKey))
    : null;
  for (const query of cachedQueries(state, [{ type: listType }, objectTag])) {
    if (!holds(query.data, comment.id)) continue;
    const leaves = members !== null && query.tag.type === listType && !members.has(query.queryCacheKey);
    work.patch(query, leaves ? removeRecipe(query.data, comment.id) : mergeRecipe(query.data, comment.id, fields));
  }
}

/** comment:task:updated: the edited comment takes its new text and internal flag wherever it is cached. */
export function applyTaskCommentUpdated(
  state: RootState,
  { comment, task, project }: TaskCommentUpdatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id) return;
  const parent = task?.id && project?.id ? { taskId: task.id, projectId: project.id } : null;
  applyEdit(state, comment, 'task', parent, work);
}

/** comment:project:updated: as comment:task:updated. */
export function applyProjectCommentUpdated(
  state: RootState,
  { comment, project }: ProjectCommentUpdatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id) return;
  applyEdit(state, comment, 'project', project?.id ? { projectId: project.id } : null, work);
}

const isTaskComment = (comment: TaskCommentView | ProjectCommentView): comment is TaskCommentView =>
  typeof (comment as Partial<TaskCommentView>).taskId === 'string';

function parentOf(comment: TaskCommentView | ProjectCommentView): CommentParent {
  return isTaskComment(comment)
    ? { taskId: comment.taskId, projectId: comment.task?.projectId }
    : { projectId: comment.projectId };
}

/** A comment the server answered (created or edited): into the lists it belongs to, as its live event does. */
export function applyCommentSaved(
  state: RootState,
  comment: TaskCommentView | ProjectCommentView,
  change: 'created' | 'edited',
  work: CacheWork,
): void {
  const parent = parentOf(comment);
  if (change === 'created') addToThreads(state, withAuthorFields(comment), commentListTagsOf(comment, parent), work);
  else applyEdit(state, comment, isTaskComment(comment) ? 'task' : 'project', parent, work);
}

/** The comments with those ids as the cached queries hold them (the first found of each). */
export function findCachedComments(
  state: RootState,
  commentIds: readonly string[],
): Map<string, Record<string, unknown>> {
  const wanted = new Set(commentIds);
  const found = new Map<string, Record<string, unknown>>();
  const tags: Tag[] = [
    { type: 'TaskComments' },
    { type: 'ProjectComments' },
    ...commentIds.flatMap((id) => [liveTags.taskComment(id), liveTags.projectComment(id)]),
  ];
  for (const query of cachedQueries(state, tags))
    for (const path of findObjects(query.data, (id) => wanted.has(id))) {
      const comment = valueAt(query.data, path) as Record<string, unknown>;
      if (!found.has(comment['id'] as string)) found.set(comment['id'] as string, comment);
    }
  return found;
}

/**
 * comments:marked_read: sets the side's read flag on those comments in every comment list and every query
 * tagged with one of them. Without side and value (an older server) the queries holding them refetch.
 */
export function applyCommentsMarkedRead(
  state: RootState,
  { commentIds, side, isRead }: CommentsMarkedReadPayload,
  work: CacheWork,
): void {
  if (!Array.isArray(commentIds) || commentIds.length === 0) return;
  const ids = new Set(commentIds);
  const wanted = (id: string) => ids.has(id);
  const flag = side === 'team' ? 'isReadByTeam' : side === 'client' ? 'isReadByClient' : null;
  const tagged = cachedQueries(
    state,
    commentIds.flatMap((id) => [liveTags.taskComment(id), liveTags.projectComment(id)]),
  );
  const taggedKeys = new Set(tagged.map((query) => query.queryCacheKey));
  const threads = cachedQueries(state, [{ type: 'TaskComments' }, { type: 'ProjectComments' }]).filter(
    (query) => !taggedKeys.has(query.queryCacheKey),
  );
  for (const query of [...tagged, ...threads]) {
    const holdsAny = findObjects(query.data, wanted).length > 0;
    if (!holdsAny) {
      if (taggedKeys.has(query.queryCacheKey)) work.refetch(query.tag);
    } else if (!flag || typeof isRead !== 'boolean') {
      work.refetch(query.tag);
    } else {
      work.patch(
        query,
        updateRecipe(query.data, wanted, (comment) => {
          if (flag in comment) comment[flag] = isRead;
        }),
      );
    }
  }
}
