import type { ConversationParticipantView, ConversationView, UserRef } from '@taskflow/contracts';
import { fullName } from '@taskflow/auth';

export function personName(person: Pick<UserRef, 'firstName' | 'lastName'> | null | undefined): string {
  return fullName(person);
}

/** The name shown for a conversation: the other person of a direct one, otherwise its own name. */
export function conversationTitle(conversation: ConversationView, unnamed: string): string {
  if (conversation.type === 'direct') return personName(conversation.otherParticipant) || unnamed;
  return conversation.name?.trim() || unnamed;
}

export function activeParticipants(conversation: ConversationView): ConversationParticipantView[] {
  return conversation.participants.filter((participant) => participant.isActive);
}

/** Announcements are written by admin users only; every other conversation by its participants. */
export function mayPost(conversation: ConversationView, userType: UserRef['userType'] | undefined): boolean {
  return conversation.type !== 'announcement' || userType === 'admin';
}

/** A mention's current name, as the conversation's participants (former ones too) are known to this screen. */
export function mentionNamesOf(conversation: ConversationView): (userId: string) => string | undefined {
  const names = new Map(
    conversation.participants.flatMap((participant) =>
      participant.user ? [[participant.userId, personName(participant.user)] as const] : [],
    ),
  );
  return (userId) => names.get(userId) || undefined;
}
