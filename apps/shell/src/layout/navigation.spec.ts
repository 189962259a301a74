import { activeNavKey, visibleNavItems } from './navigation';

describe('sidebar navigation', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/projects', 'projects'],
    ['/dashboard/projects/add', 'projects'],
    ['/dashboard/projects/42', 'projects'],
    ['/dashboard/kanban', 'kanban'],
    ['/dashboard/messages', 'messages'],
    ['/dashboard/settings', 'settings'],
    ['/dashboard/team/7', 'team'],
    ['/dashboard/time', 'time'],
    ['/dashboard/time/reports', 'time'],
    ['/dashboard/unknown', 'dashboard'],
    ['/dashboard/projectsarchive', 'dashboard'],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });

  it('shows the team page only to admins', () => {
    expect(visibleNavItems('admin').map((item) => item.key)).toContain('team');
    expect(visibleNavItems('team').map((item) => item.key)).not.toContain('team');
    expect(visibleNavItems('client').map((item) => item.key)).not.toContain('team');
    expect(visibleNavItems(undefined).map((item) => item.key)).not.toContain('team');
  });

  it('shows a client only what a client can use (no customers, no team)', () => {
    expect(visibleNavItems('client').map((item) => item.key)).toEqual([
      'dashboard',
      'projects',
      'tasks',
      'kanban',
      'messages',
      'settings',
    ]);
    expect(visibleNavItems('team').map((item) => item.key)).toContain('customers');
    expect(visibleNavItems('team').map((item) => item.key)).toContain('time');
    expect(visibleNavItems('admin').map((item) => item.key)).toContain('time');
  });
});
