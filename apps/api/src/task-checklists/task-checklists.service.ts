import { Injectable } from '@nestjs/common';
import { CHECKLIST_ITEMS_MAX, type ChecklistItemView, type TaskView } from '@taskflow/contracts';
import { hasPermission, type Actor } from '../authorization/actor';
import { MissingPermissionException } from '../authorization/authorization.exception';
import { RequestValidationException } from '../errors/request-validation.exception';
import { textsIn } from '../i18n/api-texts';
import { WorkEvents } from '../live-events/work-events.service';
import { Task } from '../tasks/task.entity';
import { TaskNotFoundException } from '../tasks/tasks.exception';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { ChecklistItem } from './checklist-item.entity';
import { toChecklistItemView } from './checklist-item.view';
import {
  CHECKLIST_ORDER_MESSAGE,
  type ConvertChecklistItemDto,
  type CreateChecklistItemDto,
  type ReorderChecklistDto,
  type UpdateChecklistItemDto,
} from './task-checklists.dto';
import { ChecklistFullException, ChecklistItemNotFoundException } from './task-checklists.exception';

/**
 * A task's ordered checklist (docs/checklists.md). Whoever may see the task reads it (TasksService.findVisible: a
 * task they may not see is 404, like the task routes); the controller lets only those who may edit tasks
 * (canEditTasks) change it, on a task they may see, exactly as PUT /api/tasks/{id} does. Every change goes out live as
 * `task:checklist` to the task's audience.
 */
@Injectable()
export class TaskChecklistsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly tasks: TasksService,
    private readonly events: WorkEvents,
  ) {}

  async list(actor: Actor, taskId: string): Promise<ChecklistItemView[]> {
    await this.tasks.findVisible(actor, taskId);
    return this.itemsOf(this.data.forTenant(actor.serviceProviderId), taskId);
  }

  /** A new item at the end of the list. */
  async add(actor: Actor, taskId: string, dto: CreateChecklistItemDto): Promise<ChecklistItemView> {
    const task = await this.tasks.findVisible(actor, taskId);
    const created = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await this.lockTask(scope, taskId);
      const items = await this.rowsOf(scope, taskId);
      if (items.length >= CHECKLIST_ITEMS_MAX) throw new ChecklistFullException();
      return scope.insert(ChecklistItem, {
        taskId,
        title: dto.title,
        done: dto.done ?? false,
        position: items.length === 0 ? 0 : items[items.length - 1].position + 1,
        createdById: actor.userId,
      });
    });
    return this.answer(actor, task, created.id);
  }

  /** Renames and/or ticks an item. */
  async update(actor: Actor, taskId: string, itemId: string, dto: UpdateChecklistItemDto): Promise<ChecklistItemView> {
    const task = await this.tasks.findVisible(actor, taskId);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const changes: Partial<ChecklistItem> = {};
    if (dto.title !== undefined) changes.title = dto.title;
    if (dto.done !== undefined) changes.done = dto.done;
    const found =
      Object.keys(changes).length > 0
        ? (await scope.update<ChecklistItem>(ChecklistItem, { id: itemId, taskId }, changes)) > 0
        : (await scope.findOne(ChecklistItem, { id: itemId, taskId })) !== null;
    if (!found) throw new ChecklistItemNotFoundException();
    return this.answer(actor, task, itemId);
  }

  /** Puts the items in the order of `itemIds`, which must name every item of the checklist exactly once. */
  async reorder(actor: Actor, taskId: string, dto: ReorderChecklistDto): Promise<ChecklistItemView[]> {
    const task = await this.tasks.findVisible(actor, taskId);
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await this.lockTask(scope, taskId);
      const current = new Set((await this.rowsOf(scope, taskId)).map((item) => item.id));
      const given = new Set(dto.itemIds);
      if (
        given.size !== dto.itemIds.length ||
        given.size !== current.size ||
        dto.itemIds.some((id) => !current.has(id))
      )
        throw RequestValidationException.of('itemIds', 'CHECKLIST_ORDER_MISMATCH', CHECKLIST_ORDER_MESSAGE);
      for (const [position, id] of dto.itemIds.entries())
        await scope.update<ChecklistItem>(ChecklistItem, { id, taskId }, { position });
    });
    return this.announce(actor, task);
  }

  async remove(actor: Actor, taskId: string, itemId: string): Promise<void> {
    const task = await this.tasks.findVisible(actor, taskId);
    const deleted = await this.data.forTenant(actor.serviceProviderId).delete(ChecklistItem, { id: itemId, taskId });
    if (deleted === 0) throw new ChecklistItemNotFoundException();
    await this.announce(actor, task);
  }

  /**
   * The item becomes a task of the same project, made by the task creation rules (TasksService.create: the caller
   * needs canCreateTasks, the project must be visible to them, the assignee must be of the team), then leaves the
   * checklist, which needs canEditTasks too. The new task is as visible to clients as the task it came from.
   */
  async convert(actor: Actor, taskId: string, itemId: string, dto: ConvertChecklistItemDto): Promise<TaskView> {
    if (!hasPermission(actor, 'canEditTasks')) throw new MissingPermissionException('canEditTasks');
    const task = await this.tasks.findVisible(actor, taskId);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const item = await scope.findOne(ChecklistItem, { id: itemId, taskId });
    if (!item) throw new ChecklistItemNotFoundException();
    const language = dto.language ?? (await scope.findOne(User, { id: actor.userId }))?.language ?? 'en';
    const created = await this.tasks.create(
      actor,
      {
        title: item.title,
        description: textsIn(language, 'tasks')('convertedFromChecklist', { title: task.title }),
        projectId: task.projectId,
        assignedToId: dto.assignedToId ?? task.assignedToId ?? actor.userId,
        isClientVisible: task.isClientVisible,
      },
      // Taking the item out in the same transaction: of two concurrent conversions only one makes a task.
      async (transaction) => {
        if ((await transaction.delete(ChecklistItem, { id: itemId, taskId })) === 0)
          throw new ChecklistItemNotFoundException();
      },
    );
    await this.announce(actor, task);
    return created;
  }

  /** The changed item as the list now shows it, after the change went out live. */
  private async answer(actor: Actor, task: Task, itemId: string): Promise<ChecklistItemView> {
    const items = await this.announce(actor, task);
    const item = items.find((candidate) => candidate.id === itemId);
    // Deleted by someone else in the meantime.
    if (!item) throw new ChecklistItemNotFoundException();
    return item;
  }

  /** Sends the task's checklist as it is now to everyone who may see the task; answers it. */
  private async announce(actor: Actor, task: Task): Promise<ChecklistItemView[]> {
    const items = await this.itemsOf(this.data.forTenant(actor.serviceProviderId), task.id);
    this.events.taskChecklistChanged(task, items);
    return items;
  }

  private async itemsOf(scope: TenantScope, taskId: string): Promise<ChecklistItemView[]> {
    return (await this.rowsOf(scope, taskId)).map(toChecklistItemView);
  }

  private rowsOf(scope: TenantScope, taskId: string): Promise<ChecklistItem[]> {
    return scope.find(ChecklistItem, { where: { taskId }, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  /** Holds the task's row until the transaction ends: concurrent additions and reorders of its checklist queue. */
  private async lockTask(scope: TenantScope, taskId: string): Promise<void> {
    const task = await scope
      .query(Task, 'task')
      .select('task.id')
      .andWhere('task.id = :taskId', { taskId })
      .setLock('pessimistic_write')
      .getOne();
    if (!task) throw new TaskNotFoundException();
  }
}
