import { Injectable } from '@nestjs/common';
import type { PageQuery, TaskApprovalEventView, TaskStatus, TaskView } from '@taskflow/contracts';
import { pageWindow, type JsonListPage } from '../common/list-page';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks, taskVisibilityKind, visibilityParameters } from '../authorization/visibility';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ProjectsService } from '../projects/projects.service';
import { LiveEvents } from '../live-events/live-events.service';
import { WorkActivityBus } from '../live-events/work-activity';
import { WorkEvents } from '../live-events/work-events.service';
import { teamMemberPermissions } from '../team-member-profiles/member-permissions';
import { planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { sentFields } from '../validation/common-validators';
import { TaskApprovalEvent } from './task-approval-event.entity';
import type { Project } from '../projects/project.entity';
import { Task } from './task.entity';
import { TaskLifecycleHooks } from './task-lifecycle-hooks';
import { MentionCheck } from '../mention-rules/mention-check';
import { newMentions } from '../mention-rules/new-mentions';
import { keptTaskTotal } from './kept-task-counts';
import { assignableUsers } from './assignable-users';
import { orderTaskList, selectTaskJson, selectTaskView, type TaskViewRow } from './task-view.query';
import { toApprovalEventView } from './task.view';
import type { CreateTaskDto, TaskApprovalDto, UpdateTaskDto } from './tasks.dto';
import {
  ApprovalsDisabledException,
  NotAwaitingApprovalException,
  TaskNotClientVisibleException,
  TaskNotFoundException,
} from './tasks.exception';

export const ASSIGNEE_MESSAGE = 'The assignee must be an admin or team member of your agency';
export const APPROVALS_OFF_MESSAGE = 'Client approvals are turned off in the client communication settings';
export const APPROVAL_NEEDS_VISIBLE_MESSAGE = 'Only a task visible to the client can await its approval';
export const PENDING_STAYS_VISIBLE_MESSAGE = "A task awaiting the client's approval must stay visible to the client";

@Injectable()
export class TasksService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
    private readonly events: WorkEvents,
    private readonly live: LiveEvents,
    private readonly activity: WorkActivityBus,
    private readonly hooks: TaskLifecycleHooks,
    private readonly mentions: MentionCheck,
  ) {}

  /** The answers of the task list routes are JSON that PostgreSQL wrote (see `selectTaskJson`). */
  list(actor: Actor, page?: PageQuery): Promise<JsonListPage> {
    return this.findManyJson(
      actor,
      (query) => query,
      page,
      (counts) => counts,
    );
  }

  async listByProject(actor: Actor, projectId: string, clientView: boolean, page?: PageQuery): Promise<JsonListPage> {
    await this.projects.assertVisible(actor, projectId);
    return this.findManyJson(
      actor,
      (query) => {
        query.andWhere('task.projectId = :projectId', { projectId });
        return clientView ? query.andWhere('task.isClientVisible = true') : query;
      },
      page,
      (counts) => {
        counts.andWhere('counts.projectId = :projectId', { projectId });
        return clientView ? counts.andWhere('counts.isClientVisible = true') : counts;
      },
    );
  }

  /**
   * Every task the actor may see, or every one of a project (after the same check as `listByProject`), unpaged: for
   * the server's own readers (the calendar feed, mail reports), never an HTTP list answer (those are pages).
   */
  async everyVisible(actor: Actor, project?: { id: string; clientView: boolean }): Promise<TaskView[]> {
    if (!project) return this.everyVisibleOf(actor, (query) => query);
    await this.projects.findVisible(actor, project.id);
    const refine = (query: SelectQueryBuilder<Task>) => {
      query.andWhere('task.projectId = :projectId', { projectId: project.id });
      return project.clientView ? query.andWhere('task.isClientVisible = true') : query;
    };
    return this.everyVisibleOf(actor, refine);
  }

  async listByAssignee(actor: Actor, userId: string, page?: PageQuery): Promise<JsonListPage> {
    if (!(await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: userId })))
      throw new UserNotFoundException();
    return this.findManyJson(
      actor,
      (query) => query.andWhere('task.assignedToId = :userId', { userId }),
      page,
      (counts) => counts.andWhere('counts.assignedToId = :userId', { userId }),
    );
  }

  async get(actor: Actor, id: string): Promise<TaskView> {
    return this.findVisibleView(actor, id);
  }

  /** `alongside` runs in the task's transaction: when it throws, no task is made. */
  async create(
    actor: Actor,
    dto: CreateTaskDto,
    alongside?: (scope: TenantScope, created: Task) => Promise<void>,
  ): Promise<TaskView> {
    await this.projects.findVisible(actor, dto.projectId);
    await this.assertAssignable(actor, dto.assignedToId);
    const awaitingApproval = dto.requiresClientApproval === true;
    const isClientVisible = dto.isClientVisible ?? actor.clientRules.clientVisibilityDefault;
    if (awaitingApproval && !actor.clientRules.requireApprovalForUpdates)
      throw RequestValidationException.of('requiresClientApproval', 'CLIENT_APPROVALS_DISABLED', APPROVALS_OFF_MESSAGE);
    if (awaitingApproval && !isClientVisible)
      throw RequestValidationException.of(
        'requiresClientApproval',
        'APPROVAL_NEEDS_CLIENT_VISIBLE',
        APPROVAL_NEEDS_VISIBLE_MESSAGE,
      );
    await this.mentions.assertMentionable(
      actor,
      {
        kind: 'taskState',
        projectId: dto.projectId,
        assignedToId: dto.assignedToId ?? null,
        isClientVisible,
      },
      dto.description,
      'description',
    );
    const task = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      const created = await scope.insert(Task, {
        ...sentFields(dto),
        dueDate: dto.dueDate ?? null,
        estimatedTime: dto.estimatedTime ?? null,
        isClientVisible,
        tags: dto.tags ?? '[]',
        category: dto.category ?? null,
        requiresClientApproval: awaitingApproval,
        clientApprovalStatus: awaitingApproval ? 'pending' : null,
      });
      if (awaitingApproval)
        await scope.insert(TaskApprovalEvent, {
          taskId: created.id,
          actorId: actor.userId,
          status: 'pending',
          comment: null,
        });
      await alongside?.(scope, created);
      return created;
    });
    const view = await this.viewOf(actor, task.id);
    this.events.taskCreated(view);
    this.activity.taskCreated(actor, view);
    this.activity.descriptionMentioned(actor, view, newMentions(actor, '', view.description));
    return view;
  }

  /** `alsoInTransaction`: work another feature does in the change's own transaction (a series' template edit). */
  async update(
    actor: Actor,
    id: string,
    dto: UpdateTaskDto,
    alsoInTransaction?: (scope: TenantScope) => Promise<void>,
  ): Promise<TaskView> {
    const before = await this.findVisibleView(actor, id);
    if (dto.assignedToId) await this.assertAssignable(actor, dto.assignedToId);
    const { requiresClientApproval, ...fields } = sentFields(dto);
    const changes: Partial<Task> = { ...fields };
    const asksNow = requiresClientApproval === true && !before.requiresClientApproval;
    if (asksNow) {
      if (!actor.clientRules.requireApprovalForUpdates)
        throw RequestValidationException.of(
          'requiresClientApproval',
          'CLIENT_APPROVALS_DISABLED',
          APPROVALS_OFF_MESSAGE,
        );
      if (!(dto.isClientVisible ?? before.isClientVisible))
        throw RequestValidationException.of(
          'requiresClientApproval',
          'APPROVAL_NEEDS_CLIENT_VISIBLE',
          APPROVAL_NEEDS_VISIBLE_MESSAGE,
        );
      Object.assign(changes, { requiresClientApproval: true, clientApprovalStatus: 'pending' });
    } else if (requiresClientApproval === false && before.requiresClientApproval) {
      Object.assign(changes, { requiresClientApproval: false, clientApprovalStatus: null });
    }
    const stillAsking = changes.requiresClientApproval ?? before.requiresClientApproval;
    const pending = (changes.clientApprovalStatus ?? before.clientApprovalStatus) === 'pending';
    if (dto.isClientVisible === false && stillAsking && pending)
      throw RequestValidationException.of(
        'isClientVisible',
        'PENDING_APPROVAL_STAYS_VISIBLE',
        PENDING_STAYS_VISIBLE_MESSAGE,
      );
    // The description's mentions must be readable by whoever sees the task after the change.
    if (dto.description !== undefined || dto.isClientVisible !== undefined || dto.assignedToId !== undefined)
      await this.mentions.assertMentionable(
        actor,
        {
          kind: 'taskState',
          projectId: before.projectId,
          assignedToId: dto.assignedToId === undefined ? before.assignedToId : dto.assignedToId,
          isClientVisible: dto.isClientVisible ?? before.isClientVisible,
        },
        dto.description ?? before.description,
        'description',
      );

    const created = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      if (Object.keys(changes).length > 0) await scope.update(Task, { id }, changes);
      if (asksNow)
        await scope.insert(TaskApprovalEvent, { taskId: id, actorId: actor.userId, status: 'pending', comment: null });
      await alsoInTransaction?.(scope);
      return changes.status === 'completed' && before.status !== 'completed' ? this.hooks.completed(scope, id) : [];
    });
    const after = await this.viewOf(actor, id);
    await this.announceCreated(actor, created);
    await this.announceChange(actor, before, after);
    this.activity.taskUpdated(actor, before, after, Object.keys(sentFields(dto)));
    this.activity.descriptionMentioned(actor, after, newMentions(actor, before.description, after.description));
    if (asksNow) this.activity.approvalRequested(actor, after);
    return after;
  }

  /**
   * One statement finds the task if the actor may see it (404 otherwise), changes it and reads the answer's view,
   * with the status before for the activity.
   */
  async updateStatus(actor: Actor, id: string, status: TaskStatus): Promise<TaskView> {
    // Completing may make the next occurrence of a recurring task, in the same transaction (docs/recurring-tasks.md).
    if (status === 'completed') {
      const [completed, created] = await this.data.transaction(actor.serviceProviderId, async (scope) => {
        const row = await this.changeStatus(scope, actor, id, status);
        return [row, row && row['before:status'] !== 'completed' ? await this.hooks.completed(scope, id) : []] as const;
      });
      const view = this.announceStatus(actor, completed);
      await this.announceCreated(actor, created);
      return view;
    }
    return this.announceStatus(
      actor,
      await this.changeStatus(this.data.forTenant(actor.serviceProviderId), actor, id, status),
    );
  }

  private announceStatus(actor: Actor, row: (TaskViewRow & { 'before:status': TaskStatus }) | undefined): TaskView {
    if (!row) throw new TaskNotFoundException();
    const view = row.item;
    this.events.taskUpdated(view);
    // Only the status changed: the assignee and the client visibility before are the ones of the answer.
    this.activity.taskUpdated(actor, { ...view, status: row['before:status'] }, view, ['status']);
    return view;
  }

  private async changeStatus(
    scope: TenantScope,
    actor: Actor,
    id: string,
    status: TaskStatus,
  ): Promise<(TaskViewRow & { 'before:status': TaskStatus }) | undefined> {
    const [row] = await scope.prepared<TaskViewRow & { 'before:status': TaskStatus }>(
      `task.status:${taskVisibilityKind(actor)}`,
      { ...visibilityParameters(actor), id, 'set:status': status },
      () => {
        const visible = this.data
          .forTenant(actor.serviceProviderId)
          .query(Task, 'task')
          .innerJoin('task.project', 'project')
          .select('task.id', 'id')
          .addSelect('task.status', 'status')
          .andWhere('task.id = :id', { id });
        const answer = selectTaskView(this.baseQuery(actor).andWhere('task.id = :id', { id }));
        return planned(restrictToVisibleTasks(visible, actor)).updateAndReadStatement({ status }, answer);
      },
    );
    return row;
  }

  /** Deletes the task; a recurring one's next occurrence is made first (docs/recurring-tasks.md). */
  async remove(actor: Actor, id: string): Promise<void> {
    const last = await this.findVisibleView(actor, id);
    const created = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      const made = await this.hooks.removing(scope, id);
      await scope.delete(Task, { id });
      return made;
    });
    this.events.taskDeleted(last);
    await this.announceCreated(actor, created);
  }

  /** A change made beside the task's own routes (its recurrence) goes out as the task changed; answers its view. */
  async announceUpdated(actor: Actor, id: string): Promise<TaskView> {
    const view = await this.viewOf(actor, id);
    this.events.taskUpdated(view);
    return view;
  }

  /** Tasks made by the server (a recurring task's next occurrence) go out as any created task does. */
  async announceCreated(actor: Actor, ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const view = await this.viewOf(actor, id);
      this.events.taskCreated(view);
      this.activity.taskCreated(actor, view);
    }
  }

  /**
   * Tasks whose assignee changed in bulk, not by a task call (offboarding hands a member's open tasks on): each goes
   * out live as changed, after the rooms are checked again (a new assignee who sees only their own tasks may join).
   */
  async announceReassigned(actor: Actor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.live.accessChanged(actor.serviceProviderId);
    for (const id of ids) this.events.taskUpdated(await this.viewOf(actor, id));
  }

  /** The team asks the client to approve a task (again); the task becomes visible to the client. */
  async requestApproval(actor: Actor, id: string, comment: string | null | undefined): Promise<TaskView> {
    if (!actor.clientRules.requireApprovalForUpdates) throw new ApprovalsDisabledException();
    const task = await this.findVisible(actor, id);
    if (!task.isClientVisible) throw new TaskNotClientVisibleException();
    await this.recordApproval(
      actor,
      task.id,
      { requiresClientApproval: true, clientApprovalStatus: 'pending' },
      'pending',
      comment,
    );
    const view = await this.announce(actor, id);
    this.activity.approvalRequested(actor, view);
    return view;
  }

  /** A client of the task's company approves or rejects it. */
  async decideApproval(actor: Actor, id: string, dto: TaskApprovalDto): Promise<TaskView> {
    if (!actor.clientRules.requireApprovalForUpdates) throw new ApprovalsDisabledException();
    const task = await this.findVisible(actor, id);
    if (!task.requiresClientApproval || task.clientApprovalStatus !== 'pending')
      throw new NotAwaitingApprovalException();
    const comment = dto.comment ?? null;
    await this.recordApproval(
      actor,
      task.id,
      {
        clientApprovalStatus: dto.status,
        clientComments: comment ?? task.clientComments,
        lastClientActivity: new Date(),
      },
      dto.status,
      comment,
    );
    const view = await this.announce(actor, id);
    this.activity.approvalDecided(actor, view);
    return view;
  }

  async approvalHistory(actor: Actor, id: string): Promise<TaskApprovalEventView[]> {
    await this.findVisible(actor, id);
    const events = await this.data
      .forTenant(actor.serviceProviderId)
      .find(TaskApprovalEvent, { where: { taskId: id }, relations: { actor: true }, order: { createdAt: 'ASC' } });
    return events.map(toApprovalEventView);
  }

  /**
   * The task's new state, also sent live to its rooms (boards stay current). The actor just wrote it (after seeing
   * it, or creating it), so the answer shows it even when they may not open it afterwards (a team member without
   * canViewAllTasks creating a task for someone else, or handing theirs over).
   */
  private async announce(actor: Actor, id: string): Promise<TaskView> {
    const view = await this.viewOf(actor, id);
    this.events.taskUpdated(view);
    return view;
  }

  /**
   * Sends a change live. Whoever could see the task before and cannot now (its clients when it is hidden from
   * them, a previous assignee who sees only their own tasks) hears only that it left their view.
   */
  private async announceChange(actor: Actor, before: TaskView, after: TaskView): Promise<void> {
    const hiddenFrom: string[] = [];
    const stillSees: string[] = [];
    const previous = before.assignedToId;
    if (previous && previous !== after.assignedToId) {
      const scope = this.data.forTenant(actor.serviceProviderId);
      if (await this.seesOnlyOwnTasks(scope, previous)) hiddenFrom.push(previous);
      else stillSees.push(previous);
    }
    this.events.taskHidden(after, {
      clients: before.isClientVisible && !after.isClientVisible,
      userIds: hiddenFrom,
    });
    // Whoever may no longer open the task (on any process, in any of its rooms) leaves them before the update goes out.
    if (before.assignedToId !== after.assignedToId || before.isClientVisible !== after.isClientVisible)
      await this.live.accessChanged(actor.serviceProviderId);
    this.events.taskUpdated(after, stillSees);
  }

  private async seesOnlyOwnTasks(scope: TenantScope, userId: string): Promise<boolean> {
    const user = await scope.findOne(User, { id: userId });
    if (!user || user.userType === 'admin') return false;
    if (user.userType === 'client') return true;
    return !(await teamMemberPermissions(scope, userId)).canViewAllTasks;
  }

  /** The task as it is now, whether or not the actor may still see it (they just changed it). */
  private async viewOf(actor: Actor, id: string): Promise<TaskView> {
    const row = await planned(
      selectTaskView(this.baseQuery(actor).andWhere('task.id = :id', { id })),
    ).getRawOne<TaskViewRow>();
    if (!row) throw new TaskNotFoundException();
    return row.item;
  }

  /** The task if the actor may see it; otherwise 404, exactly like a missing one. */
  async findVisible(actor: Actor, id: string): Promise<Task> {
    const task = await restrictToVisibleTasks(this.baseQuery(actor).andWhere('task.id = :id', { id }), actor).getOne();
    if (!task) throw new TaskNotFoundException();
    return task;
  }

  /** `findVisible` as the answer's view (no entity to build), by a statement written once per kind of actor. */
  private async findVisibleView(actor: Actor, id: string): Promise<TaskView> {
    const [row] = await this.data
      .forTenant(actor.serviceProviderId)
      .prepared<TaskViewRow>(`task.visible:${taskVisibilityKind(actor)}`, { ...visibilityParameters(actor), id }, () =>
        planned(restrictToVisibleTasks(selectTaskView(this.baseQuery(actor).andWhere('task.id = :id', { id })), actor)),
      );
    if (!row) throw new TaskNotFoundException();
    return row.item;
  }

  private async recordApproval(
    actor: Actor,
    taskId: string,
    changes: Partial<Task>,
    status: TaskApprovalEvent['status'],
    comment: string | null | undefined,
  ): Promise<void> {
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await scope.update(Task, { id: taskId }, changes);
      await scope.insert(TaskApprovalEvent, { taskId, actorId: actor.userId, status, comment: comment ?? null });
    });
  }

  /** Every visible task (refined), unpaged, as views: for the server's own readers. */
  private async everyVisibleOf(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
  ): Promise<TaskView[]> {
    const rows = await planned(this.visibleList(actor, refine, selectTaskView)).getRawMany<TaskViewRow>();
    return rows.map((row) => row.item);
  }

  /**
   * A page of the visible tasks (refined) as the JSON text of the answer, written by PostgreSQL; the total (when there
   * is more than a page) from the counts the database keeps, refined alike (`refineCounts`), not by counting the tasks.
   */
  private async findManyJson(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
    page: PageQuery | undefined,
    refineCounts: (counts: SelectQueryBuilder<Project>) => SelectQueryBuilder<Project>,
  ): Promise<JsonListPage> {
    const { skip, take } = pageWindow(page);
    // One row more than the page tells whether there are more; only then are they counted.
    const { json, rows } = await planned(this.visiblePage(actor, refine, skip, take + 1)).getJsonArray(take);
    const complete = rows <= take && (rows > 0 || skip === 0);
    const total = complete
      ? skip + rows
      : await keptTaskTotal(this.data.forTenant(actor.serviceProviderId), actor, refineCounts);
    return { json, total };
  }

  /** The tasks the actor may see (refined), in the lists' stable order, with the given columns. */
  private visibleList(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
    columns: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
  ): SelectQueryBuilder<Task> {
    return restrictToVisibleTasks(orderTaskList(columns(refine(this.baseQuery(actor)))), actor);
  }

  /**
   * A page of the visible tasks (refined), as `selectTaskJson` with positions from 1: the page's ids found first, in
   * the list order from an index (task_list_idx, task_assignee_list_idx, task_project_list_idx, or for a team member
   * who sees only their own tasks task_project_assignee_list_idx), then only those rows joined and written as JSON.
   * Joined after the page, a project's or an assignee's few tasks never make PostgreSQL hash every user of the platform.
   */
  private visiblePage(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
    skip: number,
    rows: number,
  ): SelectQueryBuilder<Task> {
    const tasks = this.data.forTenant(actor.serviceProviderId).query(Task, 'task');
    // Only a client's visibility reads the project (its company); one relation fewer to plan for everyone else.
    if (actor.userType === 'client') tasks.innerJoin('task.project', 'project');
    const ids = restrictToVisibleTasks(orderTaskList(refine(tasks)), actor).select('task.id');
    return orderTaskList(
      selectTaskJson(
        this.baseQuery(actor).innerJoin(
          `(${ids.getQuery()} LIMIT :pageRows OFFSET :pageSkip)`,
          'found',
          '"found"."task_id" = "task"."id"',
        ),
      ),
    ).setParameters({ ...ids.getParameters(), pageRows: rows, pageSkip: skip });
  }

  private baseQuery(actor: Actor): SelectQueryBuilder<Task> {
    return this.data
      .forTenant(actor.serviceProviderId)
      .query(Task, 'task')
      .innerJoinAndSelect('task.project', 'project')
      .leftJoinAndSelect('task.assignedTo', 'assignedTo');
  }

  private async assertAssignable(actor: Actor, userId: string): Promise<void> {
    const [assignee] = await assignableUsers(this.data.forTenant(actor.serviceProviderId), [userId]);
    if (!assignee) throw RequestValidationException.of('assignedToId', 'INVALID_ASSIGNEE', ASSIGNEE_MESSAGE);
  }
}
