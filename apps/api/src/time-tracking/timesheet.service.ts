import { Injectable } from '@nestjs/common';
import type { TimeEntryView, TimesheetRowView, TimesheetWeekView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { AccessDeniedException } from '../authorization/authorization.exception';
import { Clock } from '../common/clock';
import { RequestValidationException } from '../errors/request-validation.exception';
import { composedStatement, planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TENANT_PARAMETER } from '../tenancy/tenant-query-builder';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { readsEveryonesTime } from './time-entries.service';
import { restrictToReadableEntries, timeEntryViewQuery, toTimeEntryView, type TimeEntryRow } from './time-entry.view';
import type { TimesheetQueryDto, TimesheetWeekDto } from './time-tracking.dto';
import { TimesheetWeekLockedException } from './time-tracking.exception';
import { TimesheetWeek } from './timesheet-week.entity';
import { addDays, isMonday } from './time-zone-days';

export const WEEK_START_MONDAY_MESSAGE = 'weekStart must be a Monday';
const DAYS = 7;

/**
 * A person's week (docs/time-tracking.md): their entries as rows of task × day with totals; they submit it, an admin
 * locks it (its entries then refuse changes) and unlocks it.
 */
@Injectable()
export class TimesheetService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly clock: Clock,
  ) {}

  async week(actor: Actor, query: TimesheetQueryDto): Promise<TimesheetWeekView> {
    const userId = query.userId ?? actor.userId;
    if (userId !== actor.userId && !readsEveryonesTime(actor)) throw new AccessDeniedException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    await this.assertWeek(scope, userId, query.weekStart);
    return this.view(scope, userId, query.weekStart, actor);
  }

  async submit(actor: Actor, dto: TimesheetWeekDto): Promise<TimesheetWeekView> {
    if (dto.userId && dto.userId !== actor.userId) throw new AccessDeniedException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    await this.assertWeek(scope, actor.userId, dto.weekStart);
    const written = await this.write(scope, 'submit', actor.userId, dto.weekStart, actor.userId);
    if (!written) throw new TimesheetWeekLockedException();
    return this.view(scope, actor.userId, dto.weekStart);
  }

  async lock(actor: Actor, dto: TimesheetWeekDto, locked: boolean): Promise<TimesheetWeekView> {
    const userId = dto.userId ?? actor.userId;
    const scope = this.data.forTenant(actor.serviceProviderId);
    await this.assertWeek(scope, userId, dto.weekStart);
    if (locked) await this.write(scope, 'lock', userId, dto.weekStart, actor.userId);
    else await scope.update(TimesheetWeek, { userId, weekStart: dto.weekStart }, { lockedAt: null, lockedById: null });
    return this.view(scope, userId, dto.weekStart);
  }

  /** Submits or locks the week in one statement (its row made when missing); false when a submit met a locked week. */
  private async write(
    scope: TenantScope,
    change: 'submit' | 'lock',
    userId: string,
    weekStart: string,
    actorId: string,
  ): Promise<boolean> {
    const values = { userId, weekStart, [TENANT_PARAMETER]: scope.serviceProviderId, at: this.clock.now(), actorId };
    const rows = await scope.prepared(`time.week.${change}`, values, () =>
      composedStatement(({ value }) => {
        const user = value('userId', userId);
        const week = value('weekStart', weekStart);
        const tenant = value(TENANT_PARAMETER, scope.serviceProviderId);
        const at = value('at', values.at);
        const columns = change === 'submit' ? 'submitted_at' : 'locked_at, locked_by_id';
        const given = change === 'submit' ? at : `${at}, ${value('actorId', actorId)}`;
        const set =
          change === 'submit'
            ? `submitted_at = EXCLUDED.submitted_at`
            : `locked_at = coalesce(timesheet_week.locked_at, EXCLUDED.locked_at), ` +
              `locked_by_id = coalesce(timesheet_week.locked_by_id, EXCLUDED.locked_by_id)`;
        const unlessLocked = change === 'submit' ? ' AND timesheet_week.locked_at IS NULL' : '';
        return (
          `INSERT INTO timesheet_week (user_id, week_start, service_provider_id, ${columns}) ` +
          `VALUES (${user}, ${week}, ${tenant}, ${given}) ` +
          `ON CONFLICT (user_id, week_start) DO UPDATE SET ${set}, updated_at = now() ` +
          `WHERE timesheet_week.service_provider_id = EXCLUDED.service_provider_id${unlessLocked} RETURNING 1 AS "written"`
        );
      }),
    );
    return rows.length > 0;
  }

  private async assertWeek(scope: TenantScope, userId: string, weekStart: string): Promise<void> {
    if (!isMonday(weekStart))
      throw RequestValidationException.of('weekStart', 'INVALID_DATE', WEEK_START_MONDAY_MESSAGE);
    const [person] = await scope.prepared<{ userType: User['userType'] }>('time.week.person', { userId }, () =>
      planned(
        scope.query(User, 'person').select('person.userType', 'userType').andWhere('person.id = :userId', { userId }),
      ),
    );
    if (!person || person.userType === 'client') throw new UserNotFoundException();
  }

  /** The week's view; `reader` (who asked for another's week) reads only the entries they may (see restrictToReadableEntries). */
  private async view(
    scope: TenantScope,
    userId: string,
    weekStart: string,
    reader?: Actor,
  ): Promise<TimesheetWeekView> {
    const weekEnd = addDays(weekStart, DAYS - 1);
    // Statements written once per kind of reader (a timesheet is read on every visit and week switch).
    const readerKind = reader
      ? `${readsEveryonesTime(reader) ? 'everyone' : 'own'}:${reader.permissions.canViewAllProjects}:${reader.permissions.canViewAllTasks}`
      : 'self';
    const values = { userId, weekStart, weekEnd, actorId: reader?.userId ?? userId };
    const [weeks, entryRows] = await Promise.all([
      scope.prepared<{ submittedAt: Date | null; lockedAt: Date | null }>('time.week.row', values, () =>
        planned(
          scope
            .query(TimesheetWeek, 'week')
            .select('week.submittedAt', 'submittedAt')
            .addSelect('week.lockedAt', 'lockedAt')
            .andWhere('week.userId = :userId', { userId })
            .andWhere('week.weekStart = :weekStart', { weekStart }),
        ),
      ),
      scope.prepared<TimeEntryRow>(`time.week.entries:${readerKind}`, values, () => {
        const readable = timeEntryViewQuery(scope);
        if (reader) restrictToReadableEntries(readable, reader, readsEveryonesTime(reader));
        return planned(
          readable
            .andWhere('entry.userId = :userId', { userId })
            .andWhere('entry.workDate BETWEEN :weekStart AND :weekEnd', { weekStart, weekEnd })
            .orderBy('project.name', 'ASC')
            .addOrderBy('task.title', 'ASC', 'NULLS FIRST')
            .addOrderBy('entry.workDate', 'ASC')
            .addOrderBy('entry.createdAt', 'ASC'),
        );
      }),
    ]);
    const week = weeks[0];
    const entries = entryRows.map(toTimeEntryView);
    const rows = new Map<string, TimesheetRowView>();
    for (const entry of entries) {
      const key = `${entry.projectId}/${entry.taskId ?? ''}`;
      const row = rows.get(key) ?? rowOf(entry);
      row.minutesByDay[dayIndex(weekStart, entry.date)] += entry.minutes;
      row.entries.push(entry);
      rows.set(key, row);
    }
    const minutesByDay = Array.from({ length: DAYS }, (_, day) =>
      [...rows.values()].reduce((sum, row) => sum + row.minutesByDay[day], 0),
    );
    return {
      userId,
      weekStart,
      status: week?.lockedAt ? 'locked' : week?.submittedAt ? 'submitted' : 'open',
      submittedAt: week?.submittedAt?.toISOString() ?? null,
      lockedAt: week?.lockedAt?.toISOString() ?? null,
      rows: [...rows.values()],
      minutesByDay,
      totalMinutes: minutesByDay.reduce((sum, minutes) => sum + minutes, 0),
    };
  }
}

function rowOf(entry: TimeEntryView): TimesheetRowView {
  return {
    projectId: entry.projectId,
    projectName: entry.projectName,
    clientCompanyName: entry.clientCompanyName,
    taskId: entry.taskId,
    taskTitle: entry.taskTitle,
    minutesByDay: new Array<number>(DAYS).fill(0),
    entries: [],
  };
}

function dayIndex(weekStart: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${weekStart}T00:00:00Z`)) / 86_400_000);
}
