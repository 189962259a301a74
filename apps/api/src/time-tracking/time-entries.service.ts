import { Injectable } from '@nestjs/common';
import { SERVER_EVENTS, type TimeEntryView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { Clock } from '../common/clock';
import type { ListPage } from '../common/list-page';
import { countRows, pageWindow } from '../common/list-page';
import { RequestValidationException } from '../errors/request-validation.exception';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { TimeEntryChanges, type TimeEntryChange } from './time-entry-changes';
import { TimeEntry } from './time-entry.entity';
import { filterEntries, readTimeEntryViews, restrictToReadableEntries, timeEntryViewQuery } from './time-entry.view';
import {
  NotYourTimeEntryException,
  TimeEntryLockedException,
  TimeEntryNotFoundException,
  TimesheetWeekLockedException,
} from './time-tracking.exception';
import type { CreateTimeEntryDto, TimeEntryListQueryDto, UpdateTimeEntryDto } from './time-tracking.dto';
import { TimesheetWeek } from './timesheet-week.entity';
import { dayIn, weekStartOf } from './time-zone-days';
import { findWorkTarget } from './work-target';

export const DATE_IN_FUTURE_MESSAGE = 'date must not be in the future';
export const UNKNOWN_PERSON_MESSAGE = 'userId must be an admin or team member of the agency';

/** Whether the actor reads everyone's time: admins, and team members with canAccessReports. */
export function readsEveryonesTime(actor: Actor): boolean {
  return actor.userType === 'admin' || (actor.userType === 'team' && actor.permissions.canAccessReports);
}

/** A new entry's values, once checked. */
export interface NewTimeEntry {
  userId: string;
  projectId: string;
  taskId: string | null;
  workDate: string;
  minutes: number;
  note: string;
  billable: boolean;
  startedAt?: Date | null;
  endedAt?: Date | null;
}

/**
 * Time entries (docs/time-tracking.md): a person adds and changes their own, admins everyone's; others' are read by
 * admins and team members with canAccessReports. A billed entry or one in a locked week refuses changes.
 */
@Injectable()
export class TimeEntriesService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
    private readonly clock: Clock,
    private readonly changes: TimeEntryChanges,
  ) {}

  async list(actor: Actor, filter: TimeEntryListQueryDto): Promise<ListPage<TimeEntryView>> {
    const query = filterEntries(this.readable(actor), filter);
    const { skip, take } = pageWindow(filter);
    const items = await readTimeEntryViews(
      query
        .clone()
        .orderBy('entry.workDate', 'DESC')
        .addOrderBy('entry.createdAt', 'DESC')
        .addOrderBy('entry.id', 'ASC')
        .offset(skip)
        .limit(take),
    );
    return { items, total: await countRows(query) };
  }

  async get(actor: Actor, id: string): Promise<TimeEntryView> {
    const [view] = await readTimeEntryViews(this.readable(actor).andWhere('entry.id = :id', { id }));
    if (!view) throw new TimeEntryNotFoundException();
    return view;
  }

  private readable(actor: Actor) {
    const query = timeEntryViewQuery(this.data.forTenant(actor.serviceProviderId));
    return restrictToReadableEntries(query, actor, readsEveryonesTime(actor));
  }

  async create(actor: Actor, dto: CreateTimeEntryDto): Promise<TimeEntryView> {
    const userId = dto.userId ?? actor.userId;
    if (userId !== actor.userId && actor.userType !== 'admin') throw new NotYourTimeEntryException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    const owner = await this.person(scope, userId);
    const target = await findWorkTarget(scope, actor, dto);
    this.assertNotFuture(owner, dto.date);
    if (await this.weekLocked(scope, userId, dto.date)) throw new TimesheetWeekLockedException();
    const entry = await this.insert(scope, {
      userId,
      projectId: target.projectId,
      taskId: target.taskId,
      workDate: dto.date,
      minutes: dto.minutes,
      note: dto.note ?? '',
      billable: dto.billable ?? target.billableByDefault,
    });
    return this.get(actor, entry.id);
  }

  /** Saves a checked entry and tells its owner's sockets and the listeners (the timer's stop uses it too). */
  async insert(scope: TenantScope, values: NewTimeEntry): Promise<TimeEntry> {
    const entry = await scope.insert(TimeEntry, values);
    await this.published(scope.serviceProviderId, entry, 'created', [entry.projectId]);
    return entry;
  }

  async update(actor: Actor, id: string, dto: UpdateTimeEntryDto): Promise<TimeEntryView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const entry = await this.changeable(scope, actor, id);
    const before = entry.projectId;
    if (dto.taskId !== undefined || dto.projectId !== undefined) {
      const target = await findWorkTarget(scope, actor, {
        taskId: dto.taskId === undefined && !dto.projectId ? entry.taskId : dto.taskId,
        projectId: dto.projectId ?? (dto.taskId ? undefined : entry.projectId),
      });
      entry.projectId = target.projectId;
      entry.taskId = target.taskId;
    }
    if (dto.date !== undefined && dto.date !== entry.workDate) {
      this.assertNotFuture(await this.person(scope, entry.userId), dto.date);
      if (await this.weekLocked(scope, entry.userId, dto.date)) throw new TimeEntryLockedException();
      entry.workDate = dto.date;
    }
    if (dto.minutes !== undefined) entry.minutes = dto.minutes;
    if (dto.note !== undefined) entry.note = dto.note;
    if (dto.billable !== undefined) entry.billable = dto.billable;
    await scope.save(TimeEntry, entry);
    await this.published(scope.serviceProviderId, entry, 'updated', [...new Set([before, entry.projectId])]);
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const entry = await this.changeable(scope, actor, id);
    await scope.remove(TimeEntry, entry);
    await this.published(scope.serviceProviderId, entry, 'deleted', [entry.projectId]);
  }

  /** The entry if the actor may change it: their own (admins: anyone's), not billed, its week not locked. */
  private async changeable(scope: TenantScope, actor: Actor, id: string): Promise<TimeEntry> {
    const entry = await scope.findOne(TimeEntry, { id });
    if (!entry) throw new TimeEntryNotFoundException();
    if (entry.userId !== actor.userId && actor.userType !== 'admin') {
      const readable = await this.readable(actor).andWhere('entry.id = :id', { id }).getRawOne();
      throw readable ? new NotYourTimeEntryException() : new TimeEntryNotFoundException();
    }
    if (entry.billedAt || (await this.weekLocked(scope, entry.userId, entry.workDate)))
      throw new TimeEntryLockedException();
    return entry;
  }

  /** An admin or team member of the agency (whose time zone decides "today"). */
  private async person(scope: TenantScope, userId: string): Promise<User> {
    const user = await scope.findOne(User, { id: userId });
    if (!user || user.userType === 'client')
      throw RequestValidationException.of('userId', 'INVALID_ID', UNKNOWN_PERSON_MESSAGE);
    return user;
  }

  private assertNotFuture(owner: User, date: string): void {
    if (date > dayIn(owner.timeZone, this.clock.now()))
      throw RequestValidationException.of('date', 'DATE_IN_FUTURE', DATE_IN_FUTURE_MESSAGE);
  }

  async weekLocked(scope: TenantScope, userId: string, date: string): Promise<boolean> {
    const week = await scope.findOne(TimesheetWeek, { userId, weekStart: weekStartOf(date) });
    return week?.lockedAt != null;
  }

  /** Tells the entry's owner (every socket of theirs, nobody else) and the listeners; after the change is committed. */
  async published(
    serviceProviderId: string,
    entry: Pick<TimeEntry, 'id' | 'userId'>,
    kind: TimeEntryChange['kind'],
    projectIds: string[],
  ): Promise<void> {
    this.live.toUsers([entry.userId], SERVER_EVENTS.timeEntryChanged, { entryId: entry.id });
    await this.changes.changed({
      kind,
      serviceProviderId,
      entryId: entry.id,
      userId: entry.userId,
      projectIds,
    });
  }
}
