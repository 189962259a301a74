import { Task } from '../tasks/task.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { TimeEntryMonthTotal } from '../time-tracking/time-entry-month-total.entity';

/** A project's spent time: all minutes, billable minutes and their amount; `clientVisibleMinutes` leaves out internal tasks. */
export interface ProjectSpending {
  minutes: number;
  billableMinutes: number;
  amountCents: number;
  clientVisibleMinutes: number;
}

/** Share of a budget in percent, rounded down; null without a budget. */
export const percentOf = (spent: number, budget: number | null) => (budget ? Math.floor((spent * 100) / budget) : null);

/**
 * Everyone's time on the project (a total: the meter counts all work, whoever reads it), summed from the kept month
 * totals (TimeEntryMonthTotal); an entry without a task counts as visible to the client, as its project is.
 */
export async function projectSpending(scope: TenantScope, projectId: string): Promise<ProjectSpending> {
  const row = await scope
    .query(TimeEntryMonthTotal, 'kept')
    .leftJoin(Task, 'task', 'task.id = kept.taskId')
    .select('COALESCE(SUM(kept.minutes), 0)', 'minutes')
    .addSelect('COALESCE(SUM(CASE WHEN kept.billable THEN kept.minutes ELSE 0 END), 0)', 'billableMinutes')
    .addSelect('COALESCE(SUM(kept.amountCents), 0)', 'amountCents')
    .addSelect(
      'COALESCE(SUM(CASE WHEN task.id IS NULL OR task.isClientVisible THEN kept.minutes ELSE 0 END), 0)',
      'clientVisibleMinutes',
    )
    .andWhere('kept.projectId = :projectId', { projectId })
    .getRawOne<Record<keyof ProjectSpending, string>>();
  return {
    minutes: Number(row?.minutes ?? 0),
    billableMinutes: Number(row?.billableMinutes ?? 0),
    amountCents: Number(row?.amountCents ?? 0),
    clientVisibleMinutes: Number(row?.clientVisibleMinutes ?? 0),
  };
}
