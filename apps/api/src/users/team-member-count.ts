import { In } from 'typeorm';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from './user.entity';
import { TeamMemberLimitReachedException } from './users.exception';

export const TEAM_USER_TYPES = ['admin', 'team'] as const;

/** Locks the agency row (so concurrent additions queue) and refuses when the team is full. Call in a transaction. */
export async function assertTeamHasRoom(scope: TenantScope): Promise<void> {
  const agency = await scope.tenant({ lock: true });
  const members = await scope.count(User, { userType: In([...TEAM_USER_TYPES]) });
  if (members >= agency.maxTeamMembers) throw new TeamMemberLimitReachedException(agency.maxTeamMembers);
}

/** Stores the number of admins and team members (pending included) on the agency. */
export async function syncTeamMemberCount(scope: TenantScope): Promise<void> {
  await scope.updateTenant({ currentTeamMembers: await scope.count(User, { userType: In([...TEAM_USER_TYPES]) }) });
}
