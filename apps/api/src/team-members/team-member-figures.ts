import type { TeamMemberFigures } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { ProjectComment } from '../comments/project-comment.entity';
import { TaskComment } from '../comments/task-comment.entity';
import { Message } from '../conversations/message.entity';
import { Task } from '../tasks/task.entity';
import type { SelectQueryBuilder } from 'typeorm';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { User } from '../users/user.entity';

export const COMPLETED_WINDOW_DAYS = 30;

interface TaskFigureRow {
  userId: string;
  activeTasks: string;
  openHours: string | null;
  completedRecently: string;
  completedWithDueDate: string;
  completedOnTime: string;
}

/**
 * The team page's figures of each user, computed from the database: open and recently completed tasks, the open
 * estimated hours against the weekly target, the on-time rate (completed on or before the due day, UTC), the client
 * companies of their tasks in active projects and their latest sign-in, comment or message. Tasks and comments count
 * as the viewer may see them (GET /api/tasks): a viewer without canViewAllTasks learns nothing of others' tasks here.
 */
export async function teamMemberFigures(
  scope: TenantScope,
  viewer: Actor,
  users: readonly Pick<User, 'id' | 'lastLoginAt'>[],
  weeklyTargetHours: (userId: string) => number,
): Promise<Map<string, TeamMemberFigures>> {
  const userIds = users.map((user) => user.id);
  const figures = new Map<string, TeamMemberFigures>();
  if (userIds.length === 0) return figures;

  const taskRows: TaskFigureRow[] = await restrictToVisibleTasks(
    scope.query(Task, 'task').innerJoin('task.project', 'project'),
    viewer,
  )
    .select('task.assignedToId', 'userId')
    .addSelect(`COUNT(*) FILTER (WHERE task.status <> 'completed')`, 'activeTasks')
    .addSelect(`SUM(task.estimatedTime) FILTER (WHERE task.status <> 'completed')`, 'openHours')
    .addSelect(
      `COUNT(*) FILTER (WHERE task.status = 'completed' AND task.completed_at >= now() - make_interval(days => ${COMPLETED_WINDOW_DAYS}))`,
      'completedRecently',
    )
    .addSelect(`COUNT(*) FILTER (WHERE task.status = 'completed' AND task.dueDate IS NOT NULL)`, 'completedWithDueDate')
    .addSelect(
      `COUNT(*) FILTER (WHERE task.status = 'completed' AND task.dueDate IS NOT NULL
        AND (task.completed_at AT TIME ZONE 'UTC')::date <= task.dueDate)`,
      'completedOnTime',
    )
    .andWhere('task.assignedToId IN (:...userIds)', { userIds })
    .groupBy('task.assignedToId')
    .getRawMany();

  const companyRows: { userId: string; id: string; name: string }[] = await restrictToVisibleTasks(
    scope.query(Task, 'task').innerJoin('task.project', 'project'),
    viewer,
  )
    .innerJoin('project.clientCompany', 'company')
    .select('task.assignedToId', 'userId')
    .addSelect('company.id', 'id')
    .addSelect('company.name', 'name')
    .distinct(true)
    .andWhere('task.assignedToId IN (:...userIds)', { userIds })
    .andWhere('project.isActive = true')
    .orderBy('company.name')
    .getRawMany();

  const latest = async <T extends TaskComment | ProjectComment | Message>(
    query: SelectQueryBuilder<T>,
    column: string,
  ): Promise<{ userId: string; at: Date | string | null }[]> =>
    query
      .select(`row.${column}`, 'userId')
      .addSelect('MAX(row.createdAt)', 'at')
      .andWhere(`row.${column} IN (:...userIds)`, { userIds })
      .groupBy(`row.${column}`)
      .getRawMany();
  const activityRows = [
    ...(await latest(
      restrictToVisibleTasks(
        scope.query(TaskComment, 'row').innerJoin('row.task', 'task').innerJoin('task.project', 'project'),
        viewer,
      ),
      'userId',
    )),
    ...(await latest(
      restrictToVisibleProjects(scope.query(ProjectComment, 'row').innerJoin('row.project', 'project'), viewer),
      'userId',
    )),
    ...(await latest(scope.query(Message, 'row'), 'senderId')),
  ];

  for (const user of users) {
    const row = taskRows.find((candidate) => candidate.userId === user.id);
    const openHours = Number(row?.openHours ?? 0);
    const target = weeklyTargetHours(user.id);
    const withDue = Number(row?.completedWithDueDate ?? 0);
    const moments = [user.lastLoginAt, ...activityRows.filter((a) => a.userId === user.id).map((a) => a.at)]
      .filter((value): value is Date | string => value !== null && value !== undefined)
      .map((value) => new Date(value).getTime());
    figures.set(user.id, {
      activeTasks: Number(row?.activeTasks ?? 0),
      completedLast30Days: Number(row?.completedRecently ?? 0),
      openEstimatedHours: openHours,
      workloadPercent: target > 0 ? Math.round((openHours / target) * 100) : null,
      onTimeRate: withDue > 0 ? Math.round((Number(row?.completedOnTime ?? 0) / withDue) * 100) : null,
      completedWithDueDate: withDue,
      clientCompanies: companyRows
        .filter((company) => company.userId === user.id)
        .map((company) => ({ id: company.id, name: company.name })),
      lastActivityAt: moments.length > 0 ? new Date(Math.max(...moments)).toISOString() : null,
    });
  }
  return figures;
}
