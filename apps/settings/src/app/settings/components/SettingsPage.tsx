import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { Stack, StatePanel, TabPanel, Tabs } from '@taskflow/ui';
import { visibleSettingsTabs, type SettingsTab } from './settings-tabs';

/** Frame of the settings page; each tab gets its form in a later step. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useAppSelector(selectCurrentUser);
  const tabs = visibleSettingsTabs(user?.userType);
  const [tab, setTab] = useState<SettingsTab>(tabs[0]);
  return (
    <Stack gap="lg" data-testid="settings-page">
      <Tabs
        idPrefix="settings"
        ariaLabel={t('title')}
        value={tab}
        onChange={setTab}
        tabs={tabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      />
      <TabPanel idPrefix="settings" tabId={tab}>
        <StatePanel title={t(`tabs.${tab}`)} description={t('emptyText')} />
      </TabPanel>
    </Stack>
  );
}
