import { LAST_MESSAGE_PREVIEW_LENGTH, type DirectMessageCreatedPayload, type MessageView } from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { holds, insertRecipe, isRecord, objectsWithParents, valueAt } from './cached-data';
import { cachedQueries, type CacheWork } from './cache-work';

/** As the server computes a conversation's lastMessagePreview. */
export function messagePreview(message: Pick<MessageView, 'content' | 'fileName'>): string {
  return (message.content?.trim() || message.fileName || '').slice(0, LAST_MESSAGE_PREVIEW_LENGTH);
}

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
const lastMessageTime = (conversation: unknown) =>
  timeOf(isRecord(conversation) ? conversation['lastMessageAt'] : null);

/** Newest first by lastMessageAt, conversations without messages last (the order of GET /conversations). */
function isByLastMessage(conversations: readonly unknown[]): boolean {
  for (let index = 1; index < conversations.length; index += 1) {
    const previous = lastMessageTime(conversations[index - 1]);
    const current = lastMessageTime(conversations[index]);
    if (Number.isNaN(previous) && !Number.isNaN(current)) return false;
    if (!Number.isNaN(previous) && !Number.isNaN(current) && current > previous) return false;
  }
  return true;
}

/**
 * message:direct:created. The message joins the newest page of its conversation's message lists (once: the
 * sender's own mutation may have added it); the conversation, wherever it is cached, takes lastMessageAt and
 * the preview (cut at 60 characters), counts one more unread message when someone else sent it, and moves to
 * the its place in a list sorted by last message. A conversation list without the conversation (a new one) refetches.
 */
export function applyDirectMessageCreated(
  state: RootState,
  { message, conversation }: DirectMessageCreatedPayload,
  currentUserId: string | null,
  work: CacheWork,
): void {
  const conversationId = conversation?.id ?? message?.conversationId;
  if (!message?.id || !conversationId) return;

  for (const query of cachedQueries(state, [liveTags.conversationMessages(conversationId)])) {
    if (!holds(query.data, message.id))
      work.patch(query, insertRecipe(query.data, 'messages', message, 'chronological'));
  }

  const sentAt = timeOf(message.createdAt);
  const fromSomeoneElse = message.senderId !== currentUserId;
  const preview = messagePreview(message);
  for (const query of cachedQueries(state, [liveTags.conversation(conversationId), liveTags.conversationList()])) {
    const places = objectsWithParents(query.data, conversationId);
    if (places.length === 0) {
      work.refetch(query.tag);
      continue;
    }
    const sortedLists = new Set(
      places
        .filter(({ parentPath }) => parentPath && isByLastMessage(valueAt(query.data, parentPath) as unknown[]))
        .map(({ parentPath }) => JSON.stringify(parentPath)),
    );
    work.patch(query, (draft) => {
      for (const { path, parentPath } of places) {
        const target = valueAt(draft, path) as Record<string, unknown>;
        const last = timeOf(target['lastMessageAt']);
        if (!Number.isNaN(last) && !(sentAt > last)) continue; // Already counted (a refetch saw it).
        if ('lastMessageAt' in target) target['lastMessageAt'] = message.createdAt;
        if ('lastMessagePreview' in target) target['lastMessagePreview'] = preview;
        if (fromSomeoneElse && typeof target['unreadCount'] === 'number') target['unreadCount'] += 1;
        if (parentPath && sortedLists.has(JSON.stringify(parentPath)))
          keepSorted(valueAt(draft, parentPath) as unknown[], path[path.length - 1] as number, sentAt);
      }
    });
  }
}

/** Moves the conversation at `index`, whose last message is now at `sentAt`, to its place in a list newest first. */
function keepSorted(list: unknown[], index: number, sentAt: number): void {
  const [conversation] = list.splice(index, 1);
  const place = list.findIndex((other) => {
    const last = lastMessageTime(other);
    return Number.isNaN(last) || last <= sentAt;
  });
  list.splice(place === -1 ? list.length : place, 0, conversation);
}
