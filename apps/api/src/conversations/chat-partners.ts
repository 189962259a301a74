import type { PageQuery } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { pageOf, type ListPage } from '../common/list-page';
import type { TenantScope } from '../tenancy/tenant-scope';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/**
 * Whether these people may share one conversation: every client in it may only meet people of their own
 * company, admins, and team members working on a task of their company's projects (the scope already
 * keeps everyone inside one agency).
 */
export async function mayShareConversation(scope: TenantScope, people: User[]): Promise<boolean> {
  const customerIds = new Set(
    people.filter((person) => person.userType === 'client').map((person) => person.clientCompanyId),
  );
  if (customerIds.size === 0) return true;
  if (customerIds.size > 1) return false;
  const [customerId] = [...customerIds];
  const team = people.filter((person) => person.userType === 'team');
  if (people.some((person) => person.userType === 'client' && !person.clientCompanyId)) return false;
  if (team.length === 0) return true;
  const working = await scope
    .query(Task, 'task')
    .innerJoin('task.project', 'project')
    .select('DISTINCT task.assignedToId', 'userId')
    .andWhere('project.clientCompanyId = :customerId', { customerId })
    .andWhere('task.assignedToId IN (:...teamIds)', { teamIds: team.map((person) => person.id) })
    .getRawMany<{ userId: string }>();
  return working.length === team.length;
}

/**
 * A page of the active people `actor` may start a conversation with (the same rule as mayShareConversation for the
 * actor and one other person), everyone but the actor, by last and first name.
 */
export async function chatPartners(scope: TenantScope, actor: Actor, page?: PageQuery): Promise<ListPage<User>> {
  const query = scope
    .query(User, 'user')
    .leftJoinAndSelect('user.clientCompany', 'clientCompany')
    .andWhere('user.status = :active', { active: 'active' })
    .andWhere('user.id <> :actorId', { actorId: actor.userId })
    .orderBy('user.lastName')
    .addOrderBy('user.firstName')
    .addOrderBy('user.id');
  // A client shares a project's work through a task of it assigned to a team member.
  const worksFor = (teamAlias: string, companyExpression: string) =>
    `EXISTS (SELECT 1 FROM task shared_task JOIN project shared_project ON shared_project.id = shared_task.project_id
      WHERE shared_task.assigned_to_id = ${teamAlias} AND shared_project.client_company_id = ${companyExpression})`;
  if (actor.userType === 'admin') {
    query.andWhere("(user.userType <> 'client' OR user.clientCompanyId IS NOT NULL)");
  } else if (actor.userType === 'team') {
    query.andWhere(
      `(user.userType <> 'client' OR (user.clientCompanyId IS NOT NULL AND ${worksFor(':actorId', 'user.client_company_id')}))`,
    );
  } else {
    if (!actor.clientCompanyId) return { items: [], total: 0 };
    query.andWhere(
      `(user.userType = 'admin' OR user.clientCompanyId = :customerId OR (user.userType = 'team' AND ${worksFor('user.id', ':customerId')}))`,
      { customerId: actor.clientCompanyId },
    );
  }
  return pageOf(query, page);
}
