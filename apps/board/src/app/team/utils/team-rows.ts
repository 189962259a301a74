import type { TeamMemberView, TeamPermissionFlag, TeamPermissionFlags } from '@taskflow/contracts';
import { INVITATION_PERMISSIONS, INVITATION_PERMISSION_FLAGS, type InvitationPermission } from '@taskflow/contracts';
import { matchesQuery } from '@taskflow/ui';

export interface TeamFilters {
  query: string;
  department: string;
  status: '' | 'active' | 'inactive';
}

/** Search (name, email, role, skills), department and status filters of the team list. */
export function filterMembers(members: readonly TeamMemberView[], filters: TeamFilters): TeamMemberView[] {
  return members.filter((member) => {
    if (filters.department && member.department !== filters.department) return false;
    if (filters.status && member.status !== filters.status) return false;
    return matchesQuery(
      filters.query,
      `${member.firstName} ${member.lastName}`,
      member.email,
      member.jobTitle,
      ...member.skills,
    );
  });
}

/** The summary cards: members, their active tasks, completed in 30 days and the on-time rate of them all. */
export function teamTotals(members: readonly TeamMemberView[]) {
  const completedWithDue = members.reduce((sum, member) => sum + member.figures.completedWithDueDate, 0);
  const onTime = members.reduce(
    (sum, member) => sum + Math.round(((member.figures.onTimeRate ?? 0) * member.figures.completedWithDueDate) / 100),
    0,
  );
  return {
    members: members.filter((member) => member.status === 'active').length,
    activeTasks: members.reduce((sum, member) => sum + member.figures.activeTasks, 0),
    completed: members.reduce((sum, member) => sum + member.figures.completedLast30Days, 0),
    onTimeRate: completedWithDue > 0 ? Math.round((onTime / completedWithDue) * 100) : null,
  };
}

/** The invitation options the agency's defaults already grant (an option without flags is always granted). */
export function defaultInvitationPermissions(defaults: TeamPermissionFlags | undefined): InvitationPermission[] {
  return INVITATION_PERMISSIONS.filter((option) =>
    INVITATION_PERMISSION_FLAGS[option].every((flag: TeamPermissionFlag) => defaults?.[flag] ?? false),
  );
}

/** The flags grouped as on the settings tab (docs/roles-and-permissions.md#team-member). */
export const PERMISSION_GROUPS: { key: string; flags: TeamPermissionFlag[] }[] = [
  { key: 'tasks', flags: ['canCreateTasks', 'canEditTasks', 'canDeleteTasks'] },
  { key: 'projects', flags: ['canCreateProjects', 'canEditProjects', 'canDeleteProjects'] },
  { key: 'customers', flags: ['canAddCustomers', 'canEditCustomers', 'canDeleteCustomers'] },
  { key: 'team', flags: ['canInviteTeamMembers', 'canManageTeam'] },
  { key: 'access', flags: ['canAccessReports', 'canManageSettings', 'canViewAllProjects', 'canViewAllTasks'] },
];
