import { isClosedBeforeLaunch } from './route-access';

describe('route access', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/accept-invitation', true],
    ['/dashboardx', true],
    // Inside the areas the remotes' route tables decide (see guards.spec.tsx).
    ['/dashboard', false],
    ['/dashboard/nothing-here', false],
    ['/imprint', false],
    ['/', false],
    ['/features', false],
    ['/coming-soon', false],
    ['/unauthorized', false],
  ])('before launch, the shell itself closes %s: %s', (path, closed) => {
    expect(isClosedBeforeLaunch(path)).toBe(closed);
  });
});
