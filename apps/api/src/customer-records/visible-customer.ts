import type { Actor } from '../authorization/actor';
import type { TenantScope } from '../tenancy/tenant-scope';
import { Customer } from './customer.entity';
import { CustomerNotFoundException } from './customer-records.exception';

/** The customer if the actor may see it (clients only their own); otherwise 404, exactly like a missing one. */
export async function findVisibleCustomer(scope: TenantScope, actor: Actor, id: string): Promise<Customer> {
  const customer = await scope.findOne(Customer, { id });
  if (!customer || (actor.userType === 'client' && actor.clientCompanyId !== id)) throw new CustomerNotFoundException();
  return customer;
}
