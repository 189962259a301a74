import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { PageQuery, TaskApprovalEventView, TaskStatus, TaskView } from '@taskflow/contracts';
import { mapPage, pageOf, type ListPage } from '../common/list-page';
import { In, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks } from '../authorization/visibility';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ProjectsService } from '../projects/projects.service';
import { LiveEvents } from '../live-events/live-events.service';
import { WorkEvents } from '../live-events/work-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { TaskApprovalEvent } from './task-approval-event.entity';
import { Task } from './task.entity';
import { toApprovalEventView, toTaskView } from './task.view';
import type { CreateTaskDto, TaskApprovalDto, UpdateTaskDto } from './tasks.dto';
import {
  ApprovalsDisabledException,
  NotAwaitingApprovalException,
  TaskNotClientVisibleException,
  TaskNotFoundException,
} from './tasks.exception';

export const ASSIGNEE_MESSAGE = 'The assignee must be an admin or team member of your organisation';

@Injectable()
export class TasksService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
    private readonly events: WorkEvents,
    private readonly live: LiveEvents,
  ) {}

  list(actor: Actor, page?: PageQuery): Promise<ListPage<TaskView>> {
    return this.findMany(actor, (query) => query, page);
  }

  async listByProject(
    actor: Actor,
    projectId: string,
    clientView: boolean,
    page?: PageQuery,
  ): Promise<ListPage<TaskView>> {
    await this.projects.findVisible(actor, projectId);
    return this.findMany(
      actor,
      (query) => {
        query.andWhere('task.projectId = :projectId', { projectId });
        return clientView ? query.andWhere('task.isClientVisible = true') : query;
      },
      page,
    );
  }

  async listByAssignee(actor: Actor, userId: string, page?: PageQuery): Promise<ListPage<TaskView>> {
    if (!(await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: userId })))
      throw new UserNotFoundException();
    return this.findMany(actor, (query) => query.andWhere('task.assignedToId = :userId', { userId }), page);
  }

  async get(actor: Actor, id: string): Promise<TaskView> {
    return toTaskView(await this.findVisible(actor, id));
  }

  async create(actor: Actor, dto: CreateTaskDto): Promise<TaskView> {
    await this.projects.findVisible(actor, dto.projectId);
    await this.assertAssignable(actor, dto.assignedToId);
    const awaitingApproval = dto.requiresClientApproval === true;
    const task = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      const created = await scope.insert(Task, {
        ...sentFields(dto),
        dueDate: dto.dueDate ?? null,
        estimatedTime: dto.estimatedTime ?? null,
        isClientVisible: dto.isClientVisible ?? actor.clientRules.clientVisibilityDefault,
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
      return created;
    });
    return this.announce(actor, task.id);
  }

  async update(actor: Actor, id: string, dto: UpdateTaskDto): Promise<TaskView> {
    const task = await this.findVisible(actor, id);
    if (dto.assignedToId) await this.assertAssignable(actor, dto.assignedToId);
    const changesAccess =
      (dto.assignedToId !== undefined && dto.assignedToId !== task.assignedToId) ||
      (dto.isClientVisible !== undefined && dto.isClientVisible !== task.isClientVisible);
    delete task.project;
    delete task.assignedTo;
    Object.assign(task, sentFields(dto));
    await this.data.forTenant(actor.serviceProviderId).save(Task, task);
    // Before the update goes out: whoever may no longer open the task leaves its rooms first.
    if (changesAccess) await this.live.accessChanged(actor.serviceProviderId);
    return this.announce(actor, id);
  }

  async updateStatus(actor: Actor, id: string, status: TaskStatus): Promise<TaskView> {
    await this.findVisible(actor, id);
    await this.data.forTenant(actor.serviceProviderId).update(Task, { id }, { status });
    return this.announce(actor, id);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const task = await this.findVisible(actor, id);
    const last = toTaskView(task);
    await this.data.forTenant(actor.serviceProviderId).remove(Task, task);
    this.events.taskUpdated(last, true);
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
    return this.announce(actor, id);
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
    return this.announce(actor, id);
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
    const task = await this.baseQuery(actor).andWhere('task.id = :id', { id }).getOne();
    if (!task) throw new TaskNotFoundException();
    const view = toTaskView(task);
    this.events.taskUpdated(view);
    return view;
  }

  /** The task if the actor may see it; otherwise 404, exactly like a missing one. */
  async findVisible(actor: Actor, id: string): Promise<Task> {
    const task = await restrictToVisibleTasks(this.baseQuery(actor).andWhere('task.id = :id', { id }), actor).getOne();
    if (!task) throw new TaskNotFoundException();
    return task;
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

  private async findMany(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Task>) => SelectQueryBuilder<Task>,
    page?: PageQuery,
  ): Promise<ListPage<TaskView>> {
    const query = refine(this.baseQuery(actor))
      .orderBy('task.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('task.createdAt', 'ASC')
      .addOrderBy('task.id', 'ASC');
    return mapPage(await pageOf(restrictToVisibleTasks(query, actor), page), toTaskView);
  }

  private baseQuery(actor: Actor): SelectQueryBuilder<Task> {
    return this.data
      .forTenant(actor.serviceProviderId)
      .query(Task, 'task')
      .innerJoinAndSelect('task.project', 'project')
      .leftJoinAndSelect('task.assignedTo', 'assignedTo');
  }

  private async assertAssignable(actor: Actor, userId: string): Promise<void> {
    const assignee = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(User, { id: userId, userType: In(['admin', 'team']) });
    if (!assignee) throw new RequestValidationException({ assignedToId: [ASSIGNEE_MESSAGE] });
  }
}
