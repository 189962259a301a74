import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '../../testing';
import { PageHeaderProvider, useRouteHeaderState } from '../page-header/PageHeaderProvider';
import type { RouteTable } from './route-table';
import { RouteTableGuard } from './RouteTableGuard';

const dashboardTable: RouteTable = [
  { path: '', titleKey: 'common:appName' },
  { path: 'kanban' },
  { path: 'projects/add', allowedUserTypes: ['admin', 'team'] },
  {
    path: 'projects/:projectId',
    titleKey: 'common:appName',
    breadcrumbs: [{ labelKey: 'common:actions.back', path: 'projects' }, { labelKey: 'common:actions.close' }],
  },
  { path: 'team', allowedUserTypes: ['admin'] },
];
const publicTable: RouteTable = [{ path: '' }, { path: 'imprint', closedBeforeLaunch: true }];

function RouteHeaderProbe() {
  const header = useRouteHeaderState();
  return <output data-testid="route-header">{JSON.stringify(header)}</output>;
}

function areas(preLaunch = false) {
  return (
    <PageHeaderProvider>
      <RouteHeaderProbe />
      <Routes>
        <Route path="/unauthorized" element={<p>access denied</p>} />
        <Route path="/coming-soon" element={<p>coming soon</p>} />
        <Route
          path="/dashboard/*"
          element={
            <RouteTableGuard
              routes={dashboardTable}
              base="/dashboard"
              unknownPathsClosedBeforeLaunch
              preLaunch={preLaunch}
            >
              <p>dashboard page</p>
            </RouteTableGuard>
          }
        />
        <Route
          path="/*"
          element={
            <RouteTableGuard routes={publicTable} base="" preLaunch={preLaunch}>
              <p>public page</p>
            </RouteTableGuard>
          }
        />
      </Routes>
    </PageHeaderProvider>
  );
}

const location = () => screen.getByTestId('location');
const routeHeader = () => JSON.parse(screen.getByTestId('route-header').textContent ?? 'null');

describe('RouteTableGuard', () => {
  it.each([
    ['team', '/dashboard/team'],
    ['client', '/dashboard/projects/add'],
  ] as const)('sends a %s user from %s to /unauthorized', async (userType, route) => {
    await renderWithProviders(areas(), { route, user: testUser({ userType }) });
    expect(screen.getByText('access denied')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/unauthorized');
  });

  it.each([
    ['admin', '/dashboard/team'],
    ['team', '/dashboard/projects/add'],
    ['client', '/dashboard/projects/7'],
    ['client', '/dashboard/no-such-page'],
  ] as const)('lets a %s user open %s', async (userType, route) => {
    await renderWithProviders(areas(), { route, user: testUser({ userType }) });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('publishes the title and the breadcrumbs of the table entry, links below the area', async () => {
    await renderWithProviders(areas(), { route: '/dashboard/projects/42', user: testUser() });
    expect(routeHeader()).toEqual({
      titleKey: 'common:appName',
      breadcrumbs: [
        { labelKey: 'common:actions.back', path: '/dashboard/projects' },
        { labelKey: 'common:actions.close' },
      ],
    });
  });

  it('publishes neither title nor breadcrumbs for a path outside the table', async () => {
    await renderWithProviders(areas(), { route: '/dashboard/no-such-page', user: testUser() });
    expect(routeHeader()).toEqual({ breadcrumbs: [] });
  });

  it.each(['/dashboard/no-such-page', '/imprint'])('before launch, sends %s to /coming-soon', async (route) => {
    await renderWithProviders(areas(true), { route, user: testUser() });
    expect(screen.getByText('coming soon')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/kanban', 'dashboard page'],
    ['/', 'public page'],
    ['/no-such-page', 'public page'],
  ])('before launch, leaves %s open', async (route, text) => {
    await renderWithProviders(areas(true), { route, user: testUser() });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
