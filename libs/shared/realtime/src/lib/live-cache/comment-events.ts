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
import { findObjects, holds, insertRecipe, mergeRecipe, updateRecipe } from './cached-data';
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

function applyEdit(
  state: RootState,
  comment: TaskCommentView | ProjectCommentView,
  tags: Tag[],
  work: CacheWork,
): void {
  const fields = editedFields(comment);
  for (const query of cachedQueries(state, tags)) {
    const recipe = mergeRecipe(query.data, comment.id, fields);
    if (recipe) work.patch(query, recipe);
  }
}

/** comment:task:updated: the edited comment takes its new text and internal flag wherever it is cached. */
export function applyTaskCommentUpdated(
  state: RootState,
  { comment }: TaskCommentUpdatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id) return;
  applyEdit(state, comment, [liveTags.taskComment(comment.id), { type: 'TaskComments' }], work);
}

/** comment:project:updated: as comment:task:updated. */
export function applyProjectCommentUpdated(
  state: RootState,
  { comment }: ProjectCommentUpdatedPayload,
  work: CacheWork,
): void {
  if (!comment?.id) return;
  applyEdit(state, comment, [liveTags.projectComment(comment.id), { type: 'ProjectComments' }], work);
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
