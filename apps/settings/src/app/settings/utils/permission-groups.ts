import { TEAM_PERMISSION_FLAGS, type TeamPermissionFlag, type TeamPermissionFlags } from '@taskflow/contracts';

/** The fifteen team permission flags in the settings tab's five groups (docs/roles-and-permissions.md#team-member). */
export const PERMISSION_GROUPS: readonly { group: string; flags: readonly TeamPermissionFlag[] }[] = [
  { group: 'tasks', flags: ['canCreateTasks', 'canEditTasks', 'canDeleteTasks'] },
  { group: 'projects', flags: ['canCreateProjects', 'canEditProjects', 'canDeleteProjects'] },
  { group: 'customers', flags: ['canAddCustomers', 'canEditCustomers', 'canDeleteCustomers'] },
  { group: 'team', flags: ['canInviteTeamMembers', 'canManageTeam'] },
  { group: 'access', flags: ['canAccessReports', 'canManageSettings', 'canViewAllProjects', 'canViewAllTasks'] },
];

/** Only the fifteen flags of a permission set (without id and dates). */
export function pickPermissionFlags(set: TeamPermissionFlags): TeamPermissionFlags {
  return Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, set[flag]])) as TeamPermissionFlags;
}
