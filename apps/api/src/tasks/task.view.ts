import type { TaskApprovalEventView, TaskView, UserSummary } from '@taskflow/contracts';
import {
  day,
  decimal,
  flag,
  nullable,
  object,
  objectWhen,
  orEmpty,
  text,
  timestamp,
  type JsonColumns,
} from '../common/json-view';
import { toUserSummary } from '../users/user.view';
import type { TaskApprovalEvent } from './task-approval-event.entity';

/**
 * A task's answer, field by field, as PostgreSQL writes it (over `task` joined with its `project` and its
 * `assignedTo`): the one definition of the view that every task read (one task, a list page, the server's own readers)
 * selects. Typed by `TaskView`: a field missing here, or of another type, does not compile.
 */
export const TASK_VIEW_COLUMNS: JsonColumns<TaskView> = {
  id: text('task.id'),
  title: text('task.title'),
  description: text('task.description'),
  projectId: text('task.projectId'),
  project: object<TaskView['project']>({
    id: text('task.projectId'),
    name: text('project.name'),
    clientCompanyId: text('project.clientCompanyId'),
  }),
  status: text<TaskView['status']>('task.status'),
  priority: text('task.priority'),
  category: nullable(text('task.category')),
  dueDate: nullable(day('task.dueDate')),
  estimatedTime: nullable(decimal('task.estimatedTime')),
  isClientVisible: flag('task.isClientVisible'),
  tags: text('task.tags'),
  assignedToId: nullable(text('task.assignedToId')),
  // The assignee's row can be gone while the id is not yet cleared (SET NULL runs after the delete).
  assignedTo: objectWhen<UserSummary>('task.assignedToId IS NOT NULL AND assignedTo.userType IS NOT NULL', {
    id: text('task.assignedToId'),
    firstName: orEmpty('assignedTo.firstName'),
    lastName: orEmpty('assignedTo.lastName'),
    email: orEmpty('assignedTo.email'),
    userType: text<UserSummary['userType']>('assignedTo.userType'),
  }),
  requiresClientApproval: flag('task.requiresClientApproval'),
  clientApprovalStatus: nullable(text<NonNullable<TaskView['clientApprovalStatus']>>('task.clientApprovalStatus')),
  clientComments: nullable(text('task.clientComments')),
  lastClientActivity: nullable(timestamp('task.lastClientActivity')),
  createdAt: timestamp('task.createdAt'),
  updatedAt: timestamp('task.updatedAt'),
};

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
