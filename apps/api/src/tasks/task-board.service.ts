import { Injectable } from '@nestjs/common';
import {
  BOARD_PAGE_SIZE,
  BOARD_UNASSIGNED,
  TASK_DUE_SOON_DAYS,
  TASK_STATUSES,
  type TaskStatus,
} from '@taskflow/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import {
  projectVisibilityKind,
  restrictToVisibleProjects,
  restrictToVisibleTasksOfVisibleProject,
  taskVisibilityKind,
  visibilityParameters,
} from '../authorization/visibility';
import { RequestValidationException } from '../errors/request-validation.exception';
import { Project } from '../projects/project.entity';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { composedStatement } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { decodeBoardCursor, encodeBoardCursor, type BoardCursor } from './board-cursor';
import { selectTaskCard } from './task-view.query';
import { Task } from './task.entity';
import { BOARD_CURSOR_NEEDS_STATUS_MESSAGE, type TaskBoardQueryDto } from './task-board.dto';

/**
 * The board's order within a column, the task lists' (due day, none last; then as created), written so that the
 * index task_board_column_idx serves it and the cursor's row comparison.
 */
const BOARD_DUE = `COALESCE("task"."due_date", 'infinity'::date)`;
const BOARD_ORDER = `${BOARD_DUE}, "task"."created_at", "task"."id"`;
/** A column's status in the board's statement, for the count and the page of each column. */
const COLUMN_STATUS = '"task"."status" = "column"."status"';

/** A column of the board's statement: its count, its page's cards as JSON text, and where the page ends. */
interface BoardColumnRow {
  status: TaskStatus;
  total: number;
  /** Rows the page read: one more than it shows when the column goes on. */
  rows: number;
  tasks: string;
  lastDue: string | null;
  lastCreated: string | null;
  lastId: string | null;
}

/**
 * GET /tasks/project/{projectId}/board: each column's page of cards and exact count, filtered on the server. One
 * statement answers it: the project's visibility, then per column an index-only count and the page read in the
 * column's order from task_board_column_idx, its cards' JSON written by PostgreSQL for the cards shown only and
 * passed through as the answer's text.
 */
@Injectable()
export class TaskBoardService {
  constructor(private readonly data: TenantDataAccess) {}

  /** The board's answer as JSON text (a ProjectBoardView). */
  async board(actor: Actor, projectId: string, query: TaskBoardQueryDto): Promise<string> {
    if (query.cursor !== undefined && !query.status)
      throw RequestValidationException.of('status', 'REQUIRED', BOARD_CURSOR_NEEDS_STATUS_MESSAGE);
    const cursor = query.cursor ? decodeBoardCursor(query.cursor) : null;
    const statuses: readonly TaskStatus[] = query.status ? [query.status] : TASK_STATUSES;
    const limit = query.limit ?? BOARD_PAGE_SIZE;
    const values = boardValues(actor, projectId, query, cursor, limit, statuses);
    const rows = await this.data
      .forTenant(actor.serviceProviderId)
      .prepared<BoardColumnRow>(boardStatementKey(actor, query, cursor, limit), values, () =>
        this.statement(actor, query, values),
      );
    if (rows.length === 0) throw new ProjectNotFoundException();
    const columns = rows.map((row) => {
      const nextCursor =
        row.rows > limit && row.lastCreated && row.lastId
          ? encodeBoardCursor({ due: row.lastDue, created: row.lastCreated, id: row.lastId })
          : null;
      return `{"status":${JSON.stringify(row.status)},"total":${Number(row.total)},"tasks":${row.tasks},"nextCursor":${JSON.stringify(nextCursor)}}`;
    });
    return `{"columns":[${columns.join(',')}]}`;
  }

