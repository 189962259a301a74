import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BUDGET_WARNING_PERCENTS } from '@taskflow/contracts';
import { LessThan, Not } from 'typeorm';
import { MailPlanner } from '../notifications/mail-planner.service';
import { NotificationCentre } from '../notifications/notification-centre.service';
import type { NotificationMail } from '../notifications/notification-mail.entity';
import { preferencesOf } from '../notifications/preferences-of';
import { Project } from '../projects/project.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { TimeEntryChanges } from '../time-tracking/time-entry-changes';
import { User } from '../users/user.entity';
import { percentOf, projectSpending } from '../time-figures/project-spending';

/**
 * Budget warnings: when a project's spent time reaches 80 % or 100 % of its hours budget or its money budget, the
 * agency's admins get one mail per threshold (by their "project updates" mail preference) and one notification
 * centre entry (by their in-app budget warning switch). The project remembers
 * the highest threshold warned of (`budget_warning_percent`, set in one conditional update, so two changes at the
 * same moment warn once); it falls back when spending falls, and a changed budget counts as a new one.
 */
@Injectable()
export class BudgetWarnings implements OnModuleInit {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly planner: MailPlanner,
    private readonly centre: NotificationCentre,
    private readonly changes: TimeEntryChanges,
  ) {}

  onModuleInit(): void {
    this.changes.onChange(async (change) => {
      const scope = this.data.forTenant(change.serviceProviderId);
      for (const projectId of change.projectIds) await this.checkProject(scope, projectId);
    });
  }

  /** Checks one project after its time changed; answers the threshold warned of now, or null. */
  async checkProject(scope: TenantScope, projectId: string): Promise<number | null> {
    const project = await scope.findOne(Project, { id: projectId });
    if (!project || (!project.budgetHours && !project.budget)) return null;
    const spent = await projectSpending(scope, projectId);
    const hours = percentOf(spent.minutes, project.budgetHours ? project.budgetHours * 60 : null) ?? 0;
    const money = percentOf(spent.amountCents, project.budget ? project.budget * 100 : null) ?? 0;
    const reached = Math.max(0, ...BUDGET_WARNING_PERCENTS.filter((percent) => hours >= percent || money >= percent));
    if (reached < project.budgetWarningPercent) {
      await scope.update(
        Project,
        { id: projectId, budgetWarningPercent: Not(reached) },
        { budgetWarningPercent: reached },
      );
      return null;
    }
    if (reached === 0 || reached === project.budgetWarningPercent) return null;
    const claimed = await scope.update(
      Project,
      { id: projectId, budgetWarningPercent: LessThan(reached) },
      { budgetWarningPercent: reached },
    );
    if (claimed === 0) return null;
    await this.tellAdmins(scope, project, reached);
    return reached;
  }

  private async tellAdmins(scope: TenantScope, project: Project, percent: number): Promise<void> {
    const admins = await scope.find(User, { where: { userType: 'admin', status: 'active' } });
    const preferences = await preferencesOf(
      scope,
      admins.map((admin) => admin.id),
    );
    const budgetKey = `${project.budgetHours ?? '-'}h:${project.budget ?? '-'}`;
    await this.centre.budgetWarning(
      scope,
      project.id,
      percent,
      budgetKey,
      admins.filter((admin) => preferences.get(admin.id)?.inAppBudgetWarning ?? true),
    );
    // One mail per admin, threshold and budget: the unique period key keeps a repeated check from sending twice.
    const periodKey = `budget:${project.id}:${percent}:${budgetKey}`;
    const mails: (NotificationMail | null)[] = [];
    for (const admin of admins) {
      const wanted = preferences.get(admin.id);
      if (!wanted?.emailProjectUpdates) continue;
      mails.push(
        await this.planner.create(scope, admin, wanted, {
          kind: 'budget_warning',
          periodKey,
          details: { projectId: project.id, percent },
        }),
      );
    }
    await this.planner.enqueue(mails);
  }
}
