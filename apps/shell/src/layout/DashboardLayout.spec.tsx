import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { DashboardLayout } from './DashboardLayout';

let mockUnread: { data?: number; error?: unknown } = {};
const mockUnreadQuery = jest.fn();
const mockLogout = jest.fn();

jest.mock('./state/unread.api', () => ({
  useGetUnreadMessageCountQuery: (...args: unknown[]) => {
    mockUnreadQuery(...args);
    return { ...mockUnread, refetch: jest.fn() };
  },
}));
jest.mock('../auth/state/auth.api', () => ({
  useLogoutMutation: () => [mockLogout, { isLoading: false }],
}));

function ProjectPage() {
  usePageHeader({
    title: 'Website relaunch',
    breadcrumb: 'Website relaunch',
    action: { label: 'Edit project', onClick: () => undefined },
  });
  return <p>project page</p>;
}

function renderLayout(route: string, user = testUser()) {
  return renderWithProviders(
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="/dashboard/projects/:id" element={<ProjectPage />} />
        <Route path="/dashboard/*" element={<p>page content</p>} />
      </Route>
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route, user },
  );
}

const sidebarNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('DashboardLayout', () => {
  beforeEach(() => {
    mockUnread = {};
    mockUnreadQuery.mockClear();
    mockLogout.mockReset();
    localStorage.clear();
  });

  it('shows the page title of the active item and marks it in the sidebar', async () => {
    await renderLayout('/dashboard/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(within(sidebarNav()).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(document.title).toBe('Projects – TaskFlow');
  });

  it('lets the page set its title, breadcrumb and action button', async () => {
    await renderLayout('/dashboard/projects/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/dashboard/projects');
    expect(within(breadcrumbs).getByText('Website relaunch')).toBeInTheDocument();
    expect(screen.getByTestId('page-action')).toHaveTextContent('Edit project');
  });

  it('shows the team item only to admins', async () => {
    const { unmount } = await renderLayout('/dashboard', testUser({ userType: 'team' }));
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    unmount();
    await renderLayout('/dashboard', testUser({ userType: 'admin' }));
    expect(screen.getByRole('link', { name: 'Team' })).toBeInTheDocument();
  });

  it('shows initials, full name and role label', async () => {
    await renderLayout('/dashboard', testUser({ firstName: 'Tina', lastName: 'Team', userType: 'team' }));
    const card = screen.getByTestId('user-card');
    expect(card).toHaveTextContent('TT');
    expect(card).toHaveTextContent('Tina Team');
    expect(card).toHaveTextContent('Team member');
  });

  it('shows the unread badge, 99+ above 99, and polls every 5000 ms and on focus', async () => {
    mockUnread = { data: 150 };
    await renderLayout('/dashboard');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    expect(mockUnreadQuery).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({ pollingInterval: 5000, refetchOnFocus: true, skip: false }),
    );
  });

  it('shows no badge at zero or when the count cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockUnread = { data: 3, error: { status: 500, message: 'Request failed' } };
    await renderLayout('/dashboard');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('signs out: calls the server, ends the session and opens /login with a toast', async () => {
    mockLogout.mockReturnValue({ unwrap: () => Promise.resolve(null) });
    const { store } = await renderLayout('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(mockLogout).toHaveBeenCalled();
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(screen.getByText('You have been signed out.')).toBeInTheDocument();
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
});
