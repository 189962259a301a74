import { Injectable } from '@nestjs/common';
import {
  CUSTOMER_SATISFACTION_PERIOD_DAYS,
  type CustomerSatisfactionView,
  type DashboardSummaryResponse,
  type ProjectProgressView,
} from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { countRows } from '../common/list-page';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { keptTaskCounts } from '../tasks/kept-task-counts';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { todayUtc } from '../validation/common-validators';

const DAY_MS = 24 * 60 * 60_000;

interface TaskCounts {
  open: number;
  completed: number;
  overdue: number;
  awaiting: number;
}

interface KeptCountRow {
  open: string;
  completed: string;
  openDated: string;
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
      openTasks: tasks.open,
      customers,
      completedTasks: tasks.completed,
      overdueTasks: tasks.overdue,
      awaitingApproval: tasks.awaiting,
      satisfaction,
    };
  }

  /** Per project: the tasks the caller may see and how many of them are completed (projects without any are left out). */
  async projectProgress(actor: Actor): Promise<ProjectProgressView[]> {
    const rows = await keptTaskCounts(this.scope(actor), actor)
      .select('counts.projectId', 'projectId')
      .addSelect('SUM(counts.total)', 'taskCount')
      .addSelect("COALESCE(SUM(counts.total) FILTER (WHERE counts.status = 'completed'), 0)", 'completedTasks')
      .groupBy('counts.projectId')
      .having('SUM(counts.total) > 0')
      .orderBy('counts.projectId')
      .getRawMany<{ projectId: string; taskCount: string; completedTasks: string }>();
    return rows.map((row) => ({
      projectId: row.projectId,
      taskCount: Number(row.taskCount),
      completedTasks: Number(row.completedTasks),
    }));
  }

  /**
   * Open, completed and awaiting tasks from the kept counts; overdue ones are the open tasks with a due day less those
   * due today or later, which are read from the open tasks' index (the upcoming work, not the agency's past).
   */
  private async taskCounts(scope: TenantScope, actor: Actor, today: string): Promise<TaskCounts> {
    const [kept, upcoming] = await Promise.all([
      keptTaskCounts(scope, actor)
        .select("COALESCE(SUM(counts.total) FILTER (WHERE counts.status <> 'completed'), 0)", 'open')
        .addSelect("COALESCE(SUM(counts.total) FILTER (WHERE counts.status = 'completed'), 0)", 'completed')
        .addSelect("COALESCE(SUM(counts.dated) FILTER (WHERE counts.status <> 'completed'), 0)", 'openDated')
        .addSelect('COALESCE(SUM(counts.awaitingApproval), 0)', 'awaiting')
        .getRawOne<KeptCountRow>(),
      countRows(
        restrictToVisibleTasks(this.taskQuery(scope, actor), actor)
          .andWhere("task.status <> 'completed'")
          .andWhere('task.dueDate >= :today', { today }),
      ),
    ]);
    return {
      open: Number(kept?.open ?? 0),
      completed: Number(kept?.completed ?? 0),
      overdue: Number(kept?.openDated ?? 0) - upcoming,
      awaiting: Number(kept?.awaiting ?? 0),
    };
  }

  /** The companies GET /client-companies answers: a client's own, every company for the team side. */
  private customerCount(scope: TenantScope, actor: Actor): Promise<number> {
    if (actor.userType === 'client')
      return actor.clientCompanyId ? scope.count(Customer, { id: actor.clientCompanyId }) : Promise.resolve(0);
    return scope.count(Customer);
  }

  /**
   * Approved among the client approval decisions of the last 90 days, on tasks the caller may see: the period's
   * decisions by agency and time, then which of their tasks the caller may see (never every task the caller sees).
   */
  private async satisfaction(scope: TenantScope, actor: Actor): Promise<CustomerSatisfactionView> {
    const since = new Date(Date.now() - CUSTOMER_SATISFACTION_PERIOD_DAYS * DAY_MS);
    const decisions = await scope
      .query(TaskApprovalEvent, 'event')
      .select('event.taskId', 'taskId')
      .addSelect('event.status', 'status')
      .andWhere('event.createdAt >= :since', { since })
      .andWhere("event.status IN ('approved', 'rejected')")
      .getRawMany<{ taskId: string; status: 'approved' | 'rejected' }>();
    const taskIds = [...new Set(decisions.map((decision) => decision.taskId))];
    const visible =
      taskIds.length === 0
        ? new Set<string>()
        : new Set(
            (
              await restrictToVisibleTasks(this.taskQuery(scope, actor), actor)
                .select('task.id', 'id')
                .andWhere('task.id IN (:...taskIds)', { taskIds })
                .getRawMany<{ id: string }>()
            ).map((task) => task.id),
          );
    const counted = { approved: 0, rejected: 0 };
    for (const decision of decisions) if (visible.has(decision.taskId)) counted[decision.status] += 1;
    const { approved, rejected } = counted;
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
