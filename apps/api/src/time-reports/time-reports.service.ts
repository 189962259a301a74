import { Injectable } from '@nestjs/common';
import type { TimeEntryFilter, TimeReportView, TimeTotalView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ENTRY_AMOUNT_CENTS, reportEntries } from '../time-figures/entry-rates';
import type { TimeReportQueryDto } from './time-report.dto';

export const TO_BEFORE_FROM_MESSAGE = 'to must not be before from';

interface TotalRow {
  id: string | null;
  name: string | null;
  minutes: string;
  billableMinutes: string;
  amountCents: string;
}

const GROUPS = {
  byClient: { id: 'project.clientCompanyId', name: 'company.name' },
  byProject: { id: 'entry.projectId', name: 'project.name' },
  byUser: { id: 'entry.userId', name: `concat_ws(' ', "owner"."first_name", "owner"."last_name")` },
  byTask: { id: 'entry.taskId', name: 'task.title' },
} as const;

/** Totals of the entries the caller reads (admins, canAccessReports), overall and by client, project, person, task. */
@Injectable()
export class TimeReportsService {
  constructor(private readonly data: TenantDataAccess) {}

  async report(actor: Actor, dto: TimeReportQueryDto): Promise<TimeReportView> {
    const filter = checkedFilter(dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const totals = (group?: { id: string; name: string }) => {
      const query = reportEntries(scope, actor, filter)
        .select('SUM(entry.minutes)', 'minutes')
        .addSelect('SUM(CASE WHEN entry.billable THEN entry.minutes ELSE 0 END)', 'billableMinutes')
        .addSelect(`SUM(${ENTRY_AMOUNT_CENTS})`, 'amountCents');
      if (!group) return query.getRawMany<TotalRow>();
      return query
        .addSelect(group.id, 'id')
        .addSelect(group.name, 'name')
        .groupBy(group.id)
        .addGroupBy(group.name)
        .orderBy('"minutes"', 'DESC')
        .addOrderBy('"name"', 'ASC')
        .getRawMany<TotalRow>();
    };
    const [total, byClient, byProject, byUser, byTask] = await Promise.all([
      totals(),
      totals(GROUPS.byClient),
      totals(GROUPS.byProject),
      totals(GROUPS.byUser),
      totals(GROUPS.byTask),
    ]);
    return {
      filter,
      total: toTotal({ ...total[0], id: null, name: '' }),
      byClient: byClient.map(toTotal),
      byProject: byProject.map(toTotal),
      byUser: byUser.map(toTotal),
      byTask: byTask.map(toTotal),
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

function toTotal(row: TotalRow): TimeTotalView {
  return {
    id: row.id,
    name: row.name ?? '',
    minutes: Number(row.minutes ?? 0),
    billableMinutes: Number(row.billableMinutes ?? 0),
    amountCents: Number(row.amountCents ?? 0),
  };
}
