import type { EntityTarget, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { StoredFile } from '../file-storage/stored-file.entity';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { CommentBase } from './comment-base.entity';
import { ProjectComment } from './project-comment.entity';
import { TaskComment } from './task-comment.entity';

/** What differs between task comments and project comments: the entity and how visibility is joined. */
export interface CommentThread<C extends CommentBase> {
  entity: EntityTarget<C>;
  parentKey: 'taskId' | 'projectId';
  /**
   * The comments the actor may see (internal ones never for clients; for the team only when asked), with their
   * author (`comment.user`) unless `withAuthor` is false (counts: their index holds no author).
   */
  visibleQuery(scope: TenantScope, actor: Actor, includeInternal: boolean, withAuthor?: boolean): SelectQueryBuilder<C>;
  /**
   * The agency's comments with what `visibleQuery` joins (parent, author), unrestricted: only for reading comments a
   * visible query has just chosen (by id).
   */
  chosenQuery(scope: TenantScope): SelectQueryBuilder<C>;
  /** Adds the comments' files (`comment.attachments`) to a visible query. */
  withAttachments(query: SelectQueryBuilder<C>): SelectQueryBuilder<C>;
}

function joinAttachments<C extends CommentBase>(query: SelectQueryBuilder<C>, column: string): SelectQueryBuilder<C> {
  return query
    .leftJoinAndMapMany('comment.attachments', StoredFile, 'attachment', `attachment.${column} = comment.id`)
    .leftJoinAndSelect('attachment.uploadedBy', 'attachmentUploader');
}

function hideInternal<C extends CommentBase>(
  query: SelectQueryBuilder<C>,
  actor: Actor,
  includeInternal: boolean,
): SelectQueryBuilder<C> {
  return actor.userType === 'client' || !includeInternal ? query.andWhere('comment.isInternal = false') : query;
}

function taskCommentsOf(scope: TenantScope): SelectQueryBuilder<TaskComment> {
  return (
    scope
      .query(TaskComment, 'comment')
      // The task's agency is the comment's: said in the join, PostgreSQL reads only the agency's tasks.
      .innerJoinAndSelect('comment.task', 'task', 'task.serviceProviderId = comment.serviceProviderId')
      .innerJoin('task.project', 'project')
  );
}

function projectCommentsOf(scope: TenantScope): SelectQueryBuilder<ProjectComment> {
  return scope.query(ProjectComment, 'comment').innerJoinAndSelect('comment.project', 'project');
}

export const TASK_COMMENTS: CommentThread<TaskComment> = {
  entity: TaskComment,
  parentKey: 'taskId',
  visibleQuery(scope, actor, includeInternal, withAuthor = true) {
    const query = taskCommentsOf(scope);
    if (withAuthor) query.leftJoinAndSelect('comment.user', 'user');
    return hideInternal(restrictToVisibleTasks(query, actor), actor, includeInternal);
  },
  chosenQuery: (scope) => taskCommentsOf(scope).leftJoinAndSelect('comment.user', 'user'),
  withAttachments: (query) => joinAttachments(query, 'task_comment_id'),
};

export const PROJECT_COMMENTS: CommentThread<ProjectComment> = {
  entity: ProjectComment,
  parentKey: 'projectId',
  visibleQuery(scope, actor, includeInternal, withAuthor = true) {
    const query = projectCommentsOf(scope);
    if (withAuthor) query.leftJoinAndSelect('comment.user', 'user');
    return hideInternal(restrictToVisibleProjects(query, actor), actor, includeInternal);
  },
  chosenQuery: (scope) => projectCommentsOf(scope).leftJoinAndSelect('comment.user', 'user'),
  withAttachments: (query) => joinAttachments(query, 'project_comment_id'),
};
