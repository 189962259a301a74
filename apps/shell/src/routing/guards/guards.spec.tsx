import { act, screen } from '@testing-library/react';
import { signedOut } from '@taskflow/auth';
import { markIntentionalSignOut } from '../sign-out-intent';
import { Route, Routes } from 'react-router-dom';
import { RouteTableGuard, type RouteTable } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { PreLaunchGuard } from './PreLaunchGuard';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireAuth } from './RequireAuth';

const location = () => screen.getByTestId('location');

// Route tables as the remotes declare them: the rules come from there, not from the shell.
const boardTable: RouteTable = [
  { path: '' },
  { path: 'kanban' },
  { path: 'projects/add', allowedUserTypes: ['admin', 'team'] },
  { path: 'projects/:projectId' },
  { path: 'team', allowedUserTypes: ['admin'] },
  { path: 'team/:memberId', allowedUserTypes: ['admin'] },
];
const marketingTable: RouteTable = [{ path: 'coming-soon' }, { path: 'imprint', closedBeforeLaunch: true }];

function guardedRoutes(preLaunch = false) {
  return (
    <Routes>
      <Route element={<PreLaunchGuard preLaunch={preLaunch} />}>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/unauthorized" element={<p>access denied</p>} />
        <Route
          path="/register"
          element={
            <RedirectIfSignedIn>
              <p>register page</p>
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/dashboard/*"
          element={
            <RequireAuth>
              <RouteTableGuard
                routes={boardTable}
                base="/dashboard"
                unknownPathsClosedBeforeLaunch
                preLaunch={preLaunch}
              >
                <p>dashboard page</p>
              </RouteTableGuard>
            </RequireAuth>
          }
        />
        <Route
          path="/*"
          element={
            <RouteTableGuard routes={marketingTable} base="" preLaunch={preLaunch}>
              <Routes>
                <Route path="coming-soon" element={<p>coming soon</p>} />
                <Route path="imprint" element={<p>imprint</p>} />
              </Routes>
            </RouteTableGuard>
          }
        />
      </Route>
    </Routes>
  );
}

describe('sign-in guard', () => {
  afterEach(() => localStorage.clear());

  it('sends a signed-out visitor to /login and remembers where they wanted to go', async () => {
    await renderWithProviders(guardedRoutes(), { route: '/dashboard/kanban?projectId=7' });
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(JSON.parse(location().dataset['state'] ?? 'null')).toEqual({
      from: { pathname: '/dashboard/kanban', search: '?projectId=7', hash: '' },
    });
  });

  it('announces a session that ended without a logout (failed token refresh)', async () => {
    const { store } = await renderWithProviders(guardedRoutes(), { route: '/dashboard/kanban', user: testUser() });
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('leaves the explanation of a session the server ended for a reason to the sign-in page', async () => {
    const { store } = await renderWithProviders(guardedRoutes(), {
      route: '/dashboard/kanban',
      user: testUser({ userType: 'client' }),
    });
    act(() => {
      store.dispatch(signedOut('clientPortalDisabled'));
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('says nothing about expiry after a deliberate logout', async () => {
    const { store } = await renderWithProviders(guardedRoutes(), { route: '/dashboard/kanban', user: testUser() });
    act(() => {
      markIntentionalSignOut();
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    await renderWithProviders(guardedRoutes(), { route: '/dashboard/kanban', user: testUser({ userType: 'client' }) });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});

describe('role guard', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['team', '/dashboard/team'],
    ['team', '/dashboard/team/42'],
    ['client', '/dashboard/projects/add'],
    ['client', '/dashboard/team'],
  ] as const)('sends a %s user from %s to /unauthorized', async (userType, route) => {
    await renderWithProviders(guardedRoutes(), { route, user: testUser({ userType }) });
    expect(screen.getByText('access denied')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/unauthorized');
  });

  it.each([
    ['admin', '/dashboard/team/42'],
    ['team', '/dashboard/projects/add'],
    ['client', '/dashboard/projects/7'],
  ] as const)('lets a %s user open %s', async (userType, route) => {
    await renderWithProviders(guardedRoutes(), { route, user: testUser({ userType }) });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});

describe('register redirect', () => {
  afterEach(() => localStorage.clear());

  it('sends a signed-in user from /register to /dashboard', async () => {
    await renderWithProviders(guardedRoutes(), { route: '/register', user: testUser() });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('shows the registration to visitors', async () => {
    await renderWithProviders(guardedRoutes(), { route: '/register' });
    expect(screen.getByText('register page')).toBeInTheDocument();
  });
});

describe('pre-launch guard', () => {
  afterEach(() => localStorage.clear());

  it.each(['/login', '/register', '/imprint', '/dashboard/whatever'])(
    'redirects %s to /coming-soon when on',
    async (route) => {
      await renderWithProviders(guardedRoutes(true), { route });
      expect(screen.getByText('coming soon')).toBeInTheDocument();
    },
  );

  it('keeps the dashboard routes behind the sign-in guard when on', async () => {
    await renderWithProviders(guardedRoutes(true), { route: '/dashboard/kanban' });
    // The sign-in guard sends the visitor to /login, which the launch guard closes in turn.
    expect(screen.getByText('coming soon')).toBeInTheDocument();
  });

  it("closes a signed-in user's dashboard path outside the remote tables when on, and leaves the others open", async () => {
    const { unmount } = await renderWithProviders(guardedRoutes(true), {
      route: '/dashboard/whatever',
      user: testUser(),
    });
    expect(screen.getByText('coming soon')).toBeInTheDocument();
    unmount();
    await renderWithProviders(guardedRoutes(true), { route: '/dashboard/kanban', user: testUser() });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it.each(['/login', '/imprint', '/register'])('leaves %s open when off', async (route) => {
    await renderWithProviders(guardedRoutes(false), { route });
    expect(location()).toHaveTextContent(route);
  });
});
