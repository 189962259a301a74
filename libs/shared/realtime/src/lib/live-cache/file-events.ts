import type {
  ProjectCommentDeletedPayload,
  TaskAttachmentAddedPayload,
  TaskAttachmentRemovedPayload,
  TaskCommentDeletedPayload,
} from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { holds, insertRecipe, removeRecipe } from './cached-data';
import { cachedQueries, type CacheWork, type Tag } from './cache-work';

/** task:attachment:added: the file joins the task's attachment lists once, in upload order. */
export function applyTaskAttachmentAdded(state: RootState, payload: TaskAttachmentAddedPayload, work: CacheWork): void {
  const { task, file } = payload ?? {};
  if (typeof task?.id !== 'string' || typeof file?.id !== 'string') return;
  for (const query of cachedQueries(state, [liveTags.taskFiles(task.id)])) {
    // The uploader's own answer (or another tab's event) may have added it already.
    if (holds(query.data, file.id)) continue;
    work.patch(query, insertRecipe(query.data, 'files', file, 'chronological'));
  }
}

/** task:attachment:removed: the file leaves the task's attachment lists. */
export function applyTaskAttachmentRemoved(
  state: RootState,
  payload: TaskAttachmentRemovedPayload,
  work: CacheWork,
): void {
  const { task, fileId } = payload ?? {};
  if (typeof task?.id !== 'string' || typeof fileId !== 'string') return;
  for (const query of cachedQueries(state, [liveTags.taskFiles(task.id)]))
    if (holds(query.data, fileId)) work.patch(query, removeRecipe(query.data, fileId));
}

/** The comment (and the files it carried) leaves every list holding it. */
export function applyCommentRemoved(
  state: RootState,
  kind: 'task' | 'project',
  commentId: string,
  work: CacheWork,
): void {
  const tags: Tag[] =
    kind === 'task'
      ? [liveTags.taskComment(commentId), { type: 'TaskComments' }]
      : [liveTags.projectComment(commentId), { type: 'ProjectComments' }];
  for (const query of cachedQueries(state, tags))
    if (holds(query.data, commentId)) work.patch(query, removeRecipe(query.data, commentId));
}

/** comment:task:deleted: the comment (and the files it carried) leaves every list holding it. */
export function applyTaskCommentDeleted(state: RootState, payload: TaskCommentDeletedPayload, work: CacheWork): void {
  const commentId = payload?.commentId;
  if (typeof commentId !== 'string') return;
  applyCommentRemoved(state, 'task', commentId, work);
}

/** comment:project:deleted: the comment (and the files it carried) leaves every list holding it. */
export function applyProjectCommentDeleted(
  state: RootState,
  payload: ProjectCommentDeletedPayload,
  work: CacheWork,
): void {
  const commentId = payload?.commentId;
  if (typeof commentId !== 'string') return;
  applyCommentRemoved(state, 'project', commentId, work);
}
