import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleTasks } from '../authorization/visibility';
import { Project } from '../projects/project.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { TaskCount } from './task-count.entity';

/**
 * The task counts the database keeps (`TaskCount`, alias `counts`, joined to its `project`) that the actor may see:
 * the same visibility rules as the tasks, on the kept rows' project, assignee and client visibility. Sums of them are
 * the counts of the tasks themselves, at the cost of a few rows per project instead of every task.
 */
export function keptTaskCounts(scope: TenantScope, actor: Actor): SelectQueryBuilder<Project> {
  const query = scope
    .query(Project, 'project')
    .innerJoin(
      TaskCount,
      'counts',
      'counts.projectId = project.id AND counts.serviceProviderId = project.serviceProviderId',
    );
  return restrictToVisibleTasks(query, actor, 'counts', 'project');
}

/** How many tasks the actor may see (refined on the kept rows' columns), from the kept counts. */
export async function keptTaskTotal(
  scope: TenantScope,
  actor: Actor,
  refine: (query: SelectQueryBuilder<Project>) => SelectQueryBuilder<Project> = (query) => query,
): Promise<number> {
  const row = await refine(keptTaskCounts(scope, actor))
    .select('COALESCE(SUM(counts.total), 0)', 'total')
    .getRawOne<{ total: string }>();
  return Number(row?.total ?? 0);
}
