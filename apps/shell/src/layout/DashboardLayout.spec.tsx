import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { signedIn } from '@taskflow/auth';
import { renderWithProviders } from '../testing/render-with-providers';
import { DashboardLayout } from './DashboardLayout';

function renderLayout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="/dashboard/*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('DashboardLayout', () => {
  it('shows the page title of the active item and marks it in the sidebar', async () => {
    await renderLayout('/dashboard/projects/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('shows the team item only to admins', async () => {
    const { store, unmount } = await renderLayout('/dashboard');
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    unmount();
    store.dispatch(
      signedIn({
        token: 't',
        user: {
          id: 'u1',
          firstName: 'Ada',
          lastName: 'Admin',
          email: 'admin@example.com',
          userType: 'admin',
          serviceProviderId: 'p1',
          status: 'active',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    await renderLayout('/dashboard');
    expect(screen.getByRole('link', { name: 'Team' })).toBeInTheDocument();
    localStorage.clear();
  });

  it('opens the mobile menu with an overlay that closes it', async () => {
    await renderLayout('/dashboard');
    // The button is hidden by CSS on wide screens; jsdom has no media queries.
    await userEvent.click(screen.getByLabelText('Open menu'));
    const overlay = screen.getByTestId('mobile-menu-overlay');
    await userEvent.click(overlay);
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
  });
});
