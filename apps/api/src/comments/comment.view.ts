import type { UserRef, ProjectCommentView, TaskCommentView } from '@taskflow/contracts';
import { toFileView } from '../file-storage/stored-file.view';
import type { CommentBase } from './comment-base.entity';
import type { ProjectComment } from './project-comment.entity';
import type { TaskComment } from './task-comment.entity';

function baseView(comment: CommentBase) {
  const author: UserRef | null = comment.user
    ? {
        id: comment.user.id,
        firstName: comment.user.firstName,
        lastName: comment.user.lastName,
        userType: comment.user.userType,
      }
    : null;
  return {
    id: comment.id,
    content: comment.content,
    isInternal: comment.isInternal,
    isReadByTeam: comment.isReadByTeam,
    isReadByClient: comment.isReadByClient,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    userId: comment.userId,
    user: author,
    attachments: [...(comment.attachments ?? [])]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(toFileView),
  };
}

export function toTaskCommentView(comment: TaskComment): TaskCommentView {
  return {
    ...baseView(comment),
    taskId: comment.taskId,
    task: { id: comment.taskId, title: comment.task?.title ?? '', projectId: comment.task?.projectId ?? '' },
  };
}

export function toProjectCommentView(comment: ProjectComment): ProjectCommentView {
  return {
    ...baseView(comment),
    projectId: comment.projectId,
    project: { id: comment.projectId, name: comment.project?.name ?? '' },
  };
}
