import { Injectable } from '@nestjs/common';
import type { TimeEntryFilter, TimeReportView, TimeTotalView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ENTRY_AMOUNT_CENTS, reportEntries } from '../time-figures/entry-rates';
import type { TimeReportQueryDto } from './time-report.dto';

export const TO_BEFORE_FROM_MESSAGE = 'to must not be before from';

interface TotalRow {
  grouping: number;
  clientId: string | null;
  clientName: string | null;
  projectId: string | null;
  projectName: string | null;
  userId: string | null;
  userName: string | null;
  taskId: string | null;
  taskName: string | null;
  minutes: string | null;
  billableMinutes: string | null;
  amountCents: string | null;
}

type GroupKey = 'byClient' | 'byProject' | 'byUser' | 'byTask';

/** Each grouping's columns, and the bits GROUPING(client, project, person, task) answers for its rows (1: rolled up). */
const GROUPS: {
  key: GroupKey;
  id: string;
  name: string;
  idField: keyof TotalRow;
  nameField: keyof TotalRow;
  bits: number;
}[] = [
  {
    key: 'byClient',
    id: '"project"."client_company_id"',
    name: '"company"."name"',
    idField: 'clientId',
    nameField: 'clientName',
    bits: 0b0111,
  },
  {
    key: 'byProject',
    id: '"entry"."project_id"',
    name: '"project"."name"',
    idField: 'projectId',
    nameField: 'projectName',
    bits: 0b1011,
  },
  {
    key: 'byUser',
    id: '"entry"."user_id"',
    name: `concat_ws(' ', "owner"."first_name", "owner"."last_name")`,
    idField: 'userId',
    nameField: 'userName',
    bits: 0b1101,
  },
  {
    key: 'byTask',
    id: '"entry"."task_id"',
    name: '"task"."title"',
    idField: 'taskId',
    nameField: 'taskName',
    bits: 0b1110,
  },
];
const TOTAL_BITS = 0b1111;

/**
 * Totals of the entries the caller reads (admins, canAccessReports), overall and by client, project, person, task: one
 * scan of the entries with GROUPING SETS (a year of an agency is tens of thousands of entries; five scans cost five
 * times as much).
 */
@Injectable()
export class TimeReportsService {
  constructor(private readonly data: TenantDataAccess) {}

  async report(actor: Actor, dto: TimeReportQueryDto): Promise<TimeReportView> {
    const filter = checkedFilter(dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const query = reportEntries(scope, actor, filter).select(
      `GROUPING(${GROUPS.map((group) => group.id).join(', ')})::int`,
      'grouping',
    );
    for (const group of GROUPS) query.addSelect(group.id, group.idField).addSelect(group.name, group.nameField);
    const rows = await query
      .addSelect('SUM(entry.minutes)', 'minutes')
      .addSelect('SUM(CASE WHEN entry.billable THEN entry.minutes ELSE 0 END)', 'billableMinutes')
      .addSelect(`SUM(${ENTRY_AMOUNT_CENTS})`, 'amountCents')
      .groupBy(`GROUPING SETS ((), ${GROUPS.map((group) => `(${group.id}, ${group.name})`).join(', ')})`)
      .getRawMany<TotalRow>();
    const total = rows.find((row) => row.grouping === TOTAL_BITS);
    const totalsOf = (group: (typeof GROUPS)[number]) =>
      rows
        .filter((row) => row.grouping === group.bits)
        .map((row) => toTotal(row, row[group.idField] as string | null, row[group.nameField] as string | null))
        .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
    const [byClient, byProject, byUser, byTask] = GROUPS.map(totalsOf);
    return {
      filter,
      total: toTotal(total, null, ''),
      byClient,
      byProject,
      byUser,
      byTask,
    };
  }
}

/** The filter as sent (parts left out stay out); `to` before `from` is a field error. */
export function checkedFilter(dto: TimeReportQueryDto): TimeEntryFilter {
  if (dto.from && dto.to && dto.to < dto.from)
    throw RequestValidationException.of('to', 'END_BEFORE_START', TO_BEFORE_FROM_MESSAGE);
  const keys = ['from', 'to', 'userId', 'projectId', 'clientCompanyId', 'taskId', 'billable', 'billed'] as const;
  return Object.fromEntries(keys.filter((key) => dto[key] !== undefined).map((key) => [key, dto[key]]));
}

function toTotal(row: TotalRow | undefined, id: string | null, name: string | null): TimeTotalView {
  return {
    id,
    name: name ?? '',
    minutes: Number(row?.minutes ?? 0),
    billableMinutes: Number(row?.billableMinutes ?? 0),
    amountCents: Number(row?.amountCents ?? 0),
  };
}
