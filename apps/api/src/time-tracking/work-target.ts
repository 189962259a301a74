import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { RequestValidationException } from '../errors/request-validation.exception';
import { Project } from '../projects/project.entity';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { Task } from '../tasks/task.entity';
import { TaskNotFoundException } from '../tasks/tasks.exception';
import type { TenantScope } from '../tenancy/tenant-scope';

export const PROJECT_REQUIRED_MESSAGE = 'projectId is required without taskId';
export const PROJECT_OF_OTHER_TASK_MESSAGE = "projectId must be the task's project";

/** What time is booked on: a project, and optionally one of its tasks. */
export interface WorkTarget {
  projectId: string;
  taskId: string | null;
  billableByDefault: boolean;
}

/**
 * The task (and its project) or the project the caller names, if the caller sees it: else 404 like a missing one.
 * `projectId` may be left out when `taskId` is given; given both, they must agree.
 */
export async function findWorkTarget(
  scope: TenantScope,
  actor: Actor,
  given: { taskId?: string | null; projectId?: string },
): Promise<WorkTarget> {
  if (given.taskId) {
    const task = await restrictToVisibleTasks(
      scope
        .query(Task, 'task')
        .innerJoin(Project, 'project', 'project.id = task.projectId')
        .select('task.projectId', 'projectId')
        .addSelect('project.billableByDefault', 'billableByDefault')
        .andWhere('task.id = :taskId', { taskId: given.taskId }),
      actor,
    ).getRawOne<{ projectId: string; billableByDefault: boolean }>();
    if (!task) throw new TaskNotFoundException();
    if (given.projectId && given.projectId !== task.projectId)
      throw RequestValidationException.of('projectId', 'INVALID_ID', PROJECT_OF_OTHER_TASK_MESSAGE);
    return { projectId: task.projectId, taskId: given.taskId, billableByDefault: task.billableByDefault };
  }
  if (!given.projectId) throw RequestValidationException.of('projectId', 'REQUIRED', PROJECT_REQUIRED_MESSAGE);
  const project = await restrictToVisibleProjects(
    scope
      .query(Project, 'project')
      .select('project.billableByDefault', 'billableByDefault')
      .andWhere('project.id = :projectId', { projectId: given.projectId }),
    actor,
  ).getRawOne<{ billableByDefault: boolean }>();
  if (!project) throw new ProjectNotFoundException();
  return { projectId: given.projectId, taskId: null, billableByDefault: project.billableByDefault };
}
