import { Injectable } from '@nestjs/common';
import type { TimeEntryFilter, TimeReportView, TimeTotalView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { composedStatement } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TENANT_PARAMETER } from '../tenancy/tenant-query-builder';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ALIKE_ENTRIES_AMOUNT_CENTS, limitEntries } from '../time-figures/entry-rates';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import type { TimeReportQueryDto } from './time-report.dto';

export const TO_BEFORE_FROM_MESSAGE = 'to must not be before from';

interface TotalRow {
  /** Which total: GROUPING() of the grouping sets' keys (see GROUPS). */
  set: number;
  id: string | null;
  name: string | null;
  minutes: string;
  billableMinutes: string;
  amountCents: string;
}

/** The report's groups: each one's key and name, and its GROUPING() of the four keys (1 = the key not grouped). */
const OWNER_NAME = `concat_ws(' ', "owner"."first_name", "owner"."last_name")`;
const GROUP_KEYS = ['"project"."client_company_id"', '"entry"."project_id"', '"entry"."user_id"', '"entry"."task_id"'];
const GROUPS = {
  byClient: { set: 0b0111, id: GROUP_KEYS[0], name: '"company"."name"' },
  byProject: { set: 0b1011, id: GROUP_KEYS[1], name: '"project"."name"' },
  byUser: { set: 0b1101, id: GROUP_KEYS[2], name: OWNER_NAME },
  byTask: { set: 0b1110, id: GROUP_KEYS[3], name: '"task"."title"' },
} as const;
const TOTAL_SET = 0b1111;

/**
 * Totals of the entries the caller reads (admins, canAccessReports), overall and by client, project, person and task,
 * in one prepared statement: the filtered entries are first counted per person, project, task, billable, billed rate
 * and minutes (a year of an agency's entries folds into a few thousand such rows, read without joins), then those
 * rows are joined to names and rates and totalled by GROUPING SETS. Each entry's amount is still rounded on its own
 * (ALIKE_ENTRIES_AMOUNT_CENTS).
 */
@Injectable()
export class TimeReportsService {
  constructor(private readonly data: TenantDataAccess) {}

  async report(actor: Actor, dto: TimeReportQueryDto): Promise<TimeReportView> {
    const filter = checkedFilter(dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const values = {
      ...filter,
      billable: filter.billable === undefined ? undefined : filter.billable === 'true',
      actorId: actor.userId,
    };
    const rows = await scope.prepared<TotalRow>(reportStatementKey(actor, filter), values, () =>
      reportStatement(scope, actor, filter),
    );
    const of = (set: number) => rows.filter((row) => Number(row.set) === set).map(toTotal);
    const total = of(TOTAL_SET)[0] ?? { minutes: 0, billableMinutes: 0, amountCents: 0 };
    return {
      filter,
      total: { ...total, id: null, name: '' },
      byClient: of(GROUPS.byClient.set),
      byProject: of(GROUPS.byProject.set),
      byUser: of(GROUPS.byUser.set),
      byTask: of(GROUPS.byTask.set),
    };
  }
}

/** What the report's SQL is made of besides values: the filters given (billed is written in), the actor's visibility. */
function reportStatementKey(actor: Actor, filter: TimeEntryFilter): string {
  const given = Object.keys(filter).map((key) => (key === 'billed' ? `billed=${filter.billed}` : key));
  const seen = `${actor.permissions.canViewAllProjects ? 'allProjects' : 'ownProjects'},${actor.permissions.canViewAllTasks ? 'allTasks' : 'ownTasks'}`;
  return `time.report:${seen}:${given.join(',')}`;
}

function reportStatement(scope: TenantScope, actor: Actor, filter: TimeEntryFilter) {
  const entries = limitEntries(
    scope
      .query(TimeEntry, 'entry')
      .leftJoin(Project, 'project', 'project.id = entry.projectId')
      .leftJoin(Task, 'task', 'task.id = entry.taskId')
      .select('entry.userId', 'user_id')
      .addSelect('entry.projectId', 'project_id')
      .addSelect('entry.taskId', 'task_id')
      .addSelect('entry.billable', 'billable')
      .addSelect('"entry"."billed_at" IS NOT NULL', 'billed')
      .addSelect('entry.billedRateCents', 'billed_rate_cents')
      .addSelect('entry.minutes', 'minutes'),
    actor,
    filter,
  );
  const grouping = `GROUPING(${GROUP_KEYS.join(', ')})`;
  const groups = Object.values(GROUPS);
  const pick = (part: 'id' | 'name') =>
    `CASE ${grouping} ${groups.map((group) => `WHEN ${group.set} THEN ${group[part]}`).join(' ')} END`;
  return composedStatement(
    ({ part, value }) =>
      `SELECT ${grouping} AS "set", ${pick('id')} AS "id", ${pick('name')} AS "name", ` +
      `SUM("entry"."entries" * "entry"."minutes") AS "minutes", ` +
      `SUM(CASE WHEN "entry"."billable" THEN "entry"."entries" * "entry"."minutes" ELSE 0 END) AS "billableMinutes", ` +
      `SUM(${ALIKE_ENTRIES_AMOUNT_CENTS}) AS "amountCents" ` +
      `FROM (SELECT "alike"."user_id", "alike"."project_id", "alike"."task_id", "alike"."billable", "alike"."billed", ` +
      `"alike"."billed_rate_cents", "alike"."minutes", count(*) AS "entries" FROM (${part(entries)}) "alike" ` +
      `GROUP BY 1, 2, 3, 4, 5, 6, 7) "entry" ` +
      `INNER JOIN "app_user" "owner" ON "owner"."id" = "entry"."user_id" ` +
      `INNER JOIN "project" "project" ON "project"."id" = "entry"."project_id" ` +
      `INNER JOIN "client_company" "company" ON "company"."id" = "project"."client_company_id" ` +
      `INNER JOIN "service_provider" "agency" ON "agency"."id" = ${value(TENANT_PARAMETER, scope.serviceProviderId)} ` +
      `LEFT JOIN "task" "task" ON "task"."id" = "entry"."task_id" ` +
      `LEFT JOIN "project_member_rate" "member_rate" ON "member_rate"."project_id" = "entry"."project_id" ` +
      `AND "member_rate"."user_id" = "entry"."user_id" ` +
      `GROUP BY GROUPING SETS ((), ${groups.map((group) => `(${group.id}, ${group.name})`).join(', ')}) ` +
      `ORDER BY "set", "minutes" DESC, "name" ASC`,
  );
}

/** The filter as sent (parts left out stay out); `to` before `from` is a field error. */
export function checkedFilter(dto: TimeReportQueryDto): TimeEntryFilter {
  if (dto.from && dto.to && dto.to < dto.from)
    throw RequestValidationException.of('to', 'END_BEFORE_START', TO_BEFORE_FROM_MESSAGE);
  const keys = ['from', 'to', 'userId', 'projectId', 'clientCompanyId', 'taskId', 'billable', 'billed'] as const;
  return Object.fromEntries(keys.filter((key) => dto[key] !== undefined).map((key) => [key, dto[key]]));
}

function toTotal(row: TotalRow): TimeTotalView {
  return {
    id: row.id,
    name: row.name ?? '',
    minutes: Number(row.minutes ?? 0),
    billableMinutes: Number(row.billableMinutes ?? 0),
    amountCents: Number(row.amountCents ?? 0),
  };
}
