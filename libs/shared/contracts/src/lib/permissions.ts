export const TEAM_PERMISSION_FLAGS = [
  'canCreateTasks',
  'canEditTasks',
  'canDeleteTasks',
  'canCreateProjects',
  'canEditProjects',
  'canDeleteProjects',
  'canAddCustomers',
  'canEditCustomers',
  'canDeleteCustomers',
  'canInviteTeamMembers',
  'canManageTeam',
  'canAccessReports',
  'canManageSettings',
  'canViewAllProjects',
  'canViewAllTasks',
] as const;
export type TeamPermissionFlag = (typeof TEAM_PERMISSION_FLAGS)[number];

export type TeamPermissionFlags = Record<TeamPermissionFlag, boolean>;

export interface TeamPermissionSet extends TeamPermissionFlags {
  id: string;
  serviceProviderId: string;
  createdAt: string;
  updatedAt: string;
}

/** PUT /api/team-permissions: any subset of the 15 flags; the others keep their value. */
export type UpdateTeamPermissionsRequest = Partial<TeamPermissionFlags>;

export function isTeamPermissionFlag(value: string): value is TeamPermissionFlag {
  return (TEAM_PERMISSION_FLAGS as readonly string[]).includes(value);
}
