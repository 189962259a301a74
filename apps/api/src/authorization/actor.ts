import {
  TEAM_PERMISSION_FLAGS,
  type TeamPermissionFlag,
  type TeamPermissionFlags,
  type UserType,
} from '@taskflow/contracts';

export interface ClientRules {
  allowClientComments: boolean;
  requireApprovalForUpdates: boolean;
  clientPortalAccess: boolean;
  clientVisibilityDefault: boolean;
}

/** The signed-in user as every policy decision sees it, loaded fresh for each request. */
export interface Actor {
  userId: string;
  serviceProviderId: string;
  userType: UserType;
  clientCompanyId: string | null;
  /** Admins: all true; clients: all false; team: the agency's team permission set. */
  permissions: TeamPermissionFlags;
  clientRules: ClientRules;
}

/** Admins and team members are "the team side"; admins count as team for read state. */
export function isTeamSide(actor: Actor): boolean {
  return actor.userType !== 'client';
}

export function hasPermission(actor: Actor, flag: TeamPermissionFlag): boolean {
  return actor.permissions[flag];
}

export function allFlags(value: boolean): TeamPermissionFlags {
  return Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value])) as TeamPermissionFlags;
}

export function pickFlags(set: TeamPermissionFlags): TeamPermissionFlags {
  return Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, set[flag]])) as TeamPermissionFlags;
}
