import { visibleSettingsTabs } from './settings-tabs';

describe('settings tabs', () => {
  it('shows every tab to an admin', () => {
    expect(visibleSettingsTabs('admin')).toEqual([
      'notifications',
      'communication',
      'account',
      'integrations',
      'teamPermissions',
    ]);
  });

  it('hides client communication and team permissions from team members and clients', () => {
    expect(visibleSettingsTabs('team')).toEqual(['notifications', 'account', 'integrations']);
    expect(visibleSettingsTabs('client')).toEqual(['notifications', 'account', 'integrations']);
  });
});
