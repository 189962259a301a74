import type { ConversationParticipantView, ConversationView, MessageView, UserRef } from '@taskflow/contracts';

export const people = {
  admin: { id: 'u-admin', firstName: 'Ada', lastName: 'Admin', userType: 'admin' } as UserRef,
  team: { id: 'u-team', firstName: 'Tom', lastName: 'Team', userType: 'team' } as UserRef,
  designer: { id: 'u-design', firstName: 'Lena', lastName: 'Lorenz', userType: 'team' } as UserRef,
  client: { id: 'u-client', firstName: 'Clara', lastName: 'Client', userType: 'client' } as UserRef,
};

export function participant(user: UserRef, role: 'admin' | 'member' = 'member'): ConversationParticipantView {
  return { userId: user.id, role, isActive: true, isMuted: false, lastReadAt: null, user };
}

export function conversation(id: string, changes: Partial<ConversationView> = {}): ConversationView {
  return {
    id,
    type: 'direct',
    name: null,
    description: null,
    createdById: people.admin.id,
    otherParticipant: people.client,
    participants: [participant(people.admin), participant(people.client)],
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    lastMessagePreview: 'Hello',
    unreadCount: 0,
    canManage: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...changes,
  };
}

export function message(
  id: string,
  conversationId: string,
  from: UserRef,
  content: string,
  createdAt: string,
  changes: Partial<MessageView> = {},
): MessageView {
  return {
    id,
    conversationId,
    senderId: from.id,
    sender: from,
    content,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    replyToMessageId: null,
    replyToMessage: null,
    reactions: [],
    isEdited: false,
    createdAt,
    updatedAt: createdAt,
    ...changes,
  };
}

/** `count` messages one minute apart from 2026-03-01 08:00, alternating between two people. */
export function messageSeries(conversationId: string, count: number, a: UserRef, b: UserRef): MessageView[] {
  const start = Date.parse('2026-03-01T08:00:00.000Z');
  return Array.from({ length: count }, (_, index) =>
    message(
      `m${index + 1}`,
      conversationId,
      index % 2 === 0 ? a : b,
      `Message ${index + 1}`,
      new Date(start + index * 60_000).toISOString(),
    ),
  );
}
