import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { TeamPermissionSet } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { permissionSet } from '../../../../testing/fixtures';
import { SettingsPage } from '../SettingsPage';

function serve({ load = 200, save = 200, teamLinks = false, requireTwoFactor = false, twoFactorSave = 200 } = {}) {
  return fakeApi({
    'GET /service-providers/current/two-factor': () => ({ body: { requireTwoFactor } }),
    'PUT /service-providers/current/two-factor': ({ body }) =>
      twoFactorSave === 200 ? { body } : { status: twoFactorSave, body: {} },
    'GET /service-providers/current/sign-in-links': () => ({ body: { teamMembersMayUseLinks: teamLinks } }),
    'PUT /service-providers/current/sign-in-links': ({ body }) => ({ body }),
    'GET /team-permissions': () => (load === 200 ? { body: permissionSet() } : { status: load, body: {} }),
    'PUT /team-permissions': ({ body }) =>
      save === 200 ? { body: permissionSet(body as Partial<TeamPermissionSet>) } : { status: save, body: {} },
  });
}

const renderTab = () =>
  renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=teamPermissions' });
const bar = () => screen.queryByTestId('unsaved-changes-bar');

describe('TeamPermissionsTab', () => {
  it('shows the fifteen flags in five groups', async () => {
    serve();
    await renderTab();
    expect(await screen.findByRole('region', { name: 'Task management' })).toBeInTheDocument();
    for (const group of ['Project management', 'Customer management', 'Team management', 'Access permissions'])
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Task management' })).getAllByRole('switch').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('switch')).toHaveLength(17);
    expect(
      within(screen.getByRole('region', { name: 'Access permissions' })).getByRole('switch', {
        name: 'Manage client communication settings',
      }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('saves the changed flags with the bar and reports success', async () => {
    const api = serve();
    await renderTab();
    await userEvent.click(await screen.findByRole('switch', { name: 'Delete projects' }));
    await userEvent.click(
      screen.getByRole('switch', { name: 'See all tasks (otherwise only those assigned to them)' }),
    );

    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Team permissions updated successfully')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ canDeleteProjects: false, canViewAllTasks: false }]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Delete projects' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the changes and says so when saving fails', async () => {
    serve({ save: 500 });
    await renderTab();
    await userEvent.click(await screen.findByRole('switch', { name: 'Create tasks' }));

    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update team permissions')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Create tasks' })).toHaveAttribute('aria-checked', 'false');
    expect(bar()).toBeInTheDocument();
  });

  it('offers Retry when the permissions cannot be loaded', async () => {
    serve({ load: 500 });
    await renderTab();
    expect(await screen.findByText('Failed to load team permissions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lets the admin allow team members to sign in by emailed link, saved with the bar', async () => {
    const api = serve();
    await renderTab();
    const region = await screen.findByRole('region', { name: 'Sign-in' });
    const toggle = within(region).getByRole('switch', { name: 'Team members may sign in by emailed link' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/Clients can always ask for a sign-in link/);

    toggle.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Team permissions updated successfully')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/service-providers/current/sign-in-links', { teamMembersMayUseLinks: true }],
    ]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('lets the admin require two-factor sign-in by keyboard, saved with the bar', async () => {
    const api = serve();
    await renderTab();
    const region = await screen.findByRole('region', { name: 'Sign-in' });
    const toggle = within(region).getByRole('switch', {
      name: 'Require two-factor sign-in for admins and team members',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/led through the set-up at their next sign-in/);

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveFocus();
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Team permissions updated successfully')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/service-providers/current/two-factor', { requireTwoFactor: true }],
    ]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the requirement unsaved and says so when the server refuses it', async () => {
    serve({ twoFactorSave: 403 });
    await renderTab();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Require two-factor sign-in for admins and team members' }),
    );
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update team permissions')).toBeInTheDocument();
    expect(bar()).toBeInTheDocument();
  });

  it('shows the setting in German', async () => {
    serve({ teamLinks: true, requireTwoFactor: true });
    await renderWithProviders(<SettingsPage />, {
      user: testUser(),
      route: '/dashboard/settings?tab=teamPermissions',
      language: 'de',
    });
    expect(
      await screen.findByRole('switch', { name: 'Teammitglieder dürfen sich per E-Mail-Link anmelden' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(
      screen.getByRole('switch', { name: 'Anmeldung mit zweitem Faktor für Admins und Teammitglieder verlangen' }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});
