import type { Actor } from '../authorization/actor';
import type { Conversation } from './conversation.entity';
import type { ConversationParticipant } from './conversation-participant.entity';

/**
 * Clearing or deleting (and so managing) a conversation. Direct: any participant;
 * team channel: a participant whose role is admin, or the creator; announcement: admin users only.
 */
export function mayManageConversation(
  actor: Actor,
  conversation: Conversation,
  membership: ConversationParticipant | null,
): boolean {
  if (!membership?.isActive) return false;
  switch (conversation.type) {
    case 'direct':
      return true;
    case 'team_channel':
      return membership.role === 'admin' || conversation.createdById === actor.userId;
    case 'announcement':
      return actor.userType === 'admin';
  }
}

/** Who may start a conversation of a type: direct anyone, team channels the team side, announcements admins. */
export function mayCreateConversation(actor: Actor, type: Conversation['type']): boolean {
  if (type === 'direct') return true;
  if (type === 'team_channel') return actor.userType !== 'client';
  return actor.userType === 'admin';
}

/** Announcements are written by admin users only; every other conversation by its active participants. */
export function mayPost(actor: Actor, conversation: Conversation): boolean {
  return conversation.type !== 'announcement' || actor.userType === 'admin';
}
