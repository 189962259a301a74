import { isSettingsTab, visibleSettingsTabs } from './settings-tabs';

describe('settings tabs', () => {
  it('shows every tab to an admin', () => {
    expect(visibleSettingsTabs('admin')).toEqual([
      'notifications',
      'communication',
      'time',
      'account',
      'integrations',
      'teamPermissions',
    ]);
  });

  it('hides client communication, time rates and team permissions from team members and clients', () => {
    expect(visibleSettingsTabs('team')).toEqual(['notifications', 'account', 'integrations']);
    expect(visibleSettingsTabs('client')).toEqual(['notifications', 'account', 'integrations']);
  });

  it('shows client communication to team members with canManageSettings, never to clients', () => {
    expect(visibleSettingsTabs('team', true)).toEqual(['notifications', 'communication', 'account', 'integrations']);
    expect(visibleSettingsTabs('client', true)).toEqual(['notifications', 'account', 'integrations']);
  });

  it('knows its tab names', () => {
    expect(isSettingsTab('account')).toBe(true);
    expect(isSettingsTab('billing')).toBe(false);
    expect(isSettingsTab(null)).toBe(false);
  });
});
