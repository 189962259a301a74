import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundPage, RouteTableRoutes, type RemoteRoutesModule, type RouteTable } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { ConversationListResponse, CurrentAgencyView, UnreadCommentCountResponse } from '@taskflow/contracts';
import type { NamespaceTexts } from '@taskflow/i18n';
import { answerUnknownRoutes, apiRoute, apiServer } from '@taskflow/testing';
import { AppRoutes } from './App';

// Remotes as they would arrive over Module Federation: pages, their route table, their own texts.
const mockRemotes: Record<string, RemoteRoutesModule> = {};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => Promise.resolve(mockRemotes[id]),
  registerRemotes: jest.fn(),
}));

/** What the signed-in layout asks the API for (unread counts, the agency); anything else is an unknown path (404). */
function layoutRoutes() {
  apiServer.use(...answerUnknownRoutes());
  apiServer.use(
    apiRoute.get<ConversationListResponse>('/conversations', () => ({ conversations: [], totalUnread: 0 })),
    apiRoute.get<UnreadCommentCountResponse>('/comments/unread-count', () => ({ count: 0 })),
    apiRoute.get<CurrentAgencyView>('/service-providers/current', () => ({
      id: 'sp-1',
      companyName: 'Pixel & Code Studio',
    })),
  );
}

const boardTexts: NamespaceTexts = {
  namespace: 'testboard',
  load: async (language) =>
    language === 'de'
      ? { start: 'Startseite des Boards', projects: 'Projekte des Boards', details: 'Einzelheiten' }
      : { start: 'Board home', projects: 'Board projects', details: 'Particulars' },
};

function dashboardRemote(name: string, routes: RouteTable, texts: NamespaceTexts[] = []): RemoteRoutesModule {
  const page = () => <p>remote {name}</p>;
  const withPages = routes.map((entry) => ({ ...entry, page }));
  return {
    default: () => <RouteTableRoutes routes={withPages} notFound={<NotFoundPage />} />,
    routes: withPages,
    texts,
  };
}

Object.assign(mockRemotes, {
  'board/Routes': dashboardRemote(
    'board',
    [
      { path: '', titleKey: 'testboard:start' },
      { path: 'kanban' },
      { path: 'customers' },
      {
        path: 'projects/:projectId',
        titleKey: 'testboard:projects',
        breadcrumbs: [{ labelKey: 'testboard:projects', path: 'projects' }, { labelKey: 'testboard:details' }],
      },
      { path: 'team/:memberId', allowedUserTypes: ['admin'] },
    ],
    [boardTexts],
  ),
  'messages/Routes': dashboardRemote('messages', [{ path: '' }]),
  'settings/Routes': dashboardRemote('settings', [{ path: '' }]),
  'marketing/Routes': { default: () => <p>remote marketing</p>, routes: [{ path: '' }], texts: [] },
} satisfies Record<string, RemoteRoutesModule>);

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('route table', () => {
  beforeEach(() => {
    layoutRoutes();
    localStorage.clear();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', 'remote marketing'],
    ['/features', 'remote marketing'],
    ['/no-such-page', 'remote marketing'],
  ])('gives the public path %s to the marketing remote', async (route, text) => {
    await renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'remote board'],
    ['/dashboard/kanban', 'remote board'],
    ['/dashboard/projects/7', 'remote board'],
    ['/dashboard/messages', 'remote messages'],
    ['/dashboard/settings', 'remote settings'],
  ])('serves %s from its remote inside the signed-in layout', async (route, text) => {
    await renderWithProviders(<AppRoutes />, { route, user: testUser() });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(mainNavigation()).toBeInTheDocument();
  });

  it("titles a page from its remote's route table, in the remote's own texts, with breadcrumbs", async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/projects/7', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board projects' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Board projects' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
    expect(within(breadcrumbs).getByText('Particulars')).toBeInTheDocument();
    expect(document.title).toBe('Board projects – TaskFlow');
  });

  it('translates the title from the remote texts after a language change', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Startseite des Boards' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
  });

  it("shows the remote's not-found page inside the layout for an unknown dashboard path, with a way home", async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/no-such-page', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(mainNavigation()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to homepage' }));
    expect(await screen.findByText('remote marketing')).toBeInTheDocument();
  });

  it('owns the sign-in pages', async () => {
    const { unmount } = await renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<AppRoutes />, { route: '/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('owns the invitation page', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/accept-invitation?token=abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your TaskFlow account' }),
    ).toBeInTheDocument();
  });

  it('offers back and go-to-dashboard on /unauthorized', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/unauthorized', user: testUser({ userType: 'team' }) });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByText('remote board')).toBeInTheDocument();
  });

  it("sends a team member from the team page to /unauthorized, by the board's table", async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/team/3', user: testUser({ userType: 'team' }) });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a dashboard page to /login', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/customers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeInTheDocument();
  });
});
