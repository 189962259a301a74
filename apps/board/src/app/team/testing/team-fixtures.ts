import {
  TEAM_PERMISSION_FLAGS,
  type PendingInvitationView,
  type TeamMemberDetailView,
  type TeamMemberView,
} from '@taskflow/contracts';

export const flags = (value: boolean) => Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value]));

export function member(id: string, firstName: string, changes: Partial<TeamMemberView> = {}): TeamMemberView {
  return {
    id,
    firstName,
    lastName: 'Muster',
    email: `${id}@example.com`,
    phone: null,
    userType: 'team',
    status: 'active',
    jobTitle: 'Frontend Developer',
    department: 'development',
    location: null,
    bio: null,
    skills: [],
    emergencyContact: null,
    weeklyTargetHours: 40,
    joinedAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    permissionOverrides: {},
    twoFactorEnabled: false,
    figures: {
      activeTasks: 3,
      completedLast30Days: 2,
      openEstimatedHours: 10,
      workloadPercent: 25,
      onTimeRate: 50,
      completedWithDueDate: 2,
      clientCompanies: [{ id: 'c1', name: 'Müller Bau GmbH' }],
      lastActivityAt: null,
    },
    ...changes,
  };
}

/** A member as the member page reads it: every permission on by default and in effect. */
export function memberDetail(id: string, firstName: string, changes: Partial<TeamMemberDetailView> = {}) {
  return {
    ...member(id, firstName),
    defaultPermissions: flags(true) as TeamMemberDetailView['defaultPermissions'],
    effectivePermissions: flags(true) as TeamMemberDetailView['effectivePermissions'],
    ...changes,
  } satisfies TeamMemberDetailView;
}

export function invitation(id: string, changes: Partial<PendingInvitationView> = {}): PendingInvitationView {
  return {
    id,
    userId: `user-${id}`,
    firstName: 'Ida',
    lastName: 'Invited',
    email: 'ida@example.com',
    role: 'Backend Developer',
    department: 'development',
    invitedAt: '2026-03-01T00:00:00.000Z',
    expiresAt: '2026-03-08T00:00:00.000Z',
    expired: false,
    ...changes,
  };
}