  /** The board's statement: per column (of `statuses`) its count and its page, after the project's visibility. */
  private statement(actor: Actor, query: TaskBoardQueryDto, values: BoardValues) {
    const project = this.visibleProject(actor, values.projectId);
    return composedStatement(({ part, value }) => {
      let page = `SELECT 0 AS "rows", '[]' AS "tasks", NULL AS "lastDue", NULL AS "lastCreated", NULL AS "lastId"`;
      if (values.limit > 0) {
        const last = value('limit', values.limit);
        page =
          `SELECT count(*)::int AS "rows", ` +
          `coalesce(json_agg("card"."item" ORDER BY "card"."position") FILTER (WHERE "card"."position" <= ${last}), '[]')::text AS "tasks", ` +
          `max("card"."item"->>'dueDate') FILTER (WHERE "card"."position" = ${last}) AS "lastDue", ` +
          `max("card"."created") FILTER (WHERE "card"."position" = ${last}) AS "lastCreated", ` +
          `max("card"."item"->>'id') FILTER (WHERE "card"."position" = ${last}) AS "lastId" ` +
          `FROM (${part(this.page(actor, query, values))}) "card"`;
      }
      return (
        `SELECT "column"."status", "counted"."total", "page".* ` +
        `FROM (${part(project)}) "visible" ` +
        `CROSS JOIN unnest(${value('statuses', values.statuses)}::varchar[]) WITH ORDINALITY AS "column"("status", "place") ` +
        `CROSS JOIN LATERAL (${part(this.matching(actor, query, values).select('count(*)::int', 'total'))}) "counted" ` +
        `CROSS JOIN LATERAL (${page}) "page" ` +
        `ORDER BY "column"."place"`
      );
    });
  }

  /** The project if the actor may see it (ProjectsService.assertVisible's check). */
  private visibleProject(actor: Actor, projectId: string): SelectQueryBuilder<Project> {
    const project = this.data
      .forTenant(actor.serviceProviderId)
      .query(Project, 'project')
      .select('project.id', 'id')
      .andWhere('project.id = :projectId', { projectId });
    return restrictToVisibleProjects(project, actor);
  }

  /**
   * A column's page (one card more than it shows), each card's place in the column's order as `position`. The cards
   * are found first by their ids alone, in the column's order from task_board_column_idx or task_board_assignee_idx
   * (which hold the agency and client visibility too: an index-only scan that stops after the page); only the cards
   * found are read, joined and written as JSON.
   */
  private page(actor: Actor, query: TaskBoardQueryDto, values: BoardValues): SelectQueryBuilder<Task> {
    const cards = this.matching(actor, query, values)
      .select('task.id')
      .orderBy(BOARD_DUE, 'ASC')
      .addOrderBy('task.createdAt', 'ASC')
      .addOrderBy('task.id', 'ASC')
      .limit(values.limit + 1);
    if (values.cursorId !== undefined)
      cards.andWhere(
        `(${BOARD_DUE}, "task"."created_at", "task"."id") > (:cursorDue::date, :cursorCreated::timestamptz, :cursorId::uuid)`,
        { cursorDue: values.cursorDue, cursorCreated: values.cursorCreated, cursorId: values.cursorId },
      );
    // Joined (not `IN (…)`): PostgreSQL then reads the found cards by id, never the column again per row.
    return selectTaskCard(
      this.data
        .forTenant(actor.serviceProviderId)
        .query(Task, 'task')
        .innerJoin(`(${cards.getQuery()})`, 'found', '"found"."task_id" = "task"."id"')
        .leftJoin('task.assignedTo', 'assignedTo'),
    )
      .setParameters(cards.getParameters())
      .addSelect('"task"."created_at"::text', 'created')
      .addSelect(`row_number() OVER (ORDER BY ${BOARD_ORDER})`, 'position')
      .orderBy(BOARD_DUE, 'ASC')
      .addOrderBy('task.createdAt', 'ASC')
      .addOrderBy('task.id', 'ASC');
  }

