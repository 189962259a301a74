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

/**
 * The task comments of a team member who sees only their own tasks, by the comment's copy of its task's assignee (the
 * condition of restrictToVisibleTasks, kept by the database), which task_comment_assignee_feed_idx serves in the feeds'
 * order. Every comment has its task and project (foreign keys, one agency), so they are joined outer: PostgreSQL then
 * reads a page of the member's comments in order, and leaves the joins out where nothing of them is read, instead of
 * expecting most of them to miss their task and reading them all.
 */
function ownTaskCommentsOf(scope: TenantScope, actor: Actor): SelectQueryBuilder<TaskComment> {
  return scope
    .query(TaskComment, 'comment')
    .leftJoinAndSelect('comment.task', 'task', 'task.serviceProviderId = comment.serviceProviderId')
    .leftJoin('task.project', 'project')
    .andWhere('comment.taskAssignedToId = :actorId', { actorId: actor.userId });
}

function projectCommentsOf(scope: TenantScope): SelectQueryBuilder<ProjectComment> {
  return scope.query(ProjectComment, 'comment').innerJoinAndSelect('comment.project', 'project');
}

export const TASK_COMMENTS: CommentThread<TaskComment> = {
  entity: TaskComment,
  parentKey: 'taskId',
  visibleQuery(scope, actor, includeInternal, withAuthor = true) {
    const ownTasksOnly = actor.userType !== 'client' && !actor.permissions.canViewAllTasks;
    const query = ownTasksOnly ? ownTaskCommentsOf(scope, actor) : restrictToVisibleTasks(taskCommentsOf(scope), actor);
    if (withAuthor) query.leftJoinAndSelect('comment.user', 'user');
    return hideInternal(query, actor, includeInternal);
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
