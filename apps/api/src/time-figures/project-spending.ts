import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { Agency } from '../tenancy/agency.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { ENTRY_AMOUNT_CENTS } from './entry-rates';

/** A project's spent time: all minutes, billable minutes and their amount; `clientVisibleMinutes` leaves out internal tasks. */
export interface ProjectSpending {
  minutes: number;
  billableMinutes: number;
  amountCents: number;
  clientVisibleMinutes: number;
}

/** Share of a budget in percent, rounded down; null without a budget. */
export const percentOf = (spent: number, budget: number | null) => (budget ? Math.floor((spent * 100) / budget) : null);

/** Everyone's time on the project (a total: the meter counts all work, whoever reads it). */
export async function projectSpending(scope: TenantScope, projectId: string): Promise<ProjectSpending> {
  const row = await scope
    .query(TimeEntry, 'entry')
    .innerJoin(Project, 'project', 'project.id = entry.projectId')
    .innerJoin(Agency, 'agency', 'agency.id = entry.serviceProviderId')
    .leftJoin(Task, 'task', 'task.id = entry.taskId')
    .leftJoin(
      ProjectMemberRate,
      'member_rate',
      'member_rate.projectId = entry.projectId AND member_rate.userId = entry.userId',
    )
    .select('COALESCE(SUM(entry.minutes), 0)', 'minutes')
    .addSelect('COALESCE(SUM(CASE WHEN entry.billable THEN entry.minutes ELSE 0 END), 0)', 'billableMinutes')
    .addSelect(`COALESCE(SUM(${ENTRY_AMOUNT_CENTS}), 0)`, 'amountCents')
    .addSelect(
      'COALESCE(SUM(CASE WHEN task.id IS NULL OR task.isClientVisible THEN entry.minutes ELSE 0 END), 0)',
      'clientVisibleMinutes',
    )
    .andWhere('entry.projectId = :projectId', { projectId })
    .getRawOne<Record<keyof ProjectSpending, string>>();
  return {
    minutes: Number(row?.minutes ?? 0),
    billableMinutes: Number(row?.billableMinutes ?? 0),
    amountCents: Number(row?.amountCents ?? 0),
    clientVisibleMinutes: Number(row?.clientVisibleMinutes ?? 0),
  };
}
