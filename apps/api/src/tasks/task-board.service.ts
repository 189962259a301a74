import { Injectable } from '@nestjs/common';
import {
  BOARD_PAGE_SIZE,
  BOARD_UNASSIGNED,
  TASK_DUE_SOON_DAYS,
  TASK_STATUSES,
  type BoardColumnView,
  type ProjectBoardView,
  type TaskStatus,
  type TaskView,
} from '@taskflow/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks } from '../authorization/visibility';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ProjectsService } from '../projects/projects.service';
import { planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { decodeBoardCursor, encodeBoardCursor, type BoardCursor } from './board-cursor';
import { selectTaskView } from './task-view.query';
import { Task } from './task.entity';
import { BOARD_CURSOR_NEEDS_STATUS_MESSAGE, type TaskBoardQueryDto } from './task-board.dto';

/**
 * The board's order within a column, the task lists' (due day, none last; then as created), written so that the
 * index task_board_column_idx serves it and the cursor's row comparison.
 */
const BOARD_DUE = `COALESCE("task"."due_date", 'infinity'::date)`;

interface BoardRow {
  item: TaskView;
  created: string;
}

/** GET /tasks/project/{projectId}/board: each column's page of cards and exact count, filtered on the server. */
@Injectable()
export class TaskBoardService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
  ) {}

  async board(actor: Actor, projectId: string, query: TaskBoardQueryDto): Promise<ProjectBoardView> {
    if (query.cursor !== undefined && !query.status)
      throw RequestValidationException.of('status', 'REQUIRED', BOARD_CURSOR_NEEDS_STATUS_MESSAGE);
    const cursor = query.cursor ? decodeBoardCursor(query.cursor) : null;
    await this.projects.assertVisible(actor, projectId);
    const statuses: readonly TaskStatus[] = query.status ? [query.status] : TASK_STATUSES;
    const limit = query.limit ?? BOARD_PAGE_SIZE;
    const counts = await this.counts(actor, projectId, query);
    const columns: BoardColumnView[] = [];
    for (const status of statuses) {
      const page = limit > 0 ? await this.page(actor, projectId, query, status, cursor, limit) : null;
      columns.push({
        status,
        total: counts.get(status) ?? 0,
        tasks: page?.tasks ?? [],
        nextCursor: page?.nextCursor ?? null,
      });
    }
    return { columns };
  }

  private async counts(actor: Actor, projectId: string, query: TaskBoardQueryDto): Promise<Map<TaskStatus, number>> {
    const rows = await this.matching(actor, projectId, query, 'count')
      .select('task.status', 'status')
      .addSelect('count(*)::int', 'total')
      .groupBy('task.status')
      .getRawMany<{ status: TaskStatus; total: number }>();
    return new Map(rows.map((row) => [row.status, Number(row.total)]));
  }

  private async page(
    actor: Actor,
    projectId: string,
    query: TaskBoardQueryDto,
    status: TaskStatus,
    cursor: BoardCursor | null,
    limit: number,
  ): Promise<{ tasks: TaskView[]; nextCursor: string | null }> {
    const page = selectTaskView(this.matching(actor, projectId, query))
      .addSelect('"task"."created_at"::text', 'created')
      .andWhere('task.status = :status', { status })
      .orderBy(BOARD_DUE, 'ASC')
      .addOrderBy('task.createdAt', 'ASC')
      .addOrderBy('task.id', 'ASC')
      .limit(limit + 1);
    if (cursor)
      page.andWhere(
        `(${BOARD_DUE}, "task"."created_at", "task"."id") > (:cursorDue::date, :cursorCreated::timestamptz, :cursorId::uuid)`,
        {
          cursorDue: cursor.due ?? 'infinity',
          cursorCreated: cursor.created,
          cursorId: cursor.id,
        },
      );
    const rows = await planned(page).getRawMany<BoardRow>();
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeBoardCursor({ due: last.item.dueDate ?? null, created: last.created, id: last.item.id })
        : null;
    return { tasks: shown.map((row) => row.item), nextCursor };
  }

  /**
   * The project's tasks the actor may see that match the filters (the same for counts and pages). A count reads the
   * task rows alone (the project only for a client's visibility), a page joins what its cards show.
   */
  private matching(
    actor: Actor,
    projectId: string,
    query: TaskBoardQueryDto,
    use: 'count' | 'page' = 'page',
  ): SelectQueryBuilder<Task> {
    const tasks = this.data.forTenant(actor.serviceProviderId).query(Task, 'task');
    if (use === 'page' || actor.userType === 'client') tasks.innerJoinAndSelect('task.project', 'project');
    if (use === 'page') tasks.leftJoinAndSelect('task.assignedTo', 'assignedTo');
    tasks.andWhere('task.projectId = :projectId', { projectId });
    if (query.clientView === 'true') tasks.andWhere('task.isClientVisible = true');
    if (query.clientVisible)
      tasks.andWhere('task.isClientVisible = :clientVisible', { clientVisible: query.clientVisible === 'true' });
    if (query.assigneeId === BOARD_UNASSIGNED) tasks.andWhere('task.assignedToId IS NULL');
    else if (query.assigneeId) tasks.andWhere('task.assignedToId = :assigneeId', { assigneeId: query.assigneeId });
    if (query.priority) tasks.andWhere('task.priority = :priority', { priority: query.priority });
    if (query.tag) tasks.andWhere('task.tags::jsonb @> jsonb_build_array(:tag::text)', { tag: query.tag });
    if (query.search)
      tasks.andWhere('(task.title ILIKE :search OR task.description ILIKE :search)', {
        search: `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
      });
    if (query.due) this.filterDue(tasks, query.due, query.today ?? new Date().toISOString().slice(0, 10));
    return restrictToVisibleTasks(tasks, actor);
  }

  /** Due states as the board shows them (libs/shared/domain taskDueState): a completed task is never overdue nor due soon. */
  private filterDue(tasks: SelectQueryBuilder<Task>, due: TaskBoardQueryDto['due'], today: string): void {
    if (due === 'none') {
      tasks.andWhere('task.dueDate IS NULL');
      return;
    }
    tasks.andWhere(`task.status <> 'completed'`);
    if (due === 'overdue') tasks.andWhere('task.dueDate < :today::date', { today });
    else
      tasks.andWhere('task.dueDate BETWEEN :today::date AND :soonDay::date', {
        today,
        soonDay: addDays(today, TASK_DUE_SOON_DAYS),
      });
  }
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
