import { Injectable } from '@nestjs/common';
import {
  SERVER_EVENTS,
  TIMER_CONFIRM_AFTER_MINUTES,
  TIME_ENTRY_MAX_MINUTES,
  type RunningTimerView,
  type StartTimerResponse,
  type TimeEntryView,
  type TimerChangedPayload,
  type TimerStateView,
} from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { Clock } from '../common/clock';
import { LiveEvents } from '../live-events/live-events.service';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { composedStatement } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TENANT_PARAMETER } from '../tenancy/tenant-query-builder';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { RunningTimer } from './running-timer.entity';
import { TimeEntriesService } from './time-entries.service';
import { TimeEntry } from './time-entry.entity';
import type { StartTimerDto, StopTimerDto } from './time-tracking.dto';
import {
  NoRunningTimerException,
  TimerLengthUnconfirmedException,
  TimesheetWeekLockedException,
} from './time-tracking.exception';
import { dayIn, roundedMinutes } from './time-zone-days';
import { findWorkTarget } from './work-target';

const DEFAULT_TIME_ZONE = 'Europe/Berlin';

interface TimerRow {
  projectId: string;
  taskId: string | null;
  startedAt: Date;
  note: string;
  timeZone: string;
}

/**
 * A person's one running timer (docs/time-tracking.md). Starting one stops the running one (its entry answered as
 * `stoppedEntry`); two starts at the same moment leave exactly one (the person is the timer's key, written by one
 * INSERT … ON CONFLICT). Every change reaches all of the person's sockets (`timer:changed`) and nobody else's.
 */
