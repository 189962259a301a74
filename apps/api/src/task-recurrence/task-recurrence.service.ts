import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type RecurrenceRuleRequest, type RecurrenceView, type TaskStatus, type TaskView } from '@taskflow/contracts';
import { allFlags, hasPermission, type Actor } from '../authorization/actor';
import { Clock } from '../common/clock';
import { In, MoreThan, Not } from 'typeorm';
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
import { occurrencesDueAhead, todayIn } from './ahead-schedule';
import { dueDaysAfter, patternFrom, ruleText } from './recurrence-rule';
import { startSeries, templateOf, TEMPLATE_FIELDS } from './start-series';
import { zoneOf } from '../tenancy/agency-time-zone';
import { User } from '../users/user.entity';
import type { SetRecurrenceDto } from './task-recurrence.dto';
import { RecurrenceNotFoundException } from './task-recurrence.exception';
import { TaskSeries } from './task-series.entity';

export const NEEDS_DUE_DATE_MESSAGE = 'A task repeats from its due date: give the task a due date first';

/**
 * Recurring tasks (docs/recurring-tasks.md). A task repeats in a series; completing an occurrence (or deleting just
 * that one) makes the next one, in the same transaction, from the series' fields and the occurrence's checklist with
 * every item undone. An 'ahead' series instead has its occurrences made on schedule, lead days before each due day
 * (`makeAhead`, run by RecurrenceSchedule and when the rule is set); completing one of them makes nothing. The unique (series_id, occurrence_index) lets only one next occurrence exist, however often and
 * on however many API processes at once the occurrence is completed. Reading follows the task's visibility; the
 * controller lets only those who may edit tasks change a series.
 */
