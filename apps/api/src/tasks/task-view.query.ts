import type { TaskView } from '@taskflow/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import { object } from '../common/json-view';
import type { Task } from './task.entity';
import { TASK_CARD_COLUMNS, TASK_VIEW_COLUMNS } from './task.view';

/** A row of `selectTaskView`: the task's answer as PostgreSQL wrote it. */
export interface TaskViewRow {
  item: TaskView;
}

const TASK_VIEW_JSON = object(TASK_VIEW_COLUMNS).sql;
const TASK_CARD_JSON = object(TASK_CARD_COLUMNS).sql;
const TASK_LIST_ORDER = 'task.dueDate ASC NULLS LAST, task.createdAt ASC, task.id ASC';

/**
 * Task reads select the answer's view as JSON that PostgreSQL writes (`item`), instead of hydrating entities through
 * TypeORM's transformer (most of a large board's load time) and mapping them in the API. Needs `task` joined with
 * `project` and `assignedTo`.
 */
export function selectTaskView(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query.select(TASK_VIEW_JSON, 'item');
}

/** A board card's JSON (`item`), a TaskCardView. Needs `task` joined with `assignedTo`. */
export function selectTaskCard(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query.select(TASK_CARD_JSON, 'item');
}

/** Task lists' stable order: by due day (none last), then as created. */
export function orderTaskList(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return query
    .orderBy('task.dueDate', 'ASC', 'NULLS LAST')
    .addOrderBy('task.createdAt', 'ASC')
    .addOrderBy('task.id', 'ASC');
}

/**
 * `selectTaskView` with each task's `position` in the list order, for `getJsonArray`: a large list is passed through
 * as the answer's text instead of parsing and serialising a view per task in the API.
 */
export function selectTaskJson(query: SelectQueryBuilder<Task>): SelectQueryBuilder<Task> {
  return selectTaskView(query).addSelect(`row_number() OVER (ORDER BY ${TASK_LIST_ORDER})`, 'position');
}