@Injectable()
export class TimerService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
    private readonly clock: Clock,
    private readonly entries: TimeEntriesService,
  ) {}

  async get(actor: Actor): Promise<TimerStateView> {
    return { timer: await this.view(this.data.forTenant(actor.serviceProviderId), actor.userId) };
  }

  async start(actor: Actor, dto: StartTimerDto): Promise<StartTimerResponse> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const target = await findWorkTarget(scope, actor, dto);
    const timeZone = dto.timeZone ?? (await scope.findOne(User, { id: actor.userId }))?.timeZone ?? DEFAULT_TIME_ZONE;
    const now = this.clock.now();
    const stopped = await scope.transaction(async (tx) => {
      const previous = await this.lockRunning(tx, actor.userId);
      // A running timer that needs its length confirmed is stopped by POST /timer/stop first.
      const entry = previous ? await this.entryOf(tx, actor.userId, previous, now, undefined, undefined) : null;
      const values = {
        userId: actor.userId,
        [TENANT_PARAMETER]: tx.serviceProviderId,
        projectId: target.projectId,
        taskId: target.taskId,
        startedAt: now,
        note: dto.note ?? '',
        timeZone,
      };
      // One statement: of two starts at the same moment, the later one replaces the earlier's timer.
      await tx.prepared('time.timer.start', values, () =>
        composedStatement(
          ({ value }) =>
            `INSERT INTO running_timer (user_id, service_provider_id, project_id, task_id, started_at, note, time_zone) ` +
            `VALUES (${Object.entries(values)
              .map(([name, given]) => value(name, given))
              .join(', ')}) ` +
            `ON CONFLICT (user_id) DO UPDATE SET project_id = EXCLUDED.project_id, task_id = EXCLUDED.task_id, ` +
            `started_at = EXCLUDED.started_at, note = EXCLUDED.note, time_zone = EXCLUDED.time_zone, updated_at = now() ` +
            `WHERE running_timer.service_provider_id = EXCLUDED.service_provider_id`,
        ),
      );
      return entry;
    });
    const stoppedEntry = stopped ? await this.entries.get(actor, stopped.id) : null;
    if (stopped) await this.entries.published(actor.serviceProviderId, stopped, 'created', [stopped.projectId]);
    const timer = await this.view(scope, actor.userId);
    if (!timer) throw new NoRunningTimerException();
    this.changed(actor, { timer, stoppedEntry });
    return { timer, stoppedEntry };
  }

  /** Ends the timer and creates its entry; a long timer (or one across midnight) needs `minutes` to confirm it. */
  async stop(actor: Actor, dto: StopTimerDto): Promise<TimeEntryView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const now = this.clock.now();
    const stopped = await scope.transaction(async (tx) => {
      const running = await this.lockRunning(tx, actor.userId);
      if (!running) throw new NoRunningTimerException();
      const entry = await this.entryOf(tx, actor.userId, running, now, dto.minutes, dto.note);
      await tx.delete(RunningTimer, { userId: actor.userId });
      return entry;
    });
    await this.entries.published(actor.serviceProviderId, stopped, 'created', [stopped.projectId]);
    const stoppedEntry = await this.entries.get(actor, stopped.id);
    this.changed(actor, { timer: null, stoppedEntry });
    return stoppedEntry;
  }

  /** Drops the running timer without an entry. */
  async discard(actor: Actor): Promise<void> {
    const removed = await this.data.forTenant(actor.serviceProviderId).delete(RunningTimer, { userId: actor.userId });
    if (removed === 0) throw new NoRunningTimerException();
    this.changed(actor, { timer: null, stoppedEntry: null });
  }

  /** The person's running timer, held until the transaction ends (a concurrent start or stop waits for it). */
  private async lockRunning(tx: TenantScope, userId: string): Promise<TimerRow | null> {
    return tx.findOne(RunningTimer, { userId }, { lock: { mode: 'pessimistic_write' } });
  }

  /** The entry a timer becomes when it ends at `now`: on its start's day in its time zone. */
  private async entryOf(
    tx: TenantScope,
    userId: string,
    timer: TimerRow,
    now: Date,
    confirmedMinutes: number | undefined,
    note: string | undefined,
  ): Promise<TimeEntry> {
    const measured = roundedMinutes(timer.startedAt, now);
    const workDate = dayIn(timer.timeZone, timer.startedAt);
    const acrossMidnight = dayIn(timer.timeZone, now) !== workDate;
    const needsConfirmation = measured > TIMER_CONFIRM_AFTER_MINUTES || acrossMidnight;
    if (needsConfirmation && confirmedMinutes === undefined)
      throw new TimerLengthUnconfirmedException(Math.min(measured, TIME_ENTRY_MAX_MINUTES));
    if (await this.entries.weekLocked(tx, userId, workDate)) throw new TimesheetWeekLockedException();
    const project = await tx.findOne(Project, { id: timer.projectId });
    return tx.insert(TimeEntry, {
      userId,
      projectId: timer.projectId,
      taskId: timer.taskId,
      workDate,
      minutes: confirmedMinutes ?? measured,
      note: note ?? timer.note,
      billable: project?.billableByDefault ?? true,
      startedAt: timer.startedAt,
      endedAt: now,
    });
  }

  private async view(scope: TenantScope, userId: string): Promise<RunningTimerView | null> {
    const row = await scope
      .query(RunningTimer, 'timer')
      .innerJoin(Project, 'project', 'project.id = timer.projectId')
      .leftJoin(Task, 'task', 'task.id = timer.taskId')
      .select('timer.userId', 'userId')
      .addSelect('timer.projectId', 'projectId')
      .addSelect('project.name', 'projectName')
      .addSelect('timer.taskId', 'taskId')
      .addSelect('task.title', 'taskTitle')
      .addSelect('timer.startedAt', 'startedAt')
      .addSelect('timer.note', 'note')
      .addSelect('timer.timeZone', 'timeZone')
      .andWhere('timer.userId = :userId', { userId })
      .getRawOne<Omit<RunningTimerView, 'startedAt'> & { startedAt: Date }>();
    return row ? { ...row, startedAt: new Date(row.startedAt).toISOString() } : null;
  }

  private changed(actor: Actor, payload: TimerChangedPayload): void {
    this.live.toUsers([actor.userId], SERVER_EVENTS.timerChanged, payload);
  }
}
