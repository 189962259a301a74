import { redirectTargetAfterLogin } from './redirect-target';

describe('redirect after login', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(
      redirectTargetAfterLogin({ from: { pathname: '/dashboard/kanban', search: '?projectId=7', hash: '#top' } }),
    ).toBe('/dashboard/kanban?projectId=7#top');
  });

  it.each([
    null,
    undefined,
    {},
    { from: {} },
    { from: { pathname: '//evil.example' } },
    { from: { pathname: '/login' } },
  ])('defaults to /dashboard for %p', (state) => {
    expect(redirectTargetAfterLogin(state)).toBe('/dashboard');
  });
});
