import { TEAM_PERMISSION_FLAGS, isTeamPermissionFlag } from './permissions';

describe('team permission flags', () => {
  it('lists the fifteen flags of docs/roles-and-permissions.md', () => {
    expect(TEAM_PERMISSION_FLAGS).toHaveLength(15);
    expect(new Set(TEAM_PERMISSION_FLAGS).size).toBe(15);
  });

  it('recognises a flag name and rejects anything else', () => {
    expect(isTeamPermissionFlag('canViewAllTasks')).toBe(true);
    expect(isTeamPermissionFlag('canDoEverything')).toBe(false);
  });
});
