import { Injectable } from '@nestjs/common';
import { TASK_STATUSES, type ProjectReportResponse, type TaskStatus } from '@taskflow/contracts';
import { In } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks } from '../authorization/visibility';
import { ProjectsService } from '../projects/projects.service';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { Task } from '../tasks/task.entity';
import { keptTaskCounts } from '../tasks/kept-task-counts';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { todayUtc } from '../validation/common-validators';

const toHours = (value: number) => Math.round(value * 10) / 10;
const OPEN_STATUSES = TASK_STATUSES.filter((status) => status !== 'completed');

interface KeptStatusRow {
  status: TaskStatus;
  total: string;
  pending: string;
  approved: string;
  rejected: string;
  unestimated: string;
  hours: string;
}

/** The project report (canAccessReports): its figures over the tasks the caller may see. */
@Injectable()
export class ProjectReportService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
  ) {}

  async report(actor: Actor, projectId: string, today = todayUtc()): Promise<ProjectReportResponse> {
    await this.projects.findVisible(actor, projectId);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const [kept, overdue, events] = await Promise.all([
      keptTaskCounts(scope, actor)
        .select('counts.status', 'status')
        .addSelect('SUM(counts.total)', 'total')
        .addSelect('SUM(counts.awaitingApproval)', 'pending')
        .addSelect('SUM(counts.approved)', 'approved')
        .addSelect('SUM(counts.rejected)', 'rejected')
        .addSelect('SUM(counts.unestimated)', 'unestimated')
        .addSelect('SUM(counts.estimatedHours)', 'hours')
        .andWhere('counts.projectId = :projectId', { projectId })
        .groupBy('counts.status')
        .getRawMany<KeptStatusRow>(),
      this.overdueTasks(scope, actor, projectId, today),
      this.decisions(scope, actor, projectId),
    ]);

    const tasksByStatus = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as Record<TaskStatus, number>;
    const estimatedHours = { open: 0, done: 0, unestimatedTasks: 0 };
    const approvals = { pending: 0, approved: 0, rejected: 0 };
    let taskCount = 0;
    for (const row of kept) {
      const total = Number(row.total);
      tasksByStatus[row.status] += total;
      taskCount += total;
      estimatedHours.unestimatedTasks += Number(row.unestimated);
      if (row.status === 'completed') estimatedHours.done += Number(row.hours);
      else estimatedHours.open += Number(row.hours);
      approvals.pending += Number(row.pending);
      approvals.approved += Number(row.approved);
      approvals.rejected += Number(row.rejected);
    }
    const overdueTasks = overdue.map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: task.dueDate ?? '',
      status: task.status,
      assignedTo: task.assignedTo
        ? {
            id: task.assignedTo.id,
            firstName: task.assignedTo.firstName,
            lastName: task.assignedTo.lastName,
            email: task.assignedTo.email,
            userType: task.assignedTo.userType,
          }
        : null,
    }));

    return {
      projectId,
      generatedAt: new Date().toISOString(),
      taskCount,
      tasksByStatus,
      estimatedHours: {
        open: toHours(estimatedHours.open),
        done: toHours(estimatedHours.done),
        unestimatedTasks: estimatedHours.unestimatedTasks,
      },
      overdueTasks,
      approvals: {
        ...approvals,
        decisions: events.map(({ event, taskTitle }) => ({
          id: event.id,
          taskId: event.taskId,
          taskTitle,
          status: event.status as 'approved' | 'rejected',
          comment: event.comment,
          actor: event.actor
            ? { id: event.actor.id, firstName: event.actor.firstName, lastName: event.actor.lastName }
            : null,
          createdAt: event.createdAt.toISOString(),
        })),
      },
    };
  }
  /** The open tasks of the project past their due day that the caller may see, read by board column and due day. */
  private async overdueTasks(scope: TenantScope, actor: Actor, projectId: string, today: string): Promise<Task[]> {
    const query = scope
      .query(Task, 'task')
      .innerJoin('task.project', 'project')
      .leftJoinAndSelect('task.assignedTo', 'assignedTo')
      .andWhere('task.projectId = :projectId', { projectId })
      .andWhere('task.status IN (:...open)', { open: OPEN_STATUSES })
      .andWhere("COALESCE(task.dueDate, 'infinity'::date) < :today", { today });
    const tasks = await restrictToVisibleTasks(query, actor).getMany();
    return tasks.sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.title.localeCompare(b.title));
  }

  /** The client's decisions on the project's tasks the caller may see, newest first, with their task's title. */
  private async decisions(
    scope: TenantScope,
    actor: Actor,
    projectId: string,
  ): Promise<{ event: TaskApprovalEvent; taskTitle: string }[]> {
    const query = scope
      .query(TaskApprovalEvent, 'event')
      .innerJoin(Task, 'task', 'task.id = event.taskId AND task.serviceProviderId = event.serviceProviderId')
      .innerJoin('task.project', 'project')
      .leftJoinAndSelect('event.actor', 'actor')
      .andWhere('task.projectId = :projectId', { projectId })
      .andWhere("event.status IN ('approved', 'rejected')")
      .orderBy('event.createdAt', 'DESC')
      .addOrderBy('event.id', 'DESC');
    const events = await restrictToVisibleTasks(query, actor).getMany();
    if (events.length === 0) return [];
    const taskIds = [...new Set(events.map((event) => event.taskId))];
    const titles = new Map(
      (await scope.find(Task, { where: { id: In(taskIds) }, select: { id: true, title: true } })).map((task) => [
        task.id,
        task.title,
      ]),
    );
    return events.map((event) => ({ event, taskTitle: titles.get(event.taskId) ?? '' }));
  }
}
