import type { Actor } from '../authorization/actor';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ClientCompany } from './client-company.entity';
import { ClientCompanyNotFoundException } from './client-companies.exception';

/** The company if the actor may see it (clients only their own); otherwise 404, exactly like a missing one. */
export async function findVisibleCompany(scope: TenantScope, actor: Actor, id: string): Promise<ClientCompany> {
  const company = await scope.findOne(ClientCompany, { id });
  if (!company || (actor.userType === 'client' && actor.clientCompanyId !== id))
    throw new ClientCompanyNotFoundException();
  return company;
}
