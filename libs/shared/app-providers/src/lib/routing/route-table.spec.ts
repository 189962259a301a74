import type { RouteTable } from './route-table';
import {
  canOpenRoute,
  isClosedBeforeLaunch,
  matchAreaPath,
  matchRouteTable,
  pathWithinArea,
  resolveBreadcrumbs,
} from './route-table';

// The dashboard's route table (docs/screens-and-routes.md#board), as the board remote declares it.
const boardTable: RouteTable = [
  { path: '', titleKey: 'board:dashboard.title' },
  { path: 'kanban' },
  { path: 'projects' },
  { path: 'projects/add', allowedUserTypes: ['admin', 'team'] },
  {
    path: 'projects/:projectId',
    breadcrumbs: [{ labelKey: 'board:projects.title', path: 'projects' }, { labelKey: 'board:breadcrumbs.details' }],
  },
  { path: 'customers' },
  {
    path: 'customers/:customerId/contacts',
    breadcrumbs: [{ labelKey: 'board:customers.title', path: 'customers/:customerId' }, { labelKey: 'contacts' }],
  },
  { path: 'customers/:customerId' },
  { path: 'tasks' },
  { path: 'team', allowedUserTypes: ['admin'] },
  { path: 'team/:memberId', allowedUserTypes: ['admin'] },
];
const marketingTable: RouteTable = [
  { path: '' },
  { path: 'features' },
  { path: 'coming-soon' },
  { path: 'imprint', closedBeforeLaunch: true },
  { path: 'get-started', closedBeforeLaunch: true },
];

const canOpen = (path: string, userType?: 'admin' | 'team' | 'client') => {
  const match = matchAreaPath(boardTable, '/dashboard', path);
  if (!match) throw new Error(`${path} is not in the table`);
  return canOpenRoute(match.entry, userType);
};

describe('route table', () => {
  it.each([
    ['/dashboard', ''],
    ['/dashboard/', ''],
    ['/dashboard/team/42', 'team/42'],
    ['/dashboardx', null],
    ['/features', null],
  ])('finds %s below /dashboard as %p', (pathname, relative) => {
    expect(pathWithinArea('/dashboard', pathname)).toBe(relative);
  });

  it('puts every path below the root area', () => {
    expect(pathWithinArea('', '/')).toBe('');
    expect(pathWithinArea('', '/vs-asana')).toBe('vs-asana');
  });

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
    ['/dashboard', 'team', true],
  ] as const)('%s for %s: %s', (path, userType, allowed) => {
    expect(canOpen(path, userType)).toBe(allowed);
  });

  it('lets nobody without a user type open a page with a role rule, and anybody signed in the others', () => {
    expect(canOpen('/dashboard/team', undefined)).toBe(false);
    expect(canOpen('/dashboard/kanban', undefined)).toBe(true);
  });

  it('knows the pages of its table, static paths before parameters', () => {
    expect(matchRouteTable(boardTable, 'projects/add')?.entry.path).toBe('projects/add');
    expect(matchRouteTable(boardTable, 'projects/7')).toEqual({
      entry: boardTable[4],
      params: { projectId: '7' },
    });
    expect(matchRouteTable(boardTable, 'customers/7')?.entry.path).toBe('customers/:customerId');
    expect(matchRouteTable(boardTable, 'projects/7/edit')).toBeNull();
    expect(matchRouteTable(boardTable, 'nothing-here')).toBeNull();
  });

  it.each([
    ['/dashboard/nothing-here', true],
    ['/dashboard', false],
    ['/dashboard/team/3', false],
  ])('before launch, the dashboard path %s is closed: %s', (path, closed) => {
    expect(isClosedBeforeLaunch(matchAreaPath(boardTable, '/dashboard', path), true)).toBe(closed);
  });

  it.each([
    ['/imprint', true],
    ['/get-started', true],
    ['/', false],
    ['/features', false],
    ['/coming-soon', false],
    ['/no-such-page', false],
  ])('before launch, the public path %s is closed: %s', (path, closed) => {
    expect(isClosedBeforeLaunch(matchAreaPath(marketingTable, '', path), false)).toBe(closed);
  });

  it('resolves breadcrumb links below the area with the page params', () => {
    const crumbs = (pathname: string) => {
      const match = matchAreaPath(boardTable, '/dashboard', pathname);
      if (!match) throw new Error(`${pathname} is not in the table`);
      return resolveBreadcrumbs(match, '/dashboard');
    };
    expect(crumbs('/dashboard/projects/42')).toEqual([
      { labelKey: 'board:projects.title', path: '/dashboard/projects' },
      { labelKey: 'board:breadcrumbs.details' },
    ]);
    expect(crumbs('/dashboard/customers/9/contacts')).toEqual([
      { labelKey: 'board:customers.title', path: '/dashboard/customers/9' },
      { labelKey: 'contacts' },
    ]);
    expect(crumbs('/dashboard')).toEqual([]);
  });
});
