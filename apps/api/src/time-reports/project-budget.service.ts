import { Injectable } from '@nestjs/common';
import type { ClientBudgetMeterView, ProjectBudgetView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { ProjectsService } from '../projects/projects.service';
import { Project } from '../projects/project.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { readsEveryonesTime } from '../time-tracking/time-entries.service';
import { Agency } from '../tenancy/agency.entity';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { Task } from '../tasks/task.entity';
import { ENTRY_AMOUNT_CENTS } from './time-report-query';

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
 * A project's budget meter: for the agency spent against budget (money only for admins and canAccessReports), for a
 * client only the hours total while the project shares its meter, else 404 as if the project did not exist.
 */
@Injectable()
export class ProjectBudgetService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
  ) {}

  async budget(actor: Actor, projectId: string): Promise<ProjectBudgetView | ClientBudgetMeterView> {
    const project = await this.projects.findVisible(actor, projectId);
    const scope = this.data.forTenant(actor.serviceProviderId);
    if (actor.userType === 'client') {
      if (!project.budgetSharedWithClient || !project.budgetHours) throw new ProjectNotFoundException();
      const spent = await projectSpending(scope, projectId);
      return {
        projectId,
        budgetHours: project.budgetHours,
        spentMinutes: spent.clientVisibleMinutes,
        percent: percentOf(spent.clientVisibleMinutes, project.budgetHours * 60) ?? 0,
      };
    }
    return agencyBudgetView(project, await projectSpending(scope, projectId), readsEveryonesTime(actor));
  }
}

export function agencyBudgetView(project: Project, spent: ProjectSpending, withMoney: boolean): ProjectBudgetView {
  const budgetCents = withMoney && project.budget !== null ? project.budget * 100 : null;
  return {
    projectId: project.id,
    budgetHours: project.budgetHours,
    budgetCents,
    spentMinutes: spent.minutes,
    billableMinutes: spent.billableMinutes,
    spentCents: withMoney ? spent.amountCents : null,
    hoursPercent: percentOf(spent.minutes, project.budgetHours === null ? null : project.budgetHours * 60),
    moneyPercent: budgetCents === null ? null : percentOf(spent.amountCents, budgetCents),
    sharedWithClient: project.budgetSharedWithClient,
  };
}

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
