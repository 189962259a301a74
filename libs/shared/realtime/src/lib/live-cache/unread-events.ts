import type { UnreadCountUpdatedPayload } from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { isRecord, updateRecipe } from './cached-data';
import { cachedQueries, type CacheWork } from './cache-work';

/** Where an unread total sits: the data itself (a number), or `totalUnread` / `count` of an object. */
const TOTAL_KEYS = ['totalUnread', 'count'] as const;

function setTotal(data: unknown, count: number): ((draft: unknown) => unknown) | null {
  if (typeof data === 'number') return () => count;
  if (!isRecord(data)) return null;
  const key = TOTAL_KEYS.find((candidate) => typeof data[candidate] === 'number');
  if (!key) return null;
  return (draft) => {
    (draft as Record<string, unknown>)[key] = count;
  };
}

/**
 * unread_count:updated. Queries tagged `unreadCount(kind)` take the new total. With a conversation, the
 * conversation takes its own count when the server sends it (after a read); when it does not (a message
 * arrived, was deleted, or the conversation was cleared), the queries holding it refetch.
 */
export function applyUnreadCountUpdated(
  state: RootState,
  { count, kind, conversationId, unreadCount }: UnreadCountUpdatedPayload,
  work: CacheWork,
): void {
  if ((kind !== 'comments' && kind !== 'messages') || typeof count !== 'number') return;
  for (const query of cachedQueries(state, [liveTags.unreadCount(kind)]))
    work.patch(query, setTotal(query.data, count));

  if (kind !== 'messages' || !conversationId) return;
  const holders = cachedQueries(state, [liveTags.conversation(conversationId)]);
  if (typeof unreadCount !== 'number') {
    for (const query of holders) work.refetch(query.tag);
    return;
  }
  for (const query of holders) {
    work.patch(
      query,
      updateRecipe(
        query.data,
        (id) => id === conversationId,
        (conversation) => {
          if ('unreadCount' in conversation) conversation['unreadCount'] = unreadCount;
        },
      ),
    );
  }
}
