import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { RouteTableGuard, usePageHeader, type RouteTable } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type {
  ConversationListResponse,
  CurrentAgencyView,
  HealthResponse,
  UnreadCommentCountResponse,
} from '@taskflow/contracts';
import type { NamespaceTexts } from '@taskflow/i18n';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, noContent, sentRequests } from '@taskflow/testing';
import { api } from '@taskflow/store';
import { DashboardLayout } from './DashboardLayout';
import { UNREAD_REFRESH_MS } from './hooks/use-unread-count';

const CONVERSATIONS = '/conversations';
const UNREAD_COMMENTS = '/comments/unread-count';
const LOGOUT = '/auth/logout';

const unreadMessages = (totalUnread: number) =>
  apiServer.use(apiRoute.get<ConversationListResponse>(CONVERSATIONS, () => ({ conversations: [], totalUnread })));
const unreadComments = (count: number) =>
  apiServer.use(apiRoute.get<UnreadCommentCountResponse>(UNREAD_COMMENTS, () => ({ count })));
const failing = (path: string) =>
  apiServer.use(apiRoute.get(path, () => apiError(500, 'INTERNAL_ERROR', { message: 'Internal server error' })));
const logoutAnswered = () => apiServer.use(apiRoute.post<undefined, void>(LOGOUT, () => noContent()));

function ProjectPage() {
  usePageHeader({
    title: 'Website relaunch',
    breadcrumb: 'Website relaunch',
    action: { label: 'Edit project', onClick: () => undefined },
  });
  return <p>project page</p>;
}

// A remote's route table and texts, as the shell's area applies them around the remote's pages.
const remoteTexts: NamespaceTexts = {
  namespace: 'remote',
  load: async () => ({ projects: 'All projects', details: 'Details' }),
};
const remoteTable: RouteTable = [
  { path: 'projects', titleKey: 'remote:projects' },
  {
    path: 'projects/:id',
    titleKey: 'remote:projects',
    breadcrumbs: [{ labelKey: 'remote:projects', path: 'projects' }, { labelKey: 'remote:details' }],
  },
];

function renderLayout(route: string, user = testUser(), language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="/dashboard/messages/*" element={<p>messages still loading</p>} />
        <Route
          path="/dashboard/*"
          element={
            <RouteTableGuard routes={remoteTable} base="/dashboard">
              <Routes>
                <Route path="projects/:id" element={<ProjectPage />} />
                <Route path="*" element={<p>page content</p>} />
              </Routes>
            </RouteTableGuard>
          }
        />
      </Route>
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route, user, language, texts: [remoteTexts] },
  );
}

const sidebarNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('DashboardLayout', () => {
  beforeEach(() => {
    // Nothing unread; GET /service-providers/current, like any other unknown path, answers 404 unless a test serves it.
    apiServer.use(...answerUnknownRoutes());
    unreadMessages(0);
    unreadComments(0);
    localStorage.clear();
  });

  it("shows the page title from the remote's route table and marks the active item in the sidebar", async () => {
    await renderLayout('/dashboard/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'All projects' })).toBeInTheDocument();
    expect(within(sidebarNav()).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(document.title).toBe('All projects – TaskFlow');
  });

  it('names the area after its sidebar item while no route table has matched (remote loading or down)', async () => {
    await renderLayout('/dashboard/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(document.title).toBe('Messages – TaskFlow');
  });

  it('shows the breadcrumbs of the route table, and lets the page set its title, last breadcrumb and action', async () => {
    await renderLayout('/dashboard/projects/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
    expect(within(breadcrumbs).getByText('Website relaunch')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumbs).queryByText('Details')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-action')).toHaveTextContent('Edit project');
  });

  it('shows the team item only to admins', async () => {
    const { unmount } = await renderLayout('/dashboard', testUser({ userType: 'team' }));
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    unmount();
    await renderLayout('/dashboard', testUser({ userType: 'admin' }));
    expect(screen.getByRole('link', { name: 'Team' })).toBeInTheDocument();
  });

  it("shows a client only what a client can use, and the agency's name as whose portal it is", async () => {
    apiServer.use(
      apiRoute.get<CurrentAgencyView>('/service-providers/current', () => ({
        id: 'sp-1',
        companyName: 'Pixel & Code Studio',
      })),
    );
    const { unmount } = await renderLayout('/dashboard', testUser({ userType: 'client', clientCompanyId: 'c-1' }));
    const items = within(sidebarNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual(['Dashboard', 'Projects', 'Tasks', 'Kanban board', 'Messages', 'Settings']);
    expect(await screen.findByTestId('agency-name')).toHaveTextContent('Client portal of Pixel & Code Studio');
    unmount();

    await renderLayout('/dashboard', testUser({ userType: 'team' }));
    expect(within(sidebarNav()).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(await screen.findByTestId('agency-name')).toHaveTextContent('Agency Pixel & Code Studio');
  });

  it('shows initials, full name and role label', async () => {
    await renderLayout('/dashboard', testUser({ firstName: 'Tina', lastName: 'Team', userType: 'team' }));
    const card = screen.getByTestId('user-card');
    expect(card).toHaveTextContent('TT');
    expect(card).toHaveTextContent('Tina Team');
    expect(card).toHaveTextContent('Team member');
  });

  it.each(['en', 'de'] as const)('shows in the account menu the release the API runs (%s)', async (language) => {
    apiServer.use(
      apiRoute.get<HealthResponse>('/health', () => ({
        status: 'ok',
        database: { status: 'up', embedded: false },
        uptimeSeconds: 5,
        instance: '00000000-0000-4000-8000-000000000000',
        nodeMajor: '24',
        version: '0.1.0',
      })),
    );
    await renderLayout('/dashboard', testUser(), language);

    const card = screen.getByTestId('user-card');
    expect(await within(card).findByText('TaskFlow 0.1.0')).toBeVisible();
  });

  it('shows no release while the API has not told it', async () => {
    await renderLayout('/dashboard');
    await waitFor(() => expect(sentRequests().some((sent) => sent.path === '/health')).toBe(true));
    expect(screen.getByTestId('user-card')).not.toHaveTextContent('TaskFlow');
  });

  it('shows the unread badge, 99+ above 99, and asks again every 5000 ms and on focus while not live', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      unreadMessages(150);
      await renderLayout('/dashboard');
      expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99+');
      const asked = () => [sentRequests('GET', CONVERSATIONS).length, sentRequests('GET', UNREAD_COMMENTS).length];
      expect(asked()).toEqual([1, 1]);
      unreadMessages(3);

      await act(() => jest.advanceTimersByTimeAsync(UNREAD_REFRESH_MS - 1_000));
      expect(asked()).toEqual([1, 1]);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      // The polls are sent; their answers arrive in real time (a waitFor under fake timers would run the clock on).
      jest.useRealTimers();
      await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('3'));
      expect(asked()).toEqual([2, 2]);

      act(() => void window.dispatchEvent(new Event('focus')));
      await waitFor(() => expect(asked()).toEqual([3, 3]));
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts unread messages and unread comments once each, as the two tabs of the messages page do', async () => {
    unreadMessages(3);
    unreadComments(4);
    await renderLayout('/dashboard');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('7');
  });

  it('still counts the messages when the comment count cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    unreadMessages(3);
    failing(UNREAD_COMMENTS);
    await renderLayout('/dashboard');
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Unread comment count could not be loaded', expect.anything()),
    );
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
    jest.restoreAllMocks();
  });

  it('shows no badge at zero or when the count cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing(CONVERSATIONS);
    await renderLayout('/dashboard');
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Unread message count could not be loaded', expect.anything()),
    );
    expect(sentRequests('GET', UNREAD_COMMENTS)).toHaveLength(1);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('signs out: calls the server, ends the session and opens /login with a toast', async () => {
    logoutAnswered();
    const { store } = await renderLayout('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('POST', LOGOUT)).toHaveLength(1));
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(screen.getByText('You have been signed out.')).toBeInTheDocument();
  });

  it('ends the session before asking the server, and asks only once the calls sent with its token are answered', async () => {
    // A call of the page still on its way when Sign out is pressed; the server would refuse its token after logout.
    let answer: (value: { data: string }) => void = () => undefined;
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        signOutProbe: build.query<string, void>({ queryFn: () => new Promise((resolve) => (answer = resolve)) }),
      }),
      overrideExisting: true,
    });
    logoutAnswered();
    const { store } = await renderLayout('/dashboard');
    const call = store.dispatch(probe.endpoints.signOutProbe.initiate());

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(sentRequests('POST', LOGOUT)).toEqual([]);
    act(() => answer({ data: 'answered' }));
    await waitFor(() => expect(sentRequests('POST', LOGOUT)).toHaveLength(1));
    // Sent without the ended session's access token.
    expect(sentRequests('POST', LOGOUT)[0].headers.get('authorization')).toBeNull();
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    call.unsubscribe();
  });

  it('shows a loading view while there is no user', async () => {
    await renderWithProviders(
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/dashboard" element={<p>page content</p>} />
        </Route>
      </Routes>,
      { route: '/dashboard' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('opens the mobile menu with an overlay that closes it', async () => {
    await renderLayout('/dashboard');
    // The button is hidden by CSS on wide screens; jsdom has no media queries.
    await userEvent.click(screen.getByLabelText('Open menu'));
    await userEvent.click(screen.getByTestId('mobile-menu-overlay'));
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Open menu'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
  });

  it('moves the focus into the opened mobile menu and back to its button when it closes', async () => {
    await renderLayout('/dashboard');
    // Both menu buttons are hidden by CSS on wide screens, which jsdom has (so they have no accessible name there).
    const menuButton = screen.getByLabelText('Open menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebarNav()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByText('Close menu'));
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('offers "Skip to content" first, which takes the focus past the sidebar to the page', async () => {
    await renderLayout('/dashboard');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts the focus on the new page’s heading after a navigation and announces the page', async () => {
    await renderLayout('/dashboard');
    const projects = within(sidebarNav()).getByRole('link', { name: 'Projects' });
    projects.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'All projects' });
    expect(heading).toHaveFocus();
    await waitFor(() =>
      expect(document.querySelector('[data-taskflow-announcer="polite"]')).toHaveTextContent('All projects'),
    );
  });
});
