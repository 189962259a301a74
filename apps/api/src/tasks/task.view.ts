import type { TaskApprovalEventView, TaskView } from '@taskflow/contracts';
import { toUserSummary } from '../users/user.view';
import type { TaskApprovalEvent } from './task-approval-event.entity';
import type { Task } from './task.entity';

/** Expects `project` and `assignedTo` to be loaded. */
export function toTaskView(task: Task): TaskView {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    projectId: task.projectId,
    project: {
      id: task.projectId,
      name: task.project?.name ?? '',
      clientCompanyId: task.project?.clientCompanyId ?? '',
    },
    status: task.status,
    priority: task.priority,
    category: task.category,
    dueDate: task.dueDate,
    estimatedTime: task.estimatedTime,
    isClientVisible: task.isClientVisible,
    tags: task.tags,
    assignedToId: task.assignedToId,
    assignedTo: task.assignedTo ? toUserSummary(task.assignedTo) : null,
    requiresClientApproval: task.requiresClientApproval,
    clientApprovalStatus: task.clientApprovalStatus,
    clientComments: task.clientComments,
    lastClientActivity: task.lastClientActivity?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

export function toApprovalEventView(event: TaskApprovalEvent): TaskApprovalEventView {
  return {
    id: event.id,
    taskId: event.taskId,
    status: event.status,
    comment: event.comment,
    actor: event.actor ? toUserSummary(event.actor) : null,
    createdAt: event.createdAt.toISOString(),
  };
}
