import { allowedUserTypesFor, canOpenPath, isBoardRoute, isClosedBeforeLaunch } from './route-access';

describe('route access', () => {
  it.each([
    ['/dashboard/projects/add', 'admin', true],
    ['/dashboard/projects/add', 'team', true],
    ['/dashboard/projects/add', 'client', false],
    ['/dashboard/team', 'admin', true],
    ['/dashboard/team', 'team', false],
    ['/dashboard/team/', 'team', false],
    ['/dashboard/team/42', 'team', false],
    ['/dashboard/team/42', 'client', false],
    ['/dashboard/team/42', 'admin', true],
    ['/dashboard/projects/42', 'client', true],
    ['/dashboard/settings', 'client', true],
    ['/dashboard', 'team', true],
  ] as const)('%s for %s: %s', (path, userType, allowed) => {
    expect(canOpenPath(path, userType)).toBe(allowed);
  });

  it('allows guarded pages to nobody without a user type', () => {
    expect(canOpenPath('/dashboard/team', undefined)).toBe(false);
    expect(allowedUserTypesFor('/dashboard/kanban')).toBeNull();
  });

  it('knows the board pages of the route table', () => {
    expect(isBoardRoute('/dashboard')).toBe(true);
    expect(isBoardRoute('/dashboard/')).toBe(true);
    expect(isBoardRoute('/dashboard/projects/add')).toBe(true);
    expect(isBoardRoute('/dashboard/customers/7')).toBe(true);
    expect(isBoardRoute('/dashboard/projects/7/edit')).toBe(false);
    expect(isBoardRoute('/dashboard/nothing-here')).toBe(false);
  });

  it.each([
    ['/login', true],
    ['/register', true],
    ['/imprint', true],
    ['/terms', true],
    ['/privacy', true],
    ['/get-started', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/accept-invitation', true],
    ['/dashboard/nothing-here', true],
    ['/dashboardx', true],
    ['/dashboard', false],
    ['/dashboard/team/3', false],
    ['/dashboard/messages', false],
    ['/', false],
    ['/features', false],
    ['/coming-soon', false],
    ['/unauthorized', false],
  ])('before launch, %s is closed: %s', (path, closed) => {
    expect(isClosedBeforeLaunch(path)).toBe(closed);
  });
});
