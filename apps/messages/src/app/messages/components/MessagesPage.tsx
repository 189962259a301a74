import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '@taskflow/auth';
import { useLiveQueryOptions } from '@taskflow/realtime';
import { useAppSelector } from '@taskflow/store';
import { Stack, TabPanel, Tabs } from '@taskflow/ui';
import { useUnreadCommentCountQuery } from '@taskflow/work-comments';
import { DirectMessagesTab } from '../../direct-messages/components/DirectMessagesTab';
import { useGetConversationsQuery } from '../../direct-messages/state/direct-messages.api';
import { ProjectCommentsTab } from '../../project-comments/components/ProjectCommentsTab';
import { MESSAGE_TABS, useMessageTab } from '../hooks/use-message-tab';

/**
 * The combined messages page: project comments and direct messages, each tab with its unread count
 * (comments unread by the user's side; unread messages of their conversations), live, and refreshed every
 * 5 s and on focus while the live connection is down. The shell's sidebar badge shows the sum of both.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const signedIn = useAppSelector(selectIsSignedIn);
  const { tab, setTab, conversationId, openConversation } = useMessageTab();
  const liveOptions = useLiveQueryOptions();
  const comments = useUnreadCommentCountQuery(undefined, { ...liveOptions, skip: !signedIn });
  const conversations = useGetConversationsQuery(undefined, { ...liveOptions, skip: !signedIn });
  const badges = {
    projectComments: comments.data ?? 0,
    directMessages: conversations.data?.totalUnread ?? 0,
  };

  return (
    <Stack gap="lg" data-testid="messages-page">
      <Tabs
        idPrefix="messages"
        ariaLabel={t('title')}
        value={tab}
        onChange={setTab}
        tabs={MESSAGE_TABS.map((id) => ({ id, label: t(`tabs.${id}`), badge: badges[id] }))}
      />
      <TabPanel idPrefix="messages" tabId={tab}>
        {tab === 'projectComments' ? (
          <ProjectCommentsTab />
        ) : (
          <DirectMessagesTab selectedId={conversationId} onSelect={openConversation} />
        )}
      </TabPanel>
    </Stack>
  );
}
