import type { ClientApprovalStatus, TaskStatus, TaskView, UserType } from '@taskflow/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Task } from './task.entity';

/** A timestamp as PostgreSQL writes it for the answer: the ISO 8601 text of `Date.toISOString()` (UTC, ms). */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Task lists read plain rows instead of entities: hydrating thousands of tasks with their project and assignee
 * through TypeORM's entity transformer costs most of a large board's load time. Timestamps come as the answer's
 * text already, so a 1,000-task board parses and formats no dates.
 */
export function selectTaskListColumns(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query
    .select('task.id', 'id')
    .addSelect('task.title', 'title')
    .addSelect('task.description', 'description')
    .addSelect('task.projectId', 'projectId')
    .addSelect('project.name', 'projectName')
    .addSelect('project.clientCompanyId', 'clientCompanyId')
    .addSelect('task.status', 'status')
    .addSelect('task.priority', 'priority')
    .addSelect('task.category', 'category')
    .addSelect("to_char(task.dueDate, 'YYYY-MM-DD')", 'dueDate')
    .addSelect('task.estimatedTime', 'estimatedTime')
    .addSelect('task.isClientVisible', 'isClientVisible')
    .addSelect('task.tags', 'tags')
    .addSelect('task.assignedToId', 'assignedToId')
    .addSelect('assignedTo.firstName', 'assigneeFirstName')
    .addSelect('assignedTo.lastName', 'assigneeLastName')
    .addSelect('assignedTo.email', 'assigneeEmail')
    .addSelect('assignedTo.userType', 'assigneeUserType')
    .addSelect('task.requiresClientApproval', 'requiresClientApproval')
    .addSelect('task.clientApprovalStatus', 'clientApprovalStatus')
    .addSelect('task.clientComments', 'clientComments')
    .addSelect(isoText('task.lastClientActivity'), 'lastClientActivity')
    .addSelect(isoText('task.createdAt'), 'createdAt')
    .addSelect(isoText('task.updatedAt'), 'updatedAt');
}

/** Task lists' stable order: by due day (none last), then as created. */
export function orderTaskList(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query
    .orderBy('task.dueDate', 'ASC', 'NULLS LAST')
    .addOrderBy('task.createdAt', 'ASC')
    .addOrderBy('task.id', 'ASC');
}
const TASK_LIST_ORDER = 'task.dueDate ASC NULLS LAST, task.createdAt ASC, task.id ASC';

/**
 * The same view as `taskViewFromRow`, written by PostgreSQL as JSON (`item`, with its `position` in the list order)
 * for `planned(…).getJsonArray`: a large list is passed through as the answer instead of building and serialising a
 * view per task in the API. Same keys in the same order, same types and formats (ISO timestamps, `YYYY-MM-DD` days,
 * numbers, nulls, the nested project and assignee); `tasks/task-json.e2e-spec.ts` compares it with the single task
 * read, task by task.
 */
export function selectTaskJson(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query
    .select(`json_build_object(${TASK_JSON_FIELDS})`, 'item')
    .addSelect(`row_number() OVER (ORDER BY ${TASK_LIST_ORDER})`, 'position');
}

const TASK_JSON_FIELDS = [
  "'id', task.id",
  "'title', task.title",
  "'description', task.description",
  "'projectId', task.projectId",
  "'project', json_build_object('id', task.projectId, 'name', project.name, 'clientCompanyId', project.clientCompanyId)",
  "'status', task.status",
  "'priority', task.priority",
  "'category', task.category",
  "'dueDate', to_char(task.dueDate, 'YYYY-MM-DD')",
  // numeric(7,1) as a JSON number written like JavaScript writes it (3, not 3.0).
  "'estimatedTime', CAST(task.estimatedTime AS float8)",
  "'isClientVisible', task.isClientVisible",
  "'tags', task.tags",
  "'assignedToId', task.assignedToId",
  `'assignedTo', CASE WHEN task.assignedToId IS NOT NULL AND assignedTo.userType IS NOT NULL THEN json_build_object(${[
    "'id', task.assignedToId",
    "'firstName', coalesce(assignedTo.firstName, '')",
    "'lastName', coalesce(assignedTo.lastName, '')",
    "'email', coalesce(assignedTo.email, '')",
    "'userType', assignedTo.userType",
  ].join(', ')}) END`,
  "'requiresClientApproval', task.requiresClientApproval",
  "'clientApprovalStatus', task.clientApprovalStatus",
  "'clientComments', task.clientComments",
  `'lastClientActivity', ${isoText('task.lastClientActivity')}`,
  `'createdAt', ${isoText('task.createdAt')}`,
  `'updatedAt', ${isoText('task.updatedAt')}`,
].join(', ');

interface TaskListRow {
  id: string;
  title: string;
  description: string;
  projectId: string;
  projectName: string;
  clientCompanyId: string;
  status: TaskStatus;
  priority: string;
  category: string | null;
  dueDate: string | null;
  estimatedTime: string | number | null;
  isClientVisible: boolean;
  tags: string;
  assignedToId: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeEmail: string | null;
  assigneeUserType: UserType | null;
  requiresClientApproval: boolean;
  clientApprovalStatus: ClientApprovalStatus | null;
  clientComments: string | null;
  lastClientActivity: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Timestamps of `selectTaskListColumns` are ISO text already. */
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The same view as `toTaskView`, from a row of `selectTaskListColumns`. */
export function taskViewFromRow(row: TaskListRow): TaskView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    projectId: row.projectId,
    project: { id: row.projectId, name: row.projectName, clientCompanyId: row.clientCompanyId },
    status: row.status,
    priority: row.priority,
    category: row.category,
    dueDate: row.dueDate,
    estimatedTime: row.estimatedTime === null ? null : Number(row.estimatedTime),
    isClientVisible: row.isClientVisible,
    tags: row.tags,
    assignedToId: row.assignedToId,
    assignedTo:
      row.assignedToId && row.assigneeUserType
        ? {
            id: row.assignedToId,
            firstName: row.assigneeFirstName ?? '',
            lastName: row.assigneeLastName ?? '',
            email: row.assigneeEmail ?? '',
            userType: row.assigneeUserType,
          }
        : null,
    requiresClientApproval: row.requiresClientApproval,
    clientApprovalStatus: row.clientApprovalStatus,
    clientComments: row.clientComments,
    lastClientActivity: row.lastClientActivity === null ? null : iso(row.lastClientActivity),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export type { TaskListRow };
