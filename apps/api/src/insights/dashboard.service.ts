import { Injectable } from '@nestjs/common';
import {
  CUSTOMER_SATISFACTION_PERIOD_DAYS,
  type CustomerSatisfactionView,
  type DashboardSummaryResponse,
  type ProjectProgressView,
} from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { todayUtc } from '../validation/common-validators';

const DAY_MS = 24 * 60 * 60_000;

interface TaskCountRow {
  open: string;
  completed: string;
  overdue: string;
  awaiting: string;
}

/**
 * The dashboard's figures. Every count uses the visibility rules of the list routes (GET /projects, /tasks,
 * /client-companies), so a number on the dashboard is what the caller finds when they open the list.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly data: TenantDataAccess) {}

  async summary(actor: Actor, today = todayUtc()): Promise<DashboardSummaryResponse> {
    const scope = this.scope(actor);
    const [activeProjects, tasks, customers, satisfaction] = await Promise.all([
      restrictToVisibleProjects(scope.query(Project, 'project'), actor).andWhere('project.isActive = true').getCount(),
      this.taskCounts(scope, actor, today),
      this.customerCount(scope, actor),
      this.satisfaction(scope, actor),
    ]);
    return {
      activeProjects,
      openTasks: Number(tasks.open),
      customers,
      completedTasks: Number(tasks.completed),
      overdueTasks: Number(tasks.overdue),
      awaitingApproval: Number(tasks.awaiting),
      satisfaction,
    };
  }

  /** Per project: the tasks the caller may see and how many of them are completed (projects without any are left out). */
  async projectProgress(actor: Actor): Promise<ProjectProgressView[]> {
    const rows = await restrictToVisibleTasks(this.taskQuery(this.scope(actor), actor), actor)
      .select('task.projectId', 'projectId')
      .addSelect('COUNT(*)', 'taskCount')
      .addSelect("COUNT(*) FILTER (WHERE task.status = 'completed')", 'completedTasks')
      .groupBy('task.projectId')
      .orderBy('task.projectId')
      .getRawMany<{ projectId: string; taskCount: string; completedTasks: string }>();
    return rows.map((row) => ({
      projectId: row.projectId,
      taskCount: Number(row.taskCount),
      completedTasks: Number(row.completedTasks),
    }));
  }

  private async taskCounts(scope: TenantScope, actor: Actor, today: string): Promise<TaskCountRow> {
    const row = await restrictToVisibleTasks(this.taskQuery(scope, actor), actor)
      .select("COUNT(*) FILTER (WHERE task.status <> 'completed')", 'open')
      .addSelect("COUNT(*) FILTER (WHERE task.status = 'completed')", 'completed')
      .addSelect("COUNT(*) FILTER (WHERE task.status <> 'completed' AND task.dueDate < :today)", 'overdue')
      .addSelect(
        "COUNT(*) FILTER (WHERE task.requiresClientApproval = true AND task.clientApprovalStatus = 'pending')",
        'awaiting',
      )
      .setParameter('today', today)
      .getRawOne<TaskCountRow>();
    return row ?? { open: '0', completed: '0', overdue: '0', awaiting: '0' };
  }

  /** The companies GET /client-companies answers: a client's own, every company for the team side. */
  private customerCount(scope: TenantScope, actor: Actor): Promise<number> {
    if (actor.userType === 'client')
      return actor.clientCompanyId ? scope.count(Customer, { id: actor.clientCompanyId }) : Promise.resolve(0);
    return scope.count(Customer);
  }

  /** Approved among the client approval decisions of the last 90 days, on tasks the caller may see. */
  private async satisfaction(scope: TenantScope, actor: Actor): Promise<CustomerSatisfactionView> {
    const since = new Date(Date.now() - CUSTOMER_SATISFACTION_PERIOD_DAYS * DAY_MS);
    const query = scope
      .query(TaskApprovalEvent, 'event')
      .innerJoin(Task, 'task', 'task.id = event.taskId AND task.serviceProviderId = event.serviceProviderId')
      .innerJoin('task.project', 'project')
      .select("COUNT(*) FILTER (WHERE event.status = 'approved')", 'approved')
      .addSelect("COUNT(*) FILTER (WHERE event.status = 'rejected')", 'rejected')
      .andWhere('event.createdAt >= :since', { since });
    const row = await restrictToVisibleTasks(query, actor).getRawOne<{ approved: string; rejected: string }>();
    const approved = Number(row?.approved ?? 0);
    const rejected = Number(row?.rejected ?? 0);
    const decided = approved + rejected;
    return {
      periodDays: CUSTOMER_SATISFACTION_PERIOD_DAYS,
      approved,
      rejected,
      percent: decided === 0 ? null : Math.round((approved / decided) * 100),
    };
  }

  /**
   * The agency's tasks, joined with their project only when visibility reads it (clients): every task has its
   * project, and the counts then read an index alone.
   */
  private taskQuery(scope: TenantScope, actor: Actor) {
    const query = scope.query(Task, 'task');
    return actor.userType === 'client' ? query.innerJoin('task.project', 'project') : query;
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}
