import { Injectable } from '@nestjs/common';
import type {
  CommentCounts,
  CommentOverviewResponse,
  ProjectCommentDetailResponse,
  ProjectCommentOverview,
  TaskCommentOverview,
} from '@taskflow/contracts';
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { isTeamSide } from '../authorization/actor';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { Project } from '../projects/project.entity';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { PROJECT_COMMENTS, TASK_COMMENTS } from './comment-thread';
import { keptCommentCounts } from './kept-comment-counts';

interface CountRow {
  key: string;
  total: string;
  unread: string;
  last: Date | string | null;
}

const NO_COMMENTS: CommentCounts = { total: 0, unread: 0, lastCommentAt: null };

/**
 * The messages page's project sidebar: per project and task, how many comments the actor may see and how
 * many of them their side has not read. The same comments as `CommentsService.unreadCount` (internal ones
 * for the team side only), so the counts add up to the unread total.
 */
@Injectable()
export class CommentOverviewService {
  constructor(private readonly data: TenantDataAccess) {}

  /**
   * Every project the actor may see, and every other project holding a visible task with comments, by name. The counts
   * are the ones the database keeps per project, so the page costs its projects, not the agency's history.
   */
  async overview(actor: Actor): Promise<CommentOverviewResponse> {
    const scope = this.scope(actor);
    const visible = await restrictToVisibleProjects(
      scope.query(Project, 'project').leftJoinAndSelect('project.clientCompany', 'clientCompany'),
      actor,
    ).getMany();
    const [projectCounts, keptTaskCounts] = await Promise.all([
      keptCommentCounts(scope, actor, 'project'),
      keptCommentCounts(scope, actor, 'task'),
    ]);
    const taskCounts = keptTaskCounts ?? (await this.taskCommentCounts(scope, actor, 'project'));
    const visibleIds = new Set(visible.map((project) => project.id));
    const throughTasks = [...taskCounts.keys()].filter((id) => !visibleIds.has(id));
    const others =
      throughTasks.length === 0
        ? []
        : await scope.find(Project, { where: { id: In(throughTasks) }, relations: { clientCompany: true } });
    const projects = [
      ...visible.map((project) => toOverview(project, projectCounts.get(project.id) ?? NO_COMMENTS, taskCounts)),
      ...others.map((project) => toOverview(project, null, taskCounts)),
    ];
    projects.sort(
      (a, b) => a.project.name.localeCompare(b.project.name, 'de') || a.project.id.localeCompare(b.project.id),
    );
    return { projects };
  }

  /** One project with its tasks the actor may see (by title) and their comment counts. */
  async project(actor: Actor, projectId: string): Promise<ProjectCommentDetailResponse> {
    const scope = this.scope(actor);
    const project = await scope.findOne(Project, { id: projectId }, { relations: { clientCompany: true } });
    if (!project) throw new ProjectNotFoundException();
    const projectVisible =
      (await restrictToVisibleProjects(scope.query(Project, 'project'), actor)
        .andWhere('project.id = :projectId', { projectId })
        .getCount()) > 0;
    const tasks = await restrictToVisibleTasks(scope.query(Task, 'task').innerJoin('task.project', 'project'), actor)
      .andWhere('task.projectId = :projectId', { projectId })
      .orderBy('task.title')
      .addOrderBy('task.id')
      .getMany();
    if (!projectVisible && tasks.length === 0) throw new ProjectNotFoundException();

    const [projectCounts, perTask] = await Promise.all([
      projectVisible ? this.projectCommentCounts(scope, actor, projectId) : Promise.resolve(new Map()),
      this.taskCommentCounts(scope, actor, 'task', projectId),
    ]);
    const taskViews: TaskCommentOverview[] = tasks.map((task) => ({
      id: task.id,
      title: task.title,
      status: task.status,
      isClientVisible: task.isClientVisible,
      comments: perTask.get(task.id) ?? NO_COMMENTS,
    }));
    const taskTotals = sumCounts(taskViews.map((task) => task.comments));
    return {
      overview: toOverview(
        project,
        projectVisible ? (projectCounts.get(projectId) ?? NO_COMMENTS) : null,
        new Map([[projectId, taskTotals]]),
      ),
      tasks: taskViews,
    };
  }

  /** Counts of the project comments the actor may see, per project. */
  private async projectCommentCounts(
    scope: TenantScope,
    actor: Actor,
    projectId?: string,
  ): Promise<Map<string, CommentCounts>> {
    const query = PROJECT_COMMENTS.visibleQuery(scope, actor, true, false);
    if (projectId) query.andWhere('comment.projectId = :projectId', { projectId });
    return countsBy(
      await withCounts(query.select('comment.projectId', 'key'), actor)
        .groupBy('comment.projectId')
        .getRawMany<CountRow>(),
    );
  }

  /** Counts of the task comments the actor may see, per project or per task. */
  private async taskCommentCounts(
    scope: TenantScope,
    actor: Actor,
    by: 'project' | 'task',
    projectId?: string,
  ): Promise<Map<string, CommentCounts>> {
    const key = by === 'project' ? 'task.projectId' : 'comment.taskId';
    const query = TASK_COMMENTS.visibleQuery(scope, actor, true, false);
    if (projectId) query.andWhere('task.projectId = :projectId', { projectId });
    return countsBy(await withCounts(query.select(key, 'key'), actor).groupBy(key).getRawMany<CountRow>());
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

/** Selects how many comments, how many of them the actor's side has not read, and the newest one's time. */
function withCounts<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, actor: Actor): SelectQueryBuilder<T> {
  const flag = isTeamSide(actor) ? 'comment.isReadByTeam' : 'comment.isReadByClient';
  return query
    .addSelect('COUNT(*)', 'total')
    .addSelect(`COUNT(*) FILTER (WHERE ${flag} = false)`, 'unread')
    .addSelect('MAX(comment.createdAt)', 'last');
}

function countsBy(rows: CountRow[]): Map<string, CommentCounts> {
  return new Map(
    rows.map((row) => [
      row.key,
      {
        total: Number(row.total),
        unread: Number(row.unread),
        lastCommentAt: row.last === null ? null : new Date(row.last).toISOString(),
      },
    ]),
  );
}

function sumCounts(counts: CommentCounts[]): CommentCounts {
  return counts.reduce<CommentCounts>(
    (sum, count) => ({
      total: sum.total + count.total,
      unread: sum.unread + count.unread,
      lastCommentAt: latest(sum.lastCommentAt, count.lastCommentAt),
    }),
    NO_COMMENTS,
  );
}

function latest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

function toOverview(
  project: Project,
  projectComments: CommentCounts | null,
  taskCounts: Map<string, CommentCounts>,
): ProjectCommentOverview {
  const taskComments = taskCounts.get(project.id) ?? NO_COMMENTS;
  return {
    project: {
      id: project.id,
      name: project.name,
      status: project.status,
      isActive: project.isActive,
      clientCompany: project.clientCompany ? { id: project.clientCompany.id, name: project.clientCompany.name } : null,
    },
    projectComments,
    taskComments,
    unreadCount: (projectComments?.unread ?? 0) + taskComments.unread,
  };
}
