import { TEAM_PERMISSION_FLAGS, type TeamPermissionFlags } from '@taskflow/contracts';
import { TeamPermissionSet } from '../team-permissions/team-permission-set.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { effectivePermissions } from './effective-permissions';
import { TeamMemberProfile } from './team-member-profile.entity';

const ALL_GRANTED = Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, true])) as TeamPermissionFlags;

/** The agency's team permission set (every flag on until the agency has one). */
export async function teamPermissionDefaults(scope: TenantScope): Promise<TeamPermissionFlags> {
  const set = await scope.findOne(TeamPermissionSet, {});
  if (!set) return { ...ALL_GRANTED };
  return Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, set[flag]])) as TeamPermissionFlags;
}

/** The flags that apply to one team member: the agency's defaults with the member's overrides. */
export async function teamMemberPermissions(scope: TenantScope, userId: string): Promise<TeamPermissionFlags> {
  const [defaults, profile] = await Promise.all([
    teamPermissionDefaults(scope),
    scope.findOne(TeamMemberProfile, { userId }),
  ]);
  return effectivePermissions(defaults, profile?.permissionOverrides);
}
