import type { UserType } from '@taskflow/contracts';

export const SETTINGS_TABS = [
  'notifications',
  'communication',
  'time',
  'account',
  'integrations',
  'teamPermissions',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs whose edits wait for Save (the unsaved-changes bar); the others save each change at once. */
export const TABS_WITH_PENDING_CHANGES: readonly SettingsTab[] = [
  'communication',
  'time',
  'account',
  'teamPermissions',
];

/**
 * Admins see every tab. Client communication is also for team members granted canManageSettings (the server
 * enforces the same on saving); time tracking's rates and team permissions only for admins. Clients see
 * notifications, account, integrations.
 */
export function visibleSettingsTabs(userType: UserType | undefined, canManageSettings = false): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    if (tab === 'teamPermissions' || tab === 'time') return userType === 'admin';
    if (tab === 'communication') return userType === 'admin' || (userType === 'team' && canManageSettings);
    return true;
  });
}

export function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '');
}
