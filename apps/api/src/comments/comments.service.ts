import { Injectable } from '@nestjs/common';
import type { CommentCounts, PageQuery } from '@taskflow/contracts';
import { countRows, pageOf, pageWindow, type ListPage } from '../common/list-page';
import { In, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { isTeamSide } from '../authorization/actor';
import { Project } from '../projects/project.entity';
import { ProjectsService } from '../projects/projects.service';
import { LiveEvents, rooms } from '../live-events/live-events.service';
import { WorkActivityBus } from '../live-events/work-activity';
import { WorkEvents, type ReadComment } from '../live-events/work-events.service';
import { ActorLoader } from '../auth/actor-loader.service';
import { Task } from '../tasks/task.entity';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { attachDrafts } from '../file-storage/file-drafts';
import type { CommentBase } from './comment-base.entity';
import type { CommentThread } from './comment-thread';
import { toProjectCommentView, toTaskCommentView } from './comment.view';
import { keptCommentCounts, keptUnreadOnOwnTasks } from './kept-comment-counts';
import type { ProjectComment } from './project-comment.entity';
import type { TaskComment } from './task-comment.entity';
import {
  ClientCommentsDisabledException,
  ClientInternalCommentException,
  CommentNotFoundException,
  NotYourCommentException,
  WrongReadSideException,
} from './comments.exception';
import { RequestValidationException } from '../errors/request-validation.exception';
import { CONTENT_REQUIRED_MESSAGE } from './comments.dto';
import { MentionCheck, type MentionPlace } from '../mention-rules/mention-check';
import { newMentions } from '../mention-rules/new-mentions';

export type ReadSide = 'team' | 'client';

@Injectable()
export class CommentsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly tasks: TasksService,
    private readonly projects: ProjectsService,
    private readonly events: WorkEvents,
    private readonly live: LiveEvents,
    private readonly actors: ActorLoader,
    private readonly activity: WorkActivityBus,
    private readonly mentions: MentionCheck,
  ) {}

  async listAll<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    includeInternal: boolean,
    page?: PageQuery,
  ): Promise<ListPage<C>> {
    const newestFirst = <Q extends SelectQueryBuilder<C>>(query: Q) =>
      query.orderBy('comment.createdAt', 'DESC').addOrderBy('comment.id', 'DESC');
    const visible = newestFirst(thread.visibleQuery(this.scope(actor), actor, includeInternal));
    // The page's visible comments first (read in order from the feed's index), then those with their files: a
    // one-to-many join in the paged query would make TypeORM page over every visible comment.
    const { skip, take } = pageWindow(page);
    const ids = (
      await visible.clone().select('comment.id', 'id').offset(skip).limit(take).getRawMany<{ id: string }>()
    ).map((row) => row.id);
    const items =
      ids.length === 0
        ? []
        : await newestFirst(
            thread
              .withAttachments(thread.chosenQuery(this.scope(actor)))
              .andWhere('comment.id IN (:...pageIds)', { pageIds: ids }),
          ).getMany();
    const complete = ids.length < take && (ids.length > 0 || skip === 0);
    const total = complete
      ? skip + ids.length
      : await countRows(thread.visibleQuery(this.scope(actor), actor, includeInternal, false));
    return { items, total };
  }

  async listFor<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    parentId: string,
    includeInternal: boolean,
    page?: PageQuery,
  ): Promise<ListPage<C>> {
    await this.assertParentVisible(thread, actor, parentId);
    const query = thread
      .withAttachments(thread.visibleQuery(this.scope(actor), actor, includeInternal))
      .andWhere(`comment.${thread.parentKey} = :parentId`, { parentId })
      .orderBy('comment.createdAt', 'ASC')
      .addOrderBy('comment.id', 'ASC');
    return pageOf(query, page);
  }

  async create<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    parentId: string,
    content: string,
    isInternal = false,
    attachmentIds: string[] = [],
  ): Promise<C> {
    if (actor.userType === 'client') {
      if (!actor.clientRules.allowClientComments) throw new ClientCommentsDisabledException();
      if (isInternal) throw new ClientInternalCommentException();
    }
    await this.assertParentVisible(thread, actor, parentId);
    await this.mentions.assertMentionable(actor, mentionPlace(thread, parentId, isInternal), content, 'content');
    const teamSide = isTeamSide(actor);
    const created = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      const comment = await scope.insert(thread.entity, {
        [thread.parentKey]: parentId,
        userId: actor.userId,
        // Empty when the comment is just files (the DTO allows that only with attachmentIds).
        content: content ?? '',
        isInternal,
        isReadByTeam: teamSide,
        isReadByClient: !teamSide,
      } as never);
      const onTask = thread.parentKey === 'taskId';
      await attachDrafts(
        scope,
        { uploadedById: actor.userId, target: onTask ? 'task-comment' : 'project-comment', parentId },
        attachmentIds,
        onTask ? { taskCommentId: comment.id } : { projectCommentId: comment.id },
      );
      if (!teamSide && thread.parentKey === 'taskId')
        await scope.update(Task, { id: parentId }, { lastClientActivity: new Date() });
      return comment;
    });
    const comment = await this.findVisible(thread, actor, created.id);
    const clientCompanyId = await this.announceCreated(actor, comment);
    this.activity.commentCreated(
      actor,
      comment as CommentBase & { taskId?: string; projectId?: string },
      newMentions(actor, '', comment.content),
    );
    void this.live.safely('unread comment counts', () =>
      this.pushUnreadCounts(actor.serviceProviderId, clientCompanyId),
    );
    return comment;
  }

  async update<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    id: string,
    content: string,
    isInternal: boolean | undefined,
  ): Promise<C> {
    const comment = await this.findVisible(thread, actor, id);
    if (comment.userId !== actor.userId) throw new NotYourCommentException();
    if (!isTeamSide(actor)) {
      if (!actor.clientRules.allowClientComments) throw new ClientCommentsDisabledException();
      if (isInternal) throw new ClientInternalCommentException();
    }
    if (!content && !comment.attachments?.length)
      throw RequestValidationException.of('content', 'REQUIRED', CONTENT_REQUIRED_MESSAGE);
    const parentId = (comment as unknown as Record<string, string>)[thread.parentKey];
    await this.mentions.assertMentionable(
      actor,
      mentionPlace(thread, parentId, isInternal ?? comment.isInternal),
      content,
      'content',
    );
    await this.scope(actor).update(
      thread.entity,
      { id } as never,
      { content, ...(isInternal === undefined ? {} : { isInternal }) } as never,
    );
    const updated = await this.findVisible(thread, actor, id);
    const clientCompanyId = await this.announceUpdated(actor, updated, comment.isInternal);
    this.activity.commentMentioned(
      actor,
      updated as CommentBase & { taskId?: string; projectId?: string },
      newMentions(actor, comment.content, updated.content),
    );
    // Made internal or shared: the clients' unread totals change.
    if (updated.isInternal !== comment.isInternal)
      void this.live.safely('unread comment counts', () =>
        this.pushUnreadCounts(actor.serviceProviderId, clientCompanyId),
      );
    return updated;
  }

  /** Authors delete their own comments; admins any comment of their agency. */
  async remove<C extends CommentBase>(thread: CommentThread<C>, actor: Actor, id: string): Promise<void> {
    const comment = await this.findVisible(thread, actor, id);
    if (comment.userId !== actor.userId && actor.userType !== 'admin') throw new NotYourCommentException();
    const announce = this.deletionAnnouncement(actor, comment);
    await this.scope(actor).remove(thread.entity, comment);
    const clientCompanyId = await announce();
    void this.live.safely('unread comment counts', () =>
      this.pushUnreadCounts(actor.serviceProviderId, clientCompanyId),
    );
  }

  /**
   * What tells the comment's rooms that it (and its files) went, prepared before the row is removed (TypeORM clears
   * the removed entity's id); answers the customer whose clients could see it.
   */
  private deletionAnnouncement(actor: Actor, comment: CommentBase): () => Promise<string | null> {
    const { id, isInternal } = comment;
    if ('taskId' in comment) {
      const task = (comment as TaskComment).task;
      return async () => {
        if (!task) return null;
        this.events.taskCommentDeleted({ id, isInternal }, task);
        if (isInternal || !task.isClientVisible) return null;
        const project = await this.scope(actor).findOne(Project, { id: task.projectId });
        return project?.clientCompanyId ?? null;
      };
    }
    const project = (comment as ProjectComment).project;
    const projectId = (comment as ProjectComment).projectId;
    return async () => {
      this.events.projectCommentDeleted({ id, isInternal, projectId });
      return isInternal ? null : (project?.clientCompanyId ?? null);
    };
  }

  /** Sets the read flag of one side on the given comments the actor can see; others are ignored. */
  async setRead<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    side: ReadSide,
    commentIds: string[],
    read: boolean,
  ): Promise<{ updated: number }> {
    if ((side === 'team') !== isTeamSide(actor)) throw new WrongReadSideException();
    if (commentIds.length === 0) return { updated: 0 };
    const visible = await thread
      .visibleQuery(this.scope(actor), actor, true)
      .andWhere('comment.id IN (:...commentIds)', { commentIds })
      .getMany();
    if (visible.length === 0) return { updated: 0 };
    const flag = side === 'team' ? 'isReadByTeam' : 'isReadByClient';
    const updated = await this.scope(actor).update(
      thread.entity,
      { id: In(visible.map((comment) => comment.id)) } as never,
      { [flag]: read } as never,
    );
    this.events.commentsMarked(actor.userId, visible.map(readComment), side, read);
    this.events.unreadComments(actor.userId, await this.unreadCount(actor));
    return { updated };
  }

  /**
   * Task and project comments the actor can see and their side has not read (internal ones count for the team): from
   * the counts the database keeps per project, and for a team member who sees only their own tasks, their task
   * comments from the count it keeps per assignee.
   */
  async unreadCount(actor: Actor): Promise<number> {
    const scope = this.scope(actor);
    const [taskCounts, projectCounts] = await Promise.all([
      keptCommentCounts(scope, actor, 'task'),
      keptCommentCounts(scope, actor, 'project'),
    ]);
    const onTasks = taskCounts ? unreadIn(taskCounts) : await keptUnreadOnOwnTasks(scope, actor);
    return onTasks + unreadIn(projectCounts);
  }

  /** Sends the new comment live; answers the customer whose clients may see it (null: the team only). */
  private async announceCreated(actor: Actor, comment: CommentBase): Promise<string | null> {
    if ('taskId' in comment) {
      const taskComment = comment as TaskComment;
      const task = taskComment.task;
      if (!task) return null;
      const project = await this.scope(actor).findOne(Project, { id: task.projectId });
      this.events.taskCommentCreated(toTaskCommentView(taskComment), task, {
        id: task.projectId,
        name: project?.name ?? '',
      });
      return !comment.isInternal && task.isClientVisible ? (project?.clientCompanyId ?? null) : null;
    }
    const projectComment = comment as ProjectComment;
    this.events.projectCommentCreated(toProjectCommentView(projectComment));
    return comment.isInternal ? null : (projectComment.project?.clientCompanyId ?? null);
  }

  /** Tells the comment's rooms of the edit; answers the customer whose clients could see it before or after. */
  private async announceUpdated(actor: Actor, comment: CommentBase, wasInternal: boolean): Promise<string | null> {
    const sharedBeforeOrAfter = !comment.isInternal || !wasInternal;
    if ('taskId' in comment) {
      const taskComment = comment as TaskComment;
      const task = taskComment.task;
      if (!task) return null;
      const project = await this.scope(actor).findOne(Project, { id: task.projectId });
      this.events.taskCommentUpdated(toTaskCommentView(taskComment), wasInternal, task, {
        id: task.projectId,
        name: project?.name ?? '',
      });
      return sharedBeforeOrAfter && task.isClientVisible ? (project?.clientCompanyId ?? null) : null;
    }
    const projectComment = comment as ProjectComment;
    this.events.projectCommentUpdated(toProjectCommentView(projectComment), wasInternal);
    return sharedBeforeOrAfter ? (projectComment.project?.clientCompanyId ?? null) : null;
  }

  /** The new unread totals of the connected people a new comment concerns: the team, and the company's clients when they may see it. */
  private async pushUnreadCounts(serviceProviderId: string, clientCompanyId: string | null): Promise<void> {
    const targets = [rooms.team(serviceProviderId), ...(clientCompanyId ? [rooms.customer(clientCompanyId)] : [])];
    for (const user of await this.live.connectedUsers(targets)) {
      const actor = await this.actors.load(user).catch(() => null);
      if (actor) this.events.unreadComments(user.userId, await this.unreadCount(actor));
    }
  }

  private async findVisible<C extends CommentBase>(thread: CommentThread<C>, actor: Actor, id: string): Promise<C> {
    const comment = await thread
      .withAttachments(thread.visibleQuery(this.scope(actor), actor, true))
      .andWhere('comment.id = :id', { id })
      .getOne();
    if (!comment) throw new CommentNotFoundException();
    return comment;
  }

  private async assertParentVisible<C extends CommentBase>(
    thread: CommentThread<C>,
    actor: Actor,
    parentId: string,
  ): Promise<void> {
    if (thread.parentKey === 'taskId') await this.tasks.findVisible(actor, parentId);
    else await this.projects.findVisible(actor, parentId);
  }

  private scope(actor: Actor) {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

function unreadIn(counts: Map<string, CommentCounts>): number {
  let unread = 0;
  for (const count of counts.values()) unread += count.unread;
  return unread;
}

function readComment(comment: CommentBase): ReadComment {
  const task = (comment as TaskComment).task;
  if (task)
    return {
      id: comment.id,
      isInternal: comment.isInternal,
      task: { id: task.id, projectId: task.projectId, isClientVisible: task.isClientVisible },
    };
  return { id: comment.id, isInternal: comment.isInternal, projectId: (comment as ProjectComment).projectId };
}

/** Where a comment's mentions must be readable: the task's or project's readers, the agency only when internal. */
function mentionPlace(
  thread: { parentKey: 'taskId' | 'projectId' },
  parentId: string,
  isInternal: boolean,
): MentionPlace {
  const readers = isInternal ? 'internal' : 'client';
  return thread.parentKey === 'taskId'
    ? { kind: 'task', taskId: parentId, readers }
    : { kind: 'project', projectId: parentId, readers };
}
