import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { UserType } from '@taskflow/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { preferences } from '../../../testing/fixtures';
import { SettingsPage } from './SettingsPage';

function serve(canManageSettings: boolean) {
  return fakeApi({
    'GET /notifications/preferences': () => ({ body: preferences() }),
    'GET /team-permissions/check/canManageSettings': () => ({
      body: { permission: 'canManageSettings', hasPermission: canManageSettings },
    }),
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('SettingsPage', () => {
  it.each<[UserType, boolean, string[]]>([
    [
      'admin',
      false,
      [
        'Notifications',
        'Client communication',
        'Time & rates',
        'Account & profile',
        'Integrations',
        'Team permissions',
      ],
    ],
    ['team', false, ['Notifications', 'Account & profile', 'Integrations']],
    ['team', true, ['Notifications', 'Client communication', 'Account & profile', 'Integrations']],
    ['client', true, ['Notifications', 'Account & profile', 'Integrations']],
  ])('shows a %s (canManageSettings %p) the tabs they may use', async (userType, canManageSettings, expected) => {
    serve(canManageSettings);
    await renderWithProviders(<SettingsPage />, { user: testUser({ userType }) });
    await screen.findByRole('switch', { name: 'Quiet hours' });
    await waitFor(() => expect(tabNames()).toEqual(expected));
  });

  it('opens the first tab for a tab the user may not see', async () => {
    serve(false);
    await renderWithProviders(<SettingsPage />, {
      user: testUser({ userType: 'client' }),
      route: '/dashboard/settings?tab=teamPermissions',
    });
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Team permissions' })).not.toBeInTheDocument();
  });
});