@Injectable()
export class TaskRecurrenceService implements OnModuleInit, TaskLifecycleListener {
  private readonly logger = new Logger(TaskRecurrenceService.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly tasks: TasksService,
    private readonly hooks: TaskLifecycleHooks,
    private readonly clock: Clock,
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
    const created = await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await this.lockTask(scope, taskId);
      const timeZone = zoneOf((await scope.tenant()).timeZone);
      if (task.seriesId) await this.end(scope, task.seriesId);
      const series = await startSeries(scope, { ...task, dueDate: startDate }, pattern, timeZone, actor.userId);
      // An 'ahead' series makes the occurrences already inside its lead window now, not at the job's next run.
      return series.mode === 'ahead' ? this.makeDueAhead(scope, series, todayIn(timeZone, this.clock.now())) : [];
    });
    await this.tasks.announceUpdated(actor, taskId);
    if (task.seriesId) await this.dropMadeAhead(actor, task);
    await this.tasks.announceCreated(actor, created);
    return this.get(actor, taskId);
  }

  /** The task stops repeating: its series ends, no further occurrence is made. */
  async stop(actor: Actor, taskId: string): Promise<void> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    await this.end(this.data.forTenant(actor.serviceProviderId), series.id);
    await this.dropMadeAhead(actor, task);
    await this.tasks.announceUpdated(actor, taskId);
  }

  /**
   * "This and future ones": the task changes as PUT /api/tasks/{id} changes it, and so do its next occurrences, in
   * the task's own transaction (a failing series change leaves the task as it was).
   */
  async updateFollowing(actor: Actor, taskId: string, dto: UpdateTaskDto): Promise<TaskView> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    const sent = sentFields(dto) as Partial<Record<(typeof TEMPLATE_FIELDS)[number] | 'dueDate', unknown>>;
    const changes: Partial<TaskSeries> = {};
    for (const field of TEMPLATE_FIELDS) if (field in sent) Object.assign(changes, { [field]: sent[field] });
    // A new due date moves the series: the next occurrences follow the rule from there.
    const dueDate = typeof sent.dueDate === 'string' ? sent.dueDate.slice(0, 10) : null;
    if (dueDate && dueDate !== task.dueDate)
      Object.assign(changes, { startDate: dueDate, rule: ruleText(series.pattern, dueDate, series.timeZone) });
    const template: Partial<Task> = {};
    for (const field of TEMPLATE_FIELDS) if (field in sent) Object.assign(template, { [field]: sent[field] });
    let madeAhead: string[] = [];
    const answer = await this.tasks.update(actor, taskId, dto, async (scope) => {
      if (Object.keys(changes).length > 0) await scope.update(TaskSeries, { id: series.id }, changes);
      // An 'ahead' series made later occurrences already: the ones not completed are "future ones" too.
      if (series.mode === 'ahead' && Object.keys(template).length > 0 && task.occurrenceIndex !== null) {
        const later = {
          seriesId: series.id,
          occurrenceIndex: MoreThan(task.occurrenceIndex),
          status: Not<TaskStatus>('completed'),
        };
        madeAhead = (await scope.find(Task, { where: later })).map((occurrence) => occurrence.id);
        if (madeAhead.length > 0) await scope.update(Task, { id: In(madeAhead) }, template);
      }
    });
    for (const id of madeAhead) await this.tasks.announceUpdated(actor, id);
    return answer;
  }

  /** "This and future ones": the series ends, then the task goes (so no next occurrence is made for it). */
  async removeFollowing(actor: Actor, taskId: string): Promise<void> {
    const task = await this.tasks.findVisible(actor, taskId);
    const series = await this.liveSeriesOf(this.data.forTenant(actor.serviceProviderId), task);
    await this.end(this.data.forTenant(actor.serviceProviderId), series.id);
    await this.dropMadeAhead(actor, task);
    await this.tasks.remove(actor, taskId);
  }

  /**
   * After an 'ahead' series ended from this task (a new rule, stop, "this and future ones" deleted), the occurrences
   * it had made after this one and nobody started yet (to do) go, as deleting each would: they belonged to the old
   * rule (a new series makes its own). Started ones stay.
   */
  private async dropMadeAhead(actor: Actor, task: Task): Promise<void> {
    // Only someone who may delete tasks removes them; for anyone else they stay as they are.
    if (!task.seriesId || task.occurrenceIndex === null || !hasPermission(actor, 'canDeleteTasks')) return;
    const scope = this.data.forTenant(actor.serviceProviderId);
    const series = await scope.findOne(TaskSeries, { id: task.seriesId });
    if (series?.mode !== 'ahead') return;
    const later = await scope.find(Task, {
      where: { seriesId: series.id, status: 'todo', occurrenceIndex: MoreThan(task.occurrenceIndex) },
    });
    for (const occurrence of later)
      await this.tasks.remove(actor, occurrence.id).catch((error: unknown) => {
        if (!(error instanceof TaskNotFoundException)) throw error;
      });
  }

  /** An 'ahead' series' occurrences come from the schedule, not from completing one. */
  completed(scope: TenantScope, taskId: string): Promise<string[]> {
    return this.makeNext(scope, taskId, (series) => series.mode !== 'ahead');
  }

  /** Deleting just this one makes the next in either mode (an 'ahead' series would otherwise make it again). */
  removing(scope: TenantScope, taskId: string): Promise<string[]> {
    return this.makeNext(scope, taskId, () => true);
  }

  /**
   * Runs the schedule of one 'ahead' series now (the job queue calls it for each): makes the occurrences whose lead
   * window has begun in the series' zone, in one transaction, and sends them out as the completion path does. The
   * series' creator counts as their maker (an agency admin when that user is gone).
   */
  async makeAhead(seriesRef: Pick<TaskSeries, 'id' | 'serviceProviderId'>, now: Date): Promise<string[]> {
    const created = await this.data.transaction(seriesRef.serviceProviderId, async (scope) => {
      const series = await scope.findOne(TaskSeries, { id: seriesRef.id });
      if (!series || series.endedAt || series.mode !== 'ahead') return [];
      return this.makeDueAhead(scope, series, todayIn(series.timeZone, now));
    });
    if (created.length > 0) {
      const actor = await this.scheduleActor(seriesRef.serviceProviderId, seriesRef.id);
      if (actor) await this.tasks.announceCreated(actor, created);
      else this.logger.warn({ msg: 'No admin to announce occurrences made ahead', seriesId: seriesRef.id });
    }
    return created;
  }

  /** The occurrences due by the lead days after the latest one made (bounded per run, see AHEAD_CATCH_UP_MAX). */
  private async makeDueAhead(scope: TenantScope, series: TaskSeries, today: string): Promise<string[]> {
    const [latest] = await scope.find(Task, {
      where: { seriesId: series.id },
      order: { occurrenceIndex: 'DESC' },
      take: 1,
    });
    if (!latest || latest.occurrenceIndex === null) return [];
    const planned = occurrencesDueAhead(
      { ...series, leadDays: series.leadDays ?? 0 },
      { occurrenceIndex: latest.occurrenceIndex, dueDate: latest.dueDate },
      today,
    );
    const created: string[] = [];
    for (const { occurrenceIndex, dueDate } of planned) {
      const id = await this.makeOccurrence(scope, series, latest, occurrenceIndex, dueDate);
      if (id) created.push(id);
    }
    return created;
  }

  /** Whoever set the rule, as an admin would see the tasks; an admin of the agency when that user is gone. */
  private async scheduleActor(serviceProviderId: string, seriesId: string): Promise<Actor | null> {
    const scope = this.data.forTenant(serviceProviderId);
    const series = await scope.findOne(TaskSeries, { id: seriesId });
    const creator = series?.createdById ? await scope.findOne(User, { id: series.createdById }) : null;
    const admin = await scope.findOne(User, { userType: 'admin', status: 'active' }, { order: { createdAt: 'ASC' } });
    const userId = creator?.id ?? admin?.id;
    if (!userId) return null;
    return {
      userId,
      serviceProviderId,
      userType: 'admin',
      clientCompanyId: null,
      permissions: allFlags(true),
      clientRules: {
        allowClientComments: true,
        requireApprovalForUpdates: true,
        clientPortalAccess: true,
        clientVisibilityDefault: false,
      },
    };
  }

  /** The occurrence after the task's, unless the series ended or is complete (or `makes` says no). */
  private async makeNext(
    scope: TenantScope,
    taskId: string,
    makes: (series: TaskSeries) => boolean,
  ): Promise<string[]> {
    const task = await scope.findOne(Task, { id: taskId });
    if (!task?.seriesId || task.occurrenceIndex === null) return [];
    const series = await scope.findOne(TaskSeries, { id: task.seriesId });
    if (!series || series.endedAt || !makes(series)) return [];
    const occurrenceIndex = task.occurrenceIndex + 1;
    if (series.occurrenceCount !== null && occurrenceIndex >= series.occurrenceCount) return [];
    const [dueDate] = dueDaysAfter(series.pattern, series.startDate, task.dueDate ?? series.startDate, 1);
    if (!dueDate) return [];
    const id = await this.makeOccurrence(scope, series, task, occurrenceIndex, dueDate);
    return id ? [id] : [];
  }

  /**
   * One occurrence from the series' fields and `source`'s checklist, every item undone. Its place is unique in the
   * series, so a second attempt (completing again, a second process, two job runs) collides and makes nothing.
   */
  private async makeOccurrence(
    scope: TenantScope,
    series: TaskSeries,
    source: Task,
    occurrenceIndex: number,
    dueDate: string,
  ): Promise<string | null> {
    const created = await scope.insertOrIgnore(Task, {
      projectId: source.projectId,
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
    if (!created) return null;
    const items = await scope.find(ChecklistItem, {
      where: { taskId: source.id },
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    for (const [position, item] of items.entries())
      await scope.insert(ChecklistItem, {
        taskId: created.id,
        title: item.title,
        done: false,
        position,
        createdById: item.createdById,
      });
    return created.id;
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
    pattern: { ...series.pattern, creation: series.mode, leadDays: series.leadDays },
    creation: series.mode,
    leadDays: series.leadDays,
    timeZone: series.timeZone,
    startDate: series.startDate,
    occurrenceIndex,
    nextDates:
      left === 0
        ? []
        : dueDaysAfter(series.pattern, series.startDate, task.dueDate ?? series.startDate, Math.min(3, left)),
  };
}