  /**
   * The column's tasks the actor may see that match the filters (the same for counts and pages), without joins: the
   * project's visibility is checked once, by the statement (`visibleProject`), so counts and pages read an index.
   */
  private matching(actor: Actor, query: TaskBoardQueryDto, values: BoardValues): SelectQueryBuilder<Task> {
    const tasks = this.data.forTenant(actor.serviceProviderId).query(Task, 'task');
    tasks.andWhere('task.projectId = :projectId', { projectId: values.projectId }).andWhere(COLUMN_STATUS);
    if (query.clientView === 'true') tasks.andWhere('task.isClientVisible = true');
    if (values.clientVisible !== undefined)
      tasks.andWhere('task.isClientVisible = :clientVisible', { clientVisible: values.clientVisible });
    if (query.assigneeId === BOARD_UNASSIGNED) tasks.andWhere('task.assignedToId IS NULL');
    else if (values.assigneeId !== undefined)
      tasks.andWhere('task.assignedToId = :assigneeId', { assigneeId: values.assigneeId });
    if (values.priority !== undefined) tasks.andWhere('task.priority = :priority', { priority: values.priority });
    if (values.tag !== undefined)
      tasks.andWhere('task.tags::jsonb @> jsonb_build_array(:tag::text)', { tag: values.tag });
    if (values.search !== undefined)
      tasks.andWhere('(task.title ILIKE :search OR task.description ILIKE :search)', { search: values.search });
    if (query.checklist === 'incomplete')
      tasks.andWhere(
        'EXISTS (SELECT 1 FROM "task_checklist_item" "checklist" WHERE "checklist"."task_id" = "task"."id" AND NOT "checklist"."done")',
      );
    if (query.due === 'none') tasks.andWhere('task.dueDate IS NULL');
    else if (query.due) {
      // Due states as the board shows them (libs/shared/domain taskDueState): a completed task is never overdue nor due soon.
      tasks.andWhere(`task.status <> 'completed'`);
      if (query.due === 'overdue') tasks.andWhere('task.dueDate < :today::date', { today: values.today });
      else
        tasks.andWhere('task.dueDate BETWEEN :today::date AND :soonDay::date', {
          today: values.today,
          soonDay: values.soonDay,
        });
    }
    return restrictToVisibleTasksOfVisibleProject(tasks, actor);
  }
}

/** The values of the board statement's parameters, by name. */
type BoardValues = {
  projectId: string;
  limit: number;
  statuses: readonly TaskStatus[];
  actorId: string;
  actorCompanyId: string | null;
  clientVisible?: boolean;
  assigneeId?: string;
  priority?: string;
  tag?: string;
  search?: string;
  today?: string;
  soonDay?: string;
  cursorDue?: string;
  cursorCreated?: string;
  cursorId?: string;
};

function boardValues(
  actor: Actor,
  projectId: string,
  query: TaskBoardQueryDto,
  cursor: BoardCursor | null,
  limit: number,
  statuses: readonly TaskStatus[],
): BoardValues {
  const values: BoardValues = { projectId, limit, statuses, ...visibilityParameters(actor) };
  if (query.clientVisible) values.clientVisible = query.clientVisible === 'true';
  if (query.assigneeId && query.assigneeId !== BOARD_UNASSIGNED) values.assigneeId = query.assigneeId;
  if (query.priority) values.priority = query.priority;
  if (query.tag) values.tag = query.tag;
  if (query.search) values.search = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  if (query.due && query.due !== 'none') {
    values.today = query.today ?? new Date().toISOString().slice(0, 10);
    values.soonDay = addDays(values.today, TASK_DUE_SOON_DAYS);
  }
  if (cursor) {
    values.cursorDue = cursor.due ?? 'infinity';
    values.cursorCreated = cursor.created;
    values.cursorId = cursor.id;
  }
  return values;
}

/** What the board's SQL is made of besides values: the actor's kinds of visibility, the filters used, the cursor. */
function boardStatementKey(actor: Actor, query: TaskBoardQueryDto, cursor: BoardCursor | null, limit: number): string {
  const filters = [
    query.clientView === 'true' ? 'clientView' : '',
    query.clientVisible ? 'clientVisible' : '',
    query.assigneeId === BOARD_UNASSIGNED ? 'unassigned' : query.assigneeId ? 'assignee' : '',
    query.priority ? 'priority' : '',
    query.tag ? 'tag' : '',
    query.search ? 'search' : '',
    query.due ? `due=${query.due}` : '',
    query.checklist ? `checklist=${query.checklist}` : '',
    cursor ? 'cursor' : '',
    `limit=${limit}`, // the page's LIMIT is written into the SQL
  ];
  return `task.board:${taskVisibilityKind(actor)}:${projectVisibilityKind(actor)}:${filters.join(',')}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
