import { Injectable } from '@nestjs/common';
import type { TimeEntryFilter, TimeReportView, TimeTotalView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { composedStatement } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ENTRY_AMOUNT_CENTS, limitEntries } from '../time-figures/entry-rates';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { NO_TASK, TimeEntryMonthTotal } from '../time-tracking/time-entry-month-total.entity';
import { filterEntryKeys, restrictToReadableEntries } from '../time-tracking/time-entry.view';
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
 * in one prepared statement: the months the range covers whole are read from the kept month totals
 * (TimeEntryMonthTotal), only the days before and after them from the entries; all are summed per person,
 * project, task and billable, then joined to names and totalled by GROUPING SETS. Amounts are the entries' kept ones,
 * each rounded on its own (ENTRY_AMOUNT_CENTS), so a total is the sum of its entries' amounts.
 */
@Injectable()
export class TimeReportsService {
  constructor(private readonly data: TenantDataAccess) {}

  async report(actor: Actor, dto: TimeReportQueryDto): Promise<TimeReportView> {
    const filter = checkedFilter(dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const rangeParts = reportRangeParts(filter);
    const values = {
      ...filter,
      ...rangeParts,
      billable: filter.billable === undefined ? undefined : filter.billable === 'true',
      actorId: actor.userId,
    };
    const rows = await scope.prepared<TotalRow>(reportStatementKey(actor, filter), values, () =>
      reportStatement(scope, actor, filter, rangeParts),
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

/** The parts of a report's range: the whole months [wholeFrom, wholeUntil), the days before and from afterWhole on. */
export interface ReportRangeParts {
  wholeFrom: string;
  wholeUntil: string;
  /** The first day after the whole months (wholeFrom when there are none, so that no day is read twice). */
  afterWhole: string;
}

/**
 * Splits the range from `from` to `to` (both days included) into the calendar months it covers whole, as first days of
 * months (the end excluded), and the days before and after them; an open end is infinite. Without a whole month,
 * wholeFrom ≥ wholeUntil and every day of the range is before wholeFrom or from afterWhole on.
 */
export function reportRangeParts(filter: Pick<TimeEntryFilter, 'from' | 'to'>): ReportRangeParts {
  const firstOfMonth = (day: string, monthsLater: number) => {
    const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + monthsLater);
    return date.toISOString().slice(0, 10);
  };
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const wholeFrom = !filter.from
    ? '-infinity'
    : filter.from.endsWith('-01')
      ? filter.from
      : firstOfMonth(filter.from, 1);
  const wholeUntil = !filter.to
    ? 'infinity'
    : nextDay(filter.to).endsWith('-01')
      ? nextDay(filter.to)
      : firstOfMonth(filter.to, 0);
  const afterWhole =
    wholeUntil === 'infinity' || wholeFrom === '-infinity' || wholeUntil > wholeFrom ? wholeUntil : wholeFrom;
  return { wholeFrom, wholeUntil, afterWhole };
}

/** What the report's SQL is made of besides values: the filters given (billed is written in), the actor's visibility. */
function reportStatementKey(actor: Actor, filter: TimeEntryFilter): string {
  const given = Object.keys(filter).map((key) => (key === 'billed' ? `billed=${filter.billed}` : key));
  const seen = `${actor.permissions.canViewAllProjects ? 'allProjects' : 'ownProjects'},${actor.permissions.canViewAllTasks ? 'allTasks' : 'ownTasks'}`;
  return `time.report:${seen}:${given.join(',')}`;
}

/** Each part's rows: person, project, task (null: none), billable, minutes and amount in cents. */
const PART_COLUMNS = ['user_id', 'project_id', 'task_id', 'billable', 'minutes', 'amount_cents'] as const;

/** A part's select with its columns in PART_COLUMNS' order (the query builder writes selected columns in its own). */
const inPartColumns = (sql: string) =>
  `SELECT ${PART_COLUMNS.map((column) => `"${column}"`).join(', ')} FROM (${sql}) "part"`;

function reportStatement(scope: TenantScope, actor: Actor, filter: TimeEntryFilter, rangeParts: ReportRangeParts) {
  // The days before and after the whole months, each one range of the date index (a generic plan keeps to it).
  const days = (range: string) =>
    limitEntries(
      scope
        .query(TimeEntry, 'entry')
        .leftJoin(Project, 'project', 'project.id = entry.projectId')
        .leftJoin(Task, 'task', 'task.id = entry.taskId')
        .select('entry.userId', PART_COLUMNS[0])
        .addSelect('entry.projectId', PART_COLUMNS[1])
        .addSelect('entry.taskId', PART_COLUMNS[2])
        .addSelect('entry.billable', PART_COLUMNS[3])
        .addSelect('entry.minutes', PART_COLUMNS[4])
        .addSelect(ENTRY_AMOUNT_CENTS, PART_COLUMNS[5])
        .andWhere(range, rangeParts),
      actor,
      filter,
    );
  const daysBefore = days('entry.workDate < :wholeFrom');
  const daysAfter = days('entry.workDate >= :afterWhole');
  const keptMonths = restrictToReadableEntries(
    filterEntryKeys(
      scope
        .query(TimeEntryMonthTotal, 'entry')
        .leftJoin(Project, 'project', 'project.id = entry.projectId')
        .leftJoin(Task, 'task', 'task.id = entry.taskId')
        .select('entry.userId', PART_COLUMNS[0])
        .addSelect('entry.projectId', PART_COLUMNS[1])
        .addSelect(`NULLIF("entry"."task_id", '${NO_TASK}')`, PART_COLUMNS[2])
        .addSelect('entry.billable', PART_COLUMNS[3])
        .addSelect('entry.minutes', PART_COLUMNS[4])
        .addSelect('entry.amountCents', PART_COLUMNS[5])
        .andWhere('entry.month >= :wholeFrom AND entry.month < :wholeUntil', rangeParts),
      filter,
      (billed) => `entry.billed = ${billed}`,
    ),
    actor,
    true,
  );
  const grouping = `GROUPING(${GROUP_KEYS.join(', ')})`;
  const groups = Object.values(GROUPS);
  const pick = (part: 'id' | 'name') =>
    `CASE ${grouping} ${groups.map((group) => `WHEN ${group.set} THEN ${group[part]}`).join(' ')} END`;
  return composedStatement(
    ({ part }) =>
      `SELECT ${grouping} AS "set", ${pick('id')} AS "id", ${pick('name')} AS "name", ` +
      `SUM("entry"."minutes") AS "minutes", ` +
      `SUM(CASE WHEN "entry"."billable" THEN "entry"."minutes" ELSE 0 END) AS "billableMinutes", ` +
      `SUM("entry"."amount_cents") AS "amountCents" ` +
      `FROM (SELECT "alike"."user_id", "alike"."project_id", "alike"."task_id", "alike"."billable", ` +
      `sum("alike"."minutes") AS "minutes", sum("alike"."amount_cents") AS "amount_cents" ` +
      `FROM (${[keptMonths, daysBefore, daysAfter].map((query) => inPartColumns(part(query))).join(' UNION ALL ')}) ` +
      `"alike" ` +
      `GROUP BY 1, 2, 3, 4) "entry" ` +
      `INNER JOIN "app_user" "owner" ON "owner"."id" = "entry"."user_id" ` +
      `INNER JOIN "project" "project" ON "project"."id" = "entry"."project_id" ` +
      `INNER JOIN "client_company" "company" ON "company"."id" = "project"."client_company_id" ` +
      `LEFT JOIN "task" "task" ON "task"."id" = "entry"."task_id" ` +
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
