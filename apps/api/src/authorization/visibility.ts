import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from './actor';

/** Limits a project query to what the actor may see: clients their company's, team members without canViewAllProjects those they work on. */
export function restrictToVisibleProjects<T extends object>(
  query: SelectQueryBuilder<T>,
  actor: Actor,
  alias = 'project',
): SelectQueryBuilder<T> {
  if (actor.userType === 'client') {
    return query.andWhere(`${alias}.clientCompanyId = :actorCompanyId`, { actorCompanyId: actor.clientCompanyId });
  }
  if (!actor.permissions.canViewAllProjects) {
    return query.andWhere(
      `EXISTS (SELECT 1 FROM task assigned_task WHERE assigned_task.project_id = ${alias}.id AND assigned_task.assigned_to_id = :actorId)`,
      { actorId: actor.userId },
    );
  }
  return query;
}

/** Limits a task query (joined with its project as `projectAlias`) to what the actor may see. */
export function restrictToVisibleTasks<T extends object>(
  query: SelectQueryBuilder<T>,
  actor: Actor,
  alias = 'task',
  projectAlias = 'project',
): SelectQueryBuilder<T> {
  restrictToVisibleTasksOfVisibleProject(query, actor, alias);
  if (actor.userType === 'client')
    query.andWhere(`${projectAlias}.clientCompanyId = :actorCompanyId`, { actorCompanyId: actor.clientCompanyId });
  return query;
}

/**
 * Limits a query of one project's tasks to what the actor may see, for a statement that has checked the project's
 * visibility itself (restrictToVisibleProjects): clients their client-visible tasks, team members without
 * canViewAllTasks their own.
 */
export function restrictToVisibleTasksOfVisibleProject<T extends object>(
  query: SelectQueryBuilder<T>,
  actor: Actor,
  alias = 'task',
): SelectQueryBuilder<T> {
  if (actor.userType === 'client') return query.andWhere(`${alias}.isClientVisible = true`);
  if (!actor.permissions.canViewAllTasks) {
    return query.andWhere(`${alias}.assignedToId = :actorId`, { actorId: actor.userId });
  }
  return query;
}

/**
 * What the SQL of `restrictToVisibleTasks` and `restrictToVisibleTasksOfVisibleProject` is made of besides values, for
 * statements written once per kind (`TenantScope.prepared`): clients, team members who see only their own tasks, all.
 */
export function taskVisibilityKind(actor: Actor): 'client' | 'own' | 'all' {
  if (actor.userType === 'client') return 'client';
  return actor.permissions.canViewAllTasks ? 'all' : 'own';
}

/** `taskVisibilityKind` for `restrictToVisibleProjects`. */
export function projectVisibilityKind(actor: Actor): 'client' | 'own' | 'all' {
  if (actor.userType === 'client') return 'client';
  return actor.permissions.canViewAllProjects ? 'all' : 'own';
}

/** The values of the visibility conditions' parameters, by name (for `TenantScope.prepared`). */
export function visibilityParameters(actor: Actor): { actorId: string; actorCompanyId: string | null } {
  return { actorId: actor.userId, actorCompanyId: actor.clientCompanyId };
}
