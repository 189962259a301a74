import {
  INVITATION_PERMISSION_FLAGS,
  TEAM_PERMISSION_FLAGS,
  type InvitationPermission,
  type PermissionOverrides,
  type TeamPermissionFlag,
  type TeamPermissionFlags,
  type UserType,
} from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import type { TenantScope } from '../tenancy/tenant-scope';
import { teamMemberPermissions } from './member-permissions';
import {
  AdminsManagedByAdminsException,
  CannotGrantPermissionException,
  MemberBeyondYourPermissionsException,
} from './team-authority.exception';

// The team's permission rules (apps/api/README.md, "Who may grant, change and remove what"): admins manage everyone
// and grant anything; a team member never grants, changes or removes a flag they do not hold, never reaches an
// account that holds more than they do, and never changes an admin.

/** The flags of `flags` that `actor` does not hold (none for admins). */
export function flagsBeyond(actor: Actor, flags: TeamPermissionFlags): TeamPermissionFlag[] {
  if (actor.userType === 'admin') return [];
  return TEAM_PERMISSION_FLAGS.filter((flag) => flags[flag] && !actor.permissions[flag]);
}

/**
 * Throws 403 unless `actor` may change, deactivate, reactivate, delete, re-invite or withdraw the invitation of
 * `user`: admins anyone; team members never an admin, nor a team member holding a flag they lack (whatever the
 * account's status: reactivating it would hand those flags back). Clients hold no flags.
 */
export async function assertMayManageMember(
  scope: TenantScope,
  actor: Actor,
  user: { id: string; userType: UserType },
): Promise<void> {
  if (actor.userType === 'admin') return;
  if (user.userType === 'admin') throw new AdminsManagedByAdminsException();
  if (user.userType !== 'team' || user.id === actor.userId) return;
  if (flagsBeyond(actor, await teamMemberPermissions(scope, user.id)).length > 0)
    throw new MemberBeyondYourPermissionsException();
}

/**
 * Checks a change of a member's overrides (flag → true, false or null for the default): a team member changes only
 * flags they hold, so no flag anyone ends up with exceeds theirs, and none they lack is taken away either.
 */
export function assertMayChangeOverrides(
  actor: Actor,
  current: PermissionOverrides,
  changes: Partial<Record<TeamPermissionFlag, boolean | null>>,
): void {
  if (actor.userType === 'admin') return;
  for (const flag of TEAM_PERMISSION_FLAGS) {
    const value = changes[flag];
    if (value === undefined || value === (current[flag] ?? null)) continue;
    if (!actor.permissions[flag]) throw new CannotGrantPermissionException();
  }
}

/** Throws 403 when an invitation's options name a flag the inviting team member lacks. */
export function assertMayOffer(actor: Actor, options: readonly string[] | undefined): void {
  if (actor.userType === 'admin' || !options) return;
  const offered = options.flatMap((option) => INVITATION_PERMISSION_FLAGS[option as InvitationPermission] ?? []);
  if (offered.some((flag) => !actor.permissions[flag])) throw new CannotGrantPermissionException();
}

/**
 * The overrides of an account a team member creates (an invitation, POST /users): every flag the creator lacks is
 * off, so the account never holds more than its creator held when creating it, whatever the agency's defaults are
 * then or later. Admins' choices stay as they are.
 */
export function cappedOverrides(actor: Actor, overrides: PermissionOverrides): PermissionOverrides {
  if (actor.userType === 'admin') return overrides;
  const capped: PermissionOverrides = { ...overrides };
  for (const flag of TEAM_PERMISSION_FLAGS) if (!actor.permissions[flag]) capped[flag] = false;
  return capped;
}
