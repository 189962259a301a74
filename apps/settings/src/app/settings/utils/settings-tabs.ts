import type { UserType } from '@taskflow/contracts';

export const SETTINGS_TABS = ['notifications', 'communication', 'account', 'integrations', 'teamPermissions'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const ADMIN_ONLY_TABS: readonly SettingsTab[] = ['communication', 'teamPermissions'];

/** Client communication and team permissions are for admins only. */
export function visibleSettingsTabs(userType: UserType | undefined): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => !ADMIN_ONLY_TABS.includes(tab) || userType === 'admin');
}
