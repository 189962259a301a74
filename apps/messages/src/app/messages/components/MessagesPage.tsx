import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, StatePanel, TabPanel, Tabs } from '@taskflow/ui';

const MESSAGE_TABS = ['projectComments', 'directMessages'] as const;
type MessageTab = (typeof MESSAGE_TABS)[number];

/** Frame of the combined messages page: project comments and direct messages. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [tab, setTab] = useState<MessageTab>('projectComments');
  return (
    <Stack gap="lg" data-testid="messages-page">
      <Tabs
        idPrefix="messages"
        ariaLabel={t('title')}
        value={tab}
        onChange={setTab}
        tabs={MESSAGE_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      />
      <TabPanel idPrefix="messages" tabId={tab}>
        <StatePanel title={t('emptyTitle')} description={t('emptyText')} />
      </TabPanel>
    </Stack>
  );
}
