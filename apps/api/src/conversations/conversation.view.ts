import {
  LAST_MESSAGE_PREVIEW_LENGTH,
  type UserRef,
  type ConversationView,
  type MessageView,
} from '@taskflow/contracts';
import type { User } from '../users/user.entity';
import type { Conversation } from './conversation.entity';
import type { ConversationParticipant } from './conversation-participant.entity';
import type { Message } from './message.entity';
import { toFileView } from '../file-storage/stored-file.view';

export function toUserRef(user: User | null | undefined): UserRef | null {
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType } : null;
}

export function previewOf(message: Pick<Message, 'content' | 'fileName'>): string {
  const text = message.content.trim() || message.fileName || '';
  return text.slice(0, LAST_MESSAGE_PREVIEW_LENGTH);
}

export function toConversationView(
  conversation: Conversation,
  participants: ConversationParticipant[],
  viewerId: string,
  unreadCount: number,
  canManage: boolean,
): ConversationView {
  const other =
    conversation.type === 'direct' ? participants.find((participant) => participant.userId !== viewerId) : undefined;
  return {
    id: conversation.id,
    type: conversation.type,
    name: conversation.name,
    description: conversation.description,
    createdById: conversation.createdById,
    otherParticipant: toUserRef(other?.user),
    participants: participants.map((participant) => ({
      userId: participant.userId,
      role: participant.role,
      isActive: participant.isActive,
      isMuted: participant.isMuted,
      lastReadAt: participant.lastReadAt?.toISOString() ?? null,
      user: toUserRef(participant.user),
    })),
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    lastMessagePreview: conversation.lastMessagePreview,
    unreadCount,
    canManage,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

export function toMessageView(message: Message): MessageView {
  const reply = message.replyToMessage;
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    sender: toUserRef(message.sender),
    content: message.content,
    messageType: message.messageType,
    fileUrl: message.fileUrl,
    fileName: message.fileName,
    fileSize: message.fileSize,
    file: message.file ? toFileView(message.file) : null,
    replyToMessageId: message.replyToMessageId,
    replyToMessage: reply ? { id: reply.id, content: reply.content, sender: toUserRef(reply.sender) } : null,
    reactions: (message.reactions ?? []).map((reaction) => ({ emoji: reaction.emoji, userId: reaction.userId })),
    isEdited: message.isEdited,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
