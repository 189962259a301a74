import type {
  ConversationChangedPayload,
  ConversationLastMessage,
  DirectMessageDeletedPayload,
  DirectMessageEditedPayload,
  MessageReactionsChangedPayload,
  MessageView,
} from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { findObjects, holds, isRecord, mergeRecipe, valueAt, type DataPath } from './cached-data';
import { cachedQueries, type CacheWork } from './cache-work';

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** Newest first by lastMessageAt, conversations without messages last (the order of GET /conversations). */
function compareByLastMessage(a: unknown, b: unknown): number {
  const left = timeOf(isRecord(a) ? a['lastMessageAt'] : null);
  const right = timeOf(isRecord(b) ? b['lastMessageAt'] : null);
  if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : 1;
  if (Number.isNaN(right)) return -1;
  return right - left;
}

function isSortedByLastMessage(list: readonly unknown[]): boolean {
  return list.every((item, index) => index === 0 || compareByLastMessage(list[index - 1], item) <= 0);
}

/**
 * The conversation, wherever it is cached, takes its new last-message fields; a list that was sorted by last
 * message stays sorted (a deleted last message can move it down).
 */
function applyLastMessage(state: RootState, conversation: ConversationLastMessage, work: CacheWork): void {
  for (const query of cachedQueries(state, [liveTags.conversation(conversation.id)])) {
    const paths = findObjects(query.data, (id) => id === conversation.id);
    if (paths.length === 0) {
      work.refetch(query.tag);
      continue;
    }
    const sortedLists = new Map<string, DataPath>();
    for (const path of paths) {
      const parentPath = path.slice(0, -1);
      const parent = valueAt(query.data, parentPath);
      if (Array.isArray(parent) && isSortedByLastMessage(parent))
        sortedLists.set(JSON.stringify(parentPath), parentPath);
    }
    work.patch(query, (draft) => {
      for (const path of paths) {
        const target = valueAt(draft, path) as Record<string, unknown>;
        if ('lastMessageAt' in target) target['lastMessageAt'] = conversation.lastMessageAt;
        if ('lastMessagePreview' in target) target['lastMessagePreview'] = conversation.lastMessagePreview;
      }
      for (const parentPath of sortedLists.values())
        (valueAt(draft, parentPath) as unknown[]).sort(compareByLastMessage);
    });
  }
}

/** The queries that may hold the message: its conversation's message lists and those tagged with it (search results). */
function messageHolders(state: RootState, conversationId: string, messageId: string) {
  return cachedQueries(state, [liveTags.conversationMessages(conversationId), liveTags.message(messageId)]);
}

/** The message takes `fields` wherever it is cached (also where another message quotes it as its reply target). */
export function applyMessageFields(
  state: RootState,
  message: { id: string; conversationId: string },
  fields: Record<string, unknown>,
  work: CacheWork,
): void {
  for (const query of messageHolders(state, message.conversationId, message.id)) {
    if (holds(query.data, message.id)) work.patch(query, mergeRecipe(query.data, message.id, fields));
  }
}

/** The fields an edit or a reaction changes. */
export function changedMessageFields({
  content,
  isEdited,
  updatedAt,
  reactions,
}: MessageView): Record<string, unknown> {
  return { content, isEdited, updatedAt, reactions };
}

/**
 * message:direct:edited. The message takes its new content (also where another message quotes it as its
 * reply target); the conversation takes the new preview when it was its last message.
 */
export function applyDirectMessageEdited(
  state: RootState,
  { message, conversation }: DirectMessageEditedPayload,
  work: CacheWork,
): void {
  if (!message?.id || !conversation?.id) return;
  applyMessageFields(state, { id: message.id, conversationId: conversation.id }, changedMessageFields(message), work);
  applyLastMessage(state, conversation, work);
}

/** message:reactions:changed. The message takes its new reactions. */
export function applyMessageReactionsChanged(
  state: RootState,
  { messageId, conversationId, reactions }: MessageReactionsChangedPayload,
  work: CacheWork,
): void {
  if (!messageId || !conversationId || !Array.isArray(reactions)) return;
  applyMessageFields(state, { id: messageId, conversationId }, { reactions }, work);
}

/** The message leaves the lists holding it; messages that replied to it lose their reply reference (as the server sets it to null). */
export function applyMessageRemoved(
  state: RootState,
  conversationId: string,
  messageId: string,
  work: CacheWork,
): void {
  for (const query of messageHolders(state, conversationId, messageId)) {
    const paths = findObjects(query.data, (id) => id === messageId);
    if (paths.length === 0) continue;
    const places = paths.map((path) => {
      const parentPath = path.slice(0, -1);
      const parent = valueAt(query.data, parentPath);
      if (Array.isArray(parent)) return { kind: 'item' as const, parentPath, index: path[path.length - 1] as number };
      if (path[path.length - 1] === 'replyToMessage') return { kind: 'reply' as const, parentPath };
      return null;
    });
    if (places.some((place) => place === null)) {
      work.refetch(query.tag);
      continue;
    }
    work.patch(query, (draft) => {
      // Back to front, so earlier indexes of the same array stay valid.
      for (const place of [...places].reverse()) {
        if (!place) continue;
        const parent = valueAt(draft, place.parentPath);
        if (place.kind === 'item') (parent as unknown[]).splice(place.index, 1);
        else Object.assign(parent as Record<string, unknown>, { replyToMessage: null, replyToMessageId: null });
      }
    });
  }
}

/**
 * message:direct:deleted. The message leaves its conversation's message lists, replies to it lose their
 * reply reference, and the conversation takes its new last message.
 */
export function applyDirectMessageDeleted(
  state: RootState,
  { messageId, conversation }: DirectMessageDeletedPayload,
  work: CacheWork,
): void {
  if (!messageId || !conversation?.id) return;
  applyMessageRemoved(state, conversation.id, messageId, work);
  applyLastMessage(state, conversation, work);
}

/**
 * conversation:changed. What is cached of the conversation reloads: the conversation itself and the user's
 * conversation list, and its messages too when they were cleared or the conversation is gone.
 */
export function applyConversationChanged(
  _state: RootState,
  { conversationId, change }: ConversationChangedPayload,
  work: CacheWork,
): void {
  if (!conversationId) return;
  work.refetch(liveTags.conversation(conversationId));
  work.refetch(liveTags.conversationList());
  if (change === 'cleared' || change === 'deleted') work.refetch(liveTags.conversationMessages(conversationId));
}
