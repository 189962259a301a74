import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { ServiceProvider } from '../service-providers/service-provider.entity';
import { TenantScope } from '../tenancy/tenant-scope';
import { TeamMemberLimitReachedException } from './users.exception';
import { User } from './user.entity';

export const TEAM_USER_TYPES = ['admin', 'team'] as const;

/** Locks the provider row (so concurrent additions queue) and refuses when the team is full. */
export async function assertTeamHasRoom(manager: EntityManager, serviceProviderId: string): Promise<void> {
  const provider = await manager
    .createQueryBuilder(ServiceProvider, 'provider')
    .setLock('pessimistic_write')
    .where('provider.id = :id', { id: serviceProviderId })
    .getOneOrFail();
  const members = await new TenantScope(serviceProviderId, manager).find(User, {
    where: { userType: In([...TEAM_USER_TYPES]) },
  });
  if (members.length >= provider.maxTeamMembers) throw new TeamMemberLimitReachedException(provider.maxTeamMembers);
}

/** Stores the number of admins and team members (pending included) on the provider. */
export async function syncTeamMemberCount(manager: EntityManager, serviceProviderId: string): Promise<void> {
  const members = await new TenantScope(serviceProviderId, manager).find(User, {
    where: { userType: In([...TEAM_USER_TYPES]) },
  });
  await manager.update(ServiceProvider, { id: serviceProviderId }, { currentTeamMembers: members.length });
}
