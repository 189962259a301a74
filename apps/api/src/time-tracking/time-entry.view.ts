import type { TimeEntryFilter, TimeEntryView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import type { TenantQueryBuilder } from '../tenancy/tenant-query-builder';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { TimeEntry } from './time-entry.entity';
import type { TimeEntryMonthTotal } from './time-entry-month-total.entity';
import { TimesheetWeek } from './timesheet-week.entity';

/** The Monday of an entry's week, in SQL. */
export const ENTRY_WEEK_START = `date_trunc('week', "entry"."work_date")::date`;

export interface TimeEntryRow {
  id: string;
  userId: string;
  userName: string;
  projectId: string;
  projectName: string;
  clientCompanyId: string;
  clientCompanyName: string;
  taskId: string | null;
  taskTitle: string | null;
  date: string;
  minutes: number;
  note: string;
  billable: boolean;
  startedAt: Date | null;
  endedAt: Date | null;
  billedAt: Date | null;
  invoiceReference: string | null;
  locked: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The agency's entries as `entry`, with what their views show (names, titles, whether locked); filter and page it. */
export function timeEntryViewQuery(scope: TenantScope): TenantQueryBuilder<TimeEntry> {
  return scope
    .query(TimeEntry, 'entry')
    .innerJoin(User, 'owner', 'owner.id = entry.userId')
    .innerJoin(Project, 'project', 'project.id = entry.projectId')
    .innerJoin(Customer, 'company', 'company.id = project.clientCompanyId')
    .leftJoin(Task, 'task', 'task.id = entry.taskId')
    .leftJoin(TimesheetWeek, 'week', `week.userId = entry.userId AND week.weekStart = ${ENTRY_WEEK_START}`)
    .select('entry.id', 'id')
    .addSelect('entry.userId', 'userId')
    .addSelect(`concat_ws(' ', "owner"."first_name", "owner"."last_name")`, 'userName')
    .addSelect('entry.projectId', 'projectId')
    .addSelect('project.name', 'projectName')
    .addSelect('project.clientCompanyId', 'clientCompanyId')
    .addSelect('company.name', 'clientCompanyName')
    .addSelect('entry.taskId', 'taskId')
    .addSelect('task.title', 'taskTitle')
    .addSelect(`to_char("entry"."work_date", 'YYYY-MM-DD')`, 'date')
    .addSelect('entry.minutes', 'minutes')
    .addSelect('entry.note', 'note')
    .addSelect('entry.billable', 'billable')
    .addSelect('entry.startedAt', 'startedAt')
    .addSelect('entry.endedAt', 'endedAt')
    .addSelect('entry.billedAt', 'billedAt')
    .addSelect('entry.invoiceReference', 'invoiceReference')
    .addSelect(`("entry"."billed_at" IS NOT NULL OR "week"."locked_at" IS NOT NULL)`, 'locked')
    .addSelect('entry.createdAt', 'createdAt')
    .addSelect('entry.updatedAt', 'updatedAt');
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toTimeEntryView(row: TimeEntryRow): TimeEntryView {
  return {
    ...row,
    minutes: Number(row.minutes),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    billedAt: iso(row.billedAt),
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
  };
}

export async function readTimeEntryViews(query: TenantQueryBuilder<TimeEntry>): Promise<TimeEntryView[]> {
  return (await query.getRawMany<TimeEntryRow>()).map(toTimeEntryView);
}

/**
 * Limits `timeEntryViewQuery` to the entries the actor reads: their own; with `readsEveryonesTime` also others' on the
 * work they see (a team member without canViewAllProjects / canViewAllTasks reads nothing of projects or tasks they
 * are not assigned to, their time included). Reads `entry`'s user_id and project_id and the joined `task` (none:
 * an entry without a task), so it limits the kept month totals (TimeEntryMonthTotal) alike.
 */
export function restrictToReadableEntries<T extends TimeEntry | TimeEntryMonthTotal>(
  query: TenantQueryBuilder<T>,
  actor: Actor,
  readsEveryone: boolean,
): TenantQueryBuilder<T> {
  if (!readsEveryone) return query.andWhere('entry.userId = :actorId', { actorId: actor.userId });
  const seen: string[] = [];
  if (!actor.permissions.canViewAllProjects)
    seen.push(
      'EXISTS (SELECT 1 FROM task assigned_task WHERE assigned_task.project_id = "entry"."project_id" AND assigned_task.assigned_to_id = :actorId)',
    );
  if (!actor.permissions.canViewAllTasks) seen.push('("task"."id" IS NULL OR "task"."assigned_to_id" = :actorId)');
  if (seen.length === 0) return query;
  return query.andWhere(`("entry"."user_id" = :actorId OR (${seen.join(' AND ')}))`, { actorId: actor.userId });
}

/**
 * Limits a select of entries as `entry` to what `filter` names. The select joins `project` (read by the customer
 * filter).
 */
export function filterEntries(
  query: TenantQueryBuilder<TimeEntry>,
  filter: TimeEntryFilter,
): TenantQueryBuilder<TimeEntry> {
  if (filter.from) query.andWhere('entry.workDate >= :from', { from: filter.from });
  if (filter.to) query.andWhere('entry.workDate <= :to', { to: filter.to });
  return filterEntryKeys(query, filter, (billed) => `entry.billedAt IS ${billed ? 'NOT ' : ''}NULL`);
}

/**
 * Every filter but the dates, on `entry`'s person, project, task and billable (and the joined `project`'s customer),
 * so that it limits the kept month totals (TimeEntryMonthTotal) alike; `billedWhere` writes the billed condition.
 */
export function filterEntryKeys<T extends TimeEntry | TimeEntryMonthTotal>(
  query: TenantQueryBuilder<T>,
  filter: TimeEntryFilter,
  billedWhere: (billed: boolean) => string,
): TenantQueryBuilder<T> {
  if (filter.userId) query.andWhere('entry.userId = :userId', { userId: filter.userId });
  if (filter.projectId) query.andWhere('entry.projectId = :projectId', { projectId: filter.projectId });
  if (filter.clientCompanyId)
    query.andWhere('project.clientCompanyId = :clientCompanyId', { clientCompanyId: filter.clientCompanyId });
  if (filter.taskId) query.andWhere('entry.taskId = :taskId', { taskId: filter.taskId });
  if (filter.billable) query.andWhere('entry.billable = :billable', { billable: filter.billable === 'true' });
  if (filter.billed) query.andWhere(billedWhere(filter.billed === 'true'));
  return query;
}
