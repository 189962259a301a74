import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const MESSAGE_TABS = ['projectComments', 'directMessages'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The tab and the open conversation live in the address (?tab=direct&conversationId=…), so links and reloads keep them. */
export function useMessageTab() {
  const [params, setParams] = useSearchParams();
  const tab: MessageTab = params.get('tab') === 'direct' ? 'directMessages' : 'projectComments';
  const conversationId = params.get('conversationId');

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setTab = useCallback(
    (next: MessageTab) =>
      update((query) => {
        if (next === 'directMessages') query.set('tab', 'direct');
        else query.delete('tab');
      }),
    [update],
  );

  const openConversation = useCallback(
    (id: string | null) =>
      update((query) => {
        query.set('tab', 'direct');
        if (id) query.set('conversationId', id);
        else query.delete('conversationId');
      }),
    [update],
  );

  return { tab, setTab, conversationId, openConversation };
}
