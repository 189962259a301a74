import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type RecurrenceRuleRequest, type RecurrenceView, type TaskView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { Task } from '../tasks/task.entity';
import type { TaskLifecycleListener } from '../tasks/task-lifecycle-hooks';
import { TaskLifecycleHooks } from '../tasks/task-lifecycle-hooks';
import type { UpdateTaskDto } from '../tasks/tasks.dto';
import { TaskNotFoundException } from '../tasks/tasks.exception';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { sentFields } from '../validation/common-validators';
import { dueDaysAfter, patternFrom, ruleText } from './recurrence-rule';
import { startSeries, templateOf, TEMPLATE_FIELDS } from './start-series';
import { zoneOf } from '../tenancy/agency-time-zone';
import type { SetRecurrenceDto } from './task-recurrence.dto';
import { RecurrenceNotFoundException } from './task-recurrence.exception';
import { TaskSeries } from './task-series.entity';

export const NEEDS_DUE_DATE_MESSAGE = 'A task repeats from its due date: give the task a due date first';

/**
 * Recurring tasks (docs/recurring-tasks.md). A task repeats in a series; completing an occurrence (or deleting just
 * that one) makes the next one, in the same transaction, from the series' fields and the occurrence's checklist with
 * every item undone. The unique (series_id, occurrence_index) lets only one next occurrence exist, however often and
 * on however many API processes at once the occurrence is completed. Reading follows the task's visibility; the
 * controller lets only those who may edit tasks change a series.
 */
@Injectable()
export class TaskRecurrenceService implements OnModuleInit, TaskLifecycleListener {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly tasks: TasksService,
    private readonly hooks: TaskLifecycleHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register(this);
  }

  async get(actor: Actor, taskId: string): Promise<RecurrenceView> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    return toRecurrenceView(series, task);
  }

  /** The task starts a new series from its due date; a series it was in ends (its earlier occurrences stay). */
  async set(actor: Actor, taskId: string, dto: SetRecurrenceDto): Promise<RecurrenceView> {
    const task = await this.tasks.findVisible(actor, taskId);
    if (!task.dueDate)
      throw RequestValidationException.of('dueDate', 'RECURRENCE_NEEDS_DUE_DATE', NEEDS_DUE_DATE_MESSAGE);
    const startDate = task.dueDate;
    const planned = patternFrom(dto as RecurrenceRuleRequest, startDate);
    if ('error' in planned)
      throw RequestValidationException.of(planned.error.field, planned.error.code, planned.error.message);
    const { pattern } = planned;
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await this.lockTask(scope, taskId);
      const timeZone = zoneOf((await scope.tenant()).timeZone);
      if (task.seriesId) await this.end(scope, task.seriesId);
      await startSeries(scope, { ...task, dueDate: startDate }, pattern, timeZone, actor.userId);
    });
    await this.tasks.announceUpdated(actor, taskId);
    return this.get(actor, taskId);
  }

  /** The task stops repeating: its series ends, no further occurrence is made. */
  async stop(actor: Actor, taskId: string): Promise<void> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    await this.end(this.data.forTenant(actor.serviceProviderId), series.id);
    await this.tasks.announceUpdated(actor, taskId);
  }

  /** "This and future ones": the task changes as PUT /api/tasks/{id} changes it, and so do its next occurrences. */
  async updateFollowing(actor: Actor, taskId: string, dto: UpdateTaskDto): Promise<TaskView> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    const answer = await this.tasks.update(actor, taskId, dto);
    const sent = sentFields(dto) as Partial<Record<(typeof TEMPLATE_FIELDS)[number], unknown>>;
    const changes: Partial<TaskSeries> = {};
    for (const field of TEMPLATE_FIELDS) if (field in sent) Object.assign(changes, { [field]: sent[field] });
    // A new due date moves the series: the next occurrences follow the rule from there.
    if (answer.dueDate && answer.dueDate !== task.dueDate) {
      Object.assign(changes, {
        startDate: answer.dueDate,
        rule: ruleText(series.pattern, answer.dueDate, series.timeZone),
      });
    }
    if (Object.keys(changes).length > 0)
      await this.data.forTenant(actor.serviceProviderId).update(TaskSeries, { id: series.id }, changes);
    return answer;
  }

  /** "This and future ones": the series ends, then the task goes (so no next occurrence is made for it). */
  async removeFollowing(actor: Actor, taskId: string): Promise<void> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    await this.end(this.data.forTenant(actor.serviceProviderId), series.id);
    await this.tasks.remove(actor, taskId);
  }

  completed(scope: TenantScope, taskId: string): Promise<string[]> {
    return this.makeNext(scope, taskId);
  }

  removing(scope: TenantScope, taskId: string): Promise<string[]> {
    return this.makeNext(scope, taskId);
  }

  /**
   * The occurrence after the task's, unless the series ended or is complete; its place is the task's plus one, so a
   * second attempt (completing again, a second process) collides with the first and makes nothing.
   */
  private async makeNext(scope: TenantScope, taskId: string): Promise<string[]> {
    const task = await scope.findOne(Task, { id: taskId });
    if (!task?.seriesId || task.occurrenceIndex === null) return [];
    const series = await scope.findOne(TaskSeries, { id: task.seriesId });
    if (!series || series.endedAt) return [];
    const occurrenceIndex = task.occurrenceIndex + 1;
    if (series.occurrenceCount !== null && occurrenceIndex >= series.occurrenceCount) return [];
    const [dueDate] = dueDaysAfter(series.pattern, series.startDate, task.dueDate ?? series.startDate, 1);
    if (!dueDate) return [];
    const created = await scope.insertOrIgnore(Task, {
      projectId: task.projectId,
      ...templateOf(series),
      status: 'todo',
      dueDate,
      requiresClientApproval: false,
      clientApprovalStatus: null,
      clientComments: null,
      lastClientActivity: null,
      seriesId: series.id,
      occurrenceIndex,
    });
    if (!created) return [];
    const items = await scope.find(ChecklistItem, { where: { taskId }, order: { position: 'ASC', createdAt: 'ASC' } });
    for (const [position, item] of items.entries())
      await scope.insert(ChecklistItem, {
        taskId: created.id,
        title: item.title,
        done: false,
        position,
        createdById: item.createdById,
      });
    return [created.id];
  }

  private async liveSeriesOf(scope: TenantScope, task: Task): Promise<TaskSeries> {
    const series = task.seriesId ? await scope.findOne(TaskSeries, { id: task.seriesId }) : null;
    if (!series || series.endedAt || task.occurrenceIndex === null) throw new RecurrenceNotFoundException();
    return series;
  }

  private async end(scope: TenantScope, seriesId: string): Promise<void> {
    await scope.update(TaskSeries, { id: seriesId }, { endedAt: new Date() });
  }

  /** Holds the task's row until the transaction ends: two rules set at once queue. */
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

function toRecurrenceView(series: TaskSeries, task: Task): RecurrenceView {
  const occurrenceIndex = task.occurrenceIndex ?? 0;
  const left = series.occurrenceCount === null ? 3 : Math.max(0, series.occurrenceCount - occurrenceIndex - 1);
  return {
    seriesId: series.id,
    rule: series.rule,
    pattern: series.pattern,
    timeZone: series.timeZone,
    startDate: series.startDate,
    occurrenceIndex,
    nextDates:
      left === 0
        ? []
        : dueDaysAfter(series.pattern, series.startDate, task.dueDate ?? series.startDate, Math.min(3, left)),
  };
}
