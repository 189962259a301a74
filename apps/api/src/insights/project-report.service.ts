import { Injectable } from '@nestjs/common';
import { TASK_STATUSES, type ProjectReportResponse, type TaskStatus } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks } from '../authorization/visibility';
import { ProjectsService } from '../projects/projects.service';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { todayUtc } from '../validation/common-validators';

const toHours = (value: number) => Math.round(value * 10) / 10;

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
    const taskQuery = scope
      .query(Task, 'task')
      .innerJoin('task.project', 'project')
      .leftJoinAndSelect('task.assignedTo', 'assignedTo')
      .andWhere('task.projectId = :projectId', { projectId });
    const tasks = await restrictToVisibleTasks(taskQuery, actor).getMany();

    const tasksByStatus = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as Record<TaskStatus, number>;
    const estimatedHours = { open: 0, done: 0, unestimatedTasks: 0 };
    const approvals = { pending: 0, approved: 0, rejected: 0 };
    for (const task of tasks) {
      tasksByStatus[task.status] += 1;
      if (task.estimatedTime === null) estimatedHours.unestimatedTasks += 1;
      else if (task.status === 'completed') estimatedHours.done += task.estimatedTime;
      else estimatedHours.open += task.estimatedTime;
      if (task.requiresClientApproval && task.clientApprovalStatus) approvals[task.clientApprovalStatus] += 1;
    }
    const overdueTasks = tasks
      .filter((task) => task.status !== 'completed' && task.dueDate !== null && task.dueDate < today)
      .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.title.localeCompare(b.title))
      .map((task) => ({
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

    const titles = new Map(tasks.map((task) => [task.id, task.title]));
    const events =
      titles.size === 0
        ? []
        : await scope
            .query(TaskApprovalEvent, 'event')
            .leftJoinAndSelect('event.actor', 'actor')
            .andWhere('event.taskId IN (:...taskIds)', { taskIds: [...titles.keys()] })
            .andWhere("event.status IN ('approved', 'rejected')")
            .orderBy('event.createdAt', 'DESC')
            .addOrderBy('event.id', 'DESC')
            .getMany();

    return {
      projectId,
      generatedAt: new Date().toISOString(),
      taskCount: tasks.length,
      tasksByStatus,
      estimatedHours: {
        open: toHours(estimatedHours.open),
        done: toHours(estimatedHours.done),
        unestimatedTasks: estimatedHours.unestimatedTasks,
      },
      overdueTasks,
      approvals: {
        ...approvals,
        decisions: events.map((event) => ({
          id: event.id,
          taskId: event.taskId,
          taskTitle: titles.get(event.taskId) ?? '',
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
}
