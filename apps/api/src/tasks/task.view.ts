import type {
  TaskApprovalEventView,
  TaskCardView,
  TaskRecurrenceSummary,
  TaskView,
  UserSummary,
} from '@taskflow/contracts';
import {
  day,
  decimal,
  flag,
  integer,
  json,
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

/** The number of the task's checklist items (those `condition` keeps), as a subquery of the task's statement. */
const CHECKLIST_COUNT = (condition: string) =>
  `(SELECT count(*)::int FROM "task_checklist_item" "checklist" WHERE "checklist"."task_id" = "task"."id" ${condition})`;

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
  // Counted per task in the same statement, from task_checklist_item_task_idx alone (docs/checklists.md).
  checklistDone: integer(CHECKLIST_COUNT('AND "checklist"."done"')),
  checklistTotal: integer(CHECKLIST_COUNT('')),
  // Its live series (docs/recurring-tasks.md), read by primary key for the tasks shown only.
  recurrence: json<TaskRecurrenceSummary | null>(
    `(SELECT json_build_object('seriesId', "series"."id", 'rule', "series"."rule") FROM "task_series" "series" WHERE "series"."id" = "task"."series_id" AND "series"."ended_at" IS NULL)`,
  ),
};

/**
 * A board card, as PostgreSQL writes it (over `task` joined with its `assignedTo`): TASK_VIEW_COLUMNS' fields that a
 * card shows, orders and filters by. A 10,000-task board's answer is half the size with cards instead of whole tasks.
 */
export const TASK_CARD_COLUMNS: JsonColumns<Omit<TaskCardView, 'description'>> = {
  id: TASK_VIEW_COLUMNS.id,
  title: TASK_VIEW_COLUMNS.title,
  projectId: TASK_VIEW_COLUMNS.projectId,
  status: TASK_VIEW_COLUMNS.status,
  priority: TASK_VIEW_COLUMNS.priority,
  dueDate: TASK_VIEW_COLUMNS.dueDate,
  isClientVisible: TASK_VIEW_COLUMNS.isClientVisible,
  tags: TASK_VIEW_COLUMNS.tags,
  assignedToId: TASK_VIEW_COLUMNS.assignedToId,
  assignedTo: objectWhen<NonNullable<TaskCardView['assignedTo']>>(
    'task.assignedToId IS NOT NULL AND assignedTo.userType IS NOT NULL',
    {
      id: text('task.assignedToId'),
      firstName: orEmpty('assignedTo.firstName'),
      lastName: orEmpty('assignedTo.lastName'),
    },
  ),
  requiresClientApproval: TASK_VIEW_COLUMNS.requiresClientApproval,
  clientApprovalStatus: TASK_VIEW_COLUMNS.clientApprovalStatus,
  lastClientActivity: TASK_VIEW_COLUMNS.lastClientActivity,
  createdAt: TASK_VIEW_COLUMNS.createdAt,
  checklistDone: TASK_VIEW_COLUMNS.checklistDone,
  checklistTotal: TASK_VIEW_COLUMNS.checklistTotal,
  recurrence: TASK_VIEW_COLUMNS.recurrence,
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
