import type { MessageListResponse, MessageView } from '@taskflow/contracts';

/** The loaded pages (newest first) as one list, oldest first, each message once. */
export function messagesOldestFirst(pages: readonly MessageListResponse[] | undefined): MessageView[] {
  const seen = new Set<string>();
  const messages: MessageView[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

export interface ReactionSummary {
  emoji: string;
  count: number;
  mine: boolean;
}

/** Reactions grouped by emoji in the order they first appear, with whether the user gave one. */
export function summarizeReactions(
  message: Pick<MessageView, 'reactions'>,
  userId: string | undefined,
): ReactionSummary[] {
  const byEmoji = new Map<string, ReactionSummary>();
  for (const reaction of message.reactions) {
    const summary = byEmoji.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, mine: false };
    summary.count += 1;
    summary.mine ||= reaction.userId === userId;
    byEmoji.set(reaction.emoji, summary);
  }
  return [...byEmoji.values()];
}
