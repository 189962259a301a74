import { Injectable } from '@nestjs/common';
import type { ClientBudgetMeterView, ProjectBudgetView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { ProjectsService } from '../projects/projects.service';
import { Project } from '../projects/project.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { readsEveryonesTime } from '../time-tracking/time-entries.service';
import { percentOf, projectSpending, type ProjectSpending } from '../time-figures/project-spending';

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

  async budget(actor: Actor, projectId: string): Promise<ProjectBudgetView | ClientBudgetMeterView | null> {
    const project = await this.projects.findVisible(actor, projectId);
    const scope = this.data.forTenant(actor.serviceProviderId);
    if (actor.userType === 'client') {
      // The client sees the project anyway; that it shares no meter is no secret (null, not an error to log).
      if (!project.budgetSharedWithClient || !project.budgetHours) return null;
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
