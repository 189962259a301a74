import type { TeamMemberView } from '@taskflow/contracts';
import { member as teamMember } from '../testing/team-fixtures';
import { defaultInvitationPermissions, filterMembers, teamTotals } from './team-rows';

const NO_FIGURES: TeamMemberView['figures'] = {
  activeTasks: 0,
  completedLast30Days: 0,
  openEstimatedHours: 0,
  workloadPercent: 0,
  onTimeRate: null,
  completedWithDueDate: 0,
  clientCompanies: [],
  lastActivityAt: null,
};

/** A member with no figures unless given, named by its id. */
const member = (id: string, changes: Partial<TeamMemberView> = {}, figures: Partial<TeamMemberView['figures']> = {}) =>
  teamMember(id, 'Tom', { lastName: id, ...changes, figures: { ...NO_FIGURES, ...figures } });

describe('team list rules', () => {
  it('filters by search (name, email, role, skills), department and status', () => {
    const members = [
      member('a', { skills: ['Figma'], department: 'design' }),
      member('b', { status: 'inactive' }),
      member('c', { jobTitle: 'Project Manager', department: 'management' }),
    ];
    expect(filterMembers(members, { query: 'figma', department: '', status: '' }).map((m) => m.id)).toEqual(['a']);
    expect(filterMembers(members, { query: 'manager', department: '', status: '' }).map((m) => m.id)).toEqual(['c']);
    expect(filterMembers(members, { query: '', department: 'development', status: '' }).map((m) => m.id)).toEqual([
      'b',
    ]);
    expect(filterMembers(members, { query: '', department: '', status: 'active' }).map((m) => m.id)).toEqual([
      'a',
      'c',
    ]);
  });

  it('adds up the server figures, the on-time rate weighted by completed tasks with a due date', () => {
    const totals = teamTotals([
      member('a', {}, { activeTasks: 2, completedLast30Days: 3, onTimeRate: 100, completedWithDueDate: 1 }),
      member('b', {}, { activeTasks: 1, completedLast30Days: 1, onTimeRate: 50, completedWithDueDate: 2 }),
      member('c', { status: 'inactive' }),
    ]);
    expect(totals).toEqual({ members: 2, activeTasks: 3, completed: 4, onTimeRate: 67 });
    expect(teamTotals([member('x')]).onTimeRate).toBeNull();
  });

  it('preselects the invitation options the team defaults already grant', () => {
    const defaults = {
      canCreateTasks: true,
      canEditTasks: true,
      canDeleteTasks: false,
      canCreateProjects: false,
      canEditProjects: false,
      canDeleteProjects: false,
      canAddCustomers: false,
      canEditCustomers: false,
      canDeleteCustomers: false,
      canInviteTeamMembers: false,
      canManageTeam: false,
      canAccessReports: true,
      canManageSettings: false,
      canViewAllProjects: true,
      canViewAllTasks: false,
    };
    expect(defaultInvitationPermissions(defaults)).toEqual([
      'projects.view',
      'clients.view',
      'team.view',
      'reports.view',
    ]);
  });
});
