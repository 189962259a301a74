/** Conversations and messages (spec documents 1 and 2, section 3; calls of section 7). */
import type { FileView } from './files';
import type { UserRef } from './users';

export const CONVERSATION_TYPES = ['direct', 'team_channel', 'announcement'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const PARTICIPANT_ROLES = ['admin', 'member'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

export const MESSAGE_TYPES = ['text', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_SEARCH_LIMIT = 20;
export const LAST_MESSAGE_PREVIEW_LENGTH = 60;

export interface ConversationParticipantView {
  userId: string;
  role: ParticipantRole;
  isActive: boolean;
  isMuted: boolean;
  lastReadAt: string | null;
  user: UserRef | null;
}

export interface ConversationView {
  id: string;
  type: ConversationType;
  name: string | null;
  description: string | null;
  createdById: string | null;
  /** Direct conversations: the other person; otherwise null. */
  otherParticipant: UserRef | null;
  participants: ConversationParticipantView[];
  lastMessageAt: string | null;
  /** The last message's content cut at 60 characters. */
  lastMessagePreview: string | null;
  unreadCount: number;
  /** Whether the caller may clear or delete it (docs/roles-and-permissions.md#conversations). */
  canManage: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/conversations */
export interface ConversationListResponse {
  conversations: ConversationView[];
  totalUnread: number;
}

/** POST /api/conversations/{id}/read */
export interface ConversationReadResponse {
  unreadCount: number;
  totalUnread: number;
}

export interface MessageReactionView {
  emoji: string;
  userId: string;
}

export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string | null;
  sender: UserRef | null;
  content: string;
  messageType: MessageType;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  /** The stored file of a file message (absent or null: none, or it was removed). */
  file?: FileView | null;
  replyToMessageId: string | null;
  replyToMessage: { id: string; content: string; sender: UserRef | null } | null;
  reactions: MessageReactionView[];
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/conversations/{id}/messages: a page, oldest first; `hasMore` when older messages exist. */
export interface MessageListResponse {
  messages: MessageView[];
  hasMore: boolean;
}

/** POST /api/conversations */
export interface CreateConversationRequest {
  type: ConversationType;
  name?: string | null;
  description?: string | null;
  /** The other people (direct: exactly one). */
  participantIds: string[];
}

/** PUT /api/conversations/{id} */
export interface UpdateConversationRequest {
  name?: string | null;
  description?: string | null;
}

/** POST /api/conversations/{id}/participants */
export interface AddParticipantRequest {
  userId: string;
  role?: ParticipantRole;
}

/** PUT /api/conversations/{id}/participant (the caller's own settings) */
export interface ParticipantSettingsRequest {
  isMuted?: boolean;
}

/** GET /api/conversations/{id}/messages */
export interface MessagePageQuery {
  limit?: number;
  offset?: number;
}

/** POST /api/conversations/{id}/messages */
export interface SendMessageRequest {
  messageType?: MessageType;
  /** Required for text messages; a file message may carry a caption. */
  content?: string;
  /** File messages: the `url` of a draft the sender uploaded for this conversation (POST /api/files, target message); nothing else. */
  fileUrl?: string;
  /** Ignored: the stored file's name and size are used. */
  fileName?: string;
  fileSize?: number;
  replyToMessageId?: string;
}

/** PUT /api/conversations/messages/{id} (own messages) */
export interface EditMessageRequest {
  content: string;
}

/** POST /api/conversations/messages/{id}/reactions (body) and DELETE …/reactions?emoji= (query) */
export interface ReactionRequest {
  emoji: string;
}

/** GET /api/conversations/messages/search */
export interface SearchMessagesQuery {
  q: string;
  limit?: number;
}

/** GET /api/conversations/partners (a list page, see PageQuery): someone the caller may start a conversation with. */
export interface ChatPartnerView extends UserRef {
  /** Clients: their company. */
  clientCompany: { id: string; name: string } | null;
}
