import type { TenantScope } from '../tenancy/tenant-scope';
import { Task } from '../tasks/task.entity';
import type { User } from '../users/user.entity';

/**
 * Whether these people may share one conversation: every client in it may only meet people of their own
 * company, admins, and team members working on a task of their company's projects (the scope already
 * keeps everyone inside one provider).
 */
export async function mayShareConversation(scope: TenantScope, people: User[]): Promise<boolean> {
  const clientCompanies = new Set(
    people.filter((person) => person.userType === 'client').map((person) => person.clientCompanyId),
  );
  if (clientCompanies.size === 0) return true;
  if (clientCompanies.size > 1) return false;
  const [companyId] = [...clientCompanies];
  const team = people.filter((person) => person.userType === 'team');
  if (people.some((person) => person.userType === 'client' && !person.clientCompanyId)) return false;
  if (team.length === 0) return true;
  const working = await scope
    .query(Task, 'task')
    .innerJoin('task.project', 'project')
    .select('DISTINCT task.assignedToId', 'userId')
    .andWhere('project.clientCompanyId = :companyId', { companyId })
    .andWhere('task.assignedToId IN (:...teamIds)', { teamIds: team.map((person) => person.id) })
    .getRawMany<{ userId: string }>();
  return working.length === team.length;
}
