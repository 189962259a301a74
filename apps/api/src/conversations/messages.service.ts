import { Injectable } from '@nestjs/common';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_SEARCH_LIMIT,
  SERVER_EVENTS,
  fileDownloadPath,
  type ConversationLastMessage,
  type DirectMessageCreatedPayload,
  type DirectMessageDeletedPayload,
  type DirectMessageEditedPayload,
  type MessageListResponse,
  type MessageReactionsChangedPayload,
  type MessageView,
  type ServerEventName,
} from '@taskflow/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { attachDrafts, draftOfFileUrl } from '../file-storage/file-drafts';
import { StoredFile } from '../file-storage/stored-file.entity';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { mayPost } from './chat-rights';
import { ConversationParticipant } from './conversation-participant.entity';
import { Conversation } from './conversation.entity';
import { previewOf, toMessageView } from './conversation.view';
import type { EditMessageDto, SendMessageDto } from './conversations.dto';
import {
  ConversationAccessDeniedException,
  InvalidConversationInputException,
  MessageNotFoundException,
  NotYourMessageException,
} from './conversations.exception';
import { ConversationsService, type Membership } from './conversations.service';
import { MessageReaction } from './message-reaction.entity';
import { Message } from './message.entity';
import { WorkActivityBus } from '../live-events/work-activity';
import { MentionCheck } from '../mention-rules/mention-check';
import { newMentions } from '../mention-rules/new-mentions';

@Injectable()
export class MessagesService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly conversations: ConversationsService,
    private readonly live: LiveEvents,
    private readonly mentions: MentionCheck,
    private readonly activity: WorkActivityBus,
  ) {}

  /** A page counted from the newest message, returned oldest first; `hasMore` when older ones exist. */
  async list(
    actor: Actor,
    conversationId: string,
    limit = MESSAGE_PAGE_SIZE,
    offset = 0,
  ): Promise<MessageListResponse> {
    await this.conversations.membership(actor, conversationId);
    const ids = await this.scope(actor)
      .query(Message, 'message')
      .select('message.id', 'id')
      .andWhere('message.conversationId = :conversationId', { conversationId })
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .offset(offset)
      .limit(limit + 1)
      .getRawMany<{ id: string }>();
    const page = ids.slice(0, limit).map((row) => row.id);
    const messages =
      page.length === 0
        ? []
        : await this.withDetails(this.scope(actor)).andWhere('message.id IN (:...page)', { page }).getMany();
    messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return { messages: messages.map(toMessageView), hasMore: ids.length > limit };
  }

  async send(actor: Actor, conversationId: string, dto: SendMessageDto): Promise<MessageView> {
    const membership = await this.conversations.membership(actor, conversationId);
    if (!mayPost(actor, membership.conversation))
      throw new ConversationAccessDeniedException('only admins write announcements');
    const scope = this.scope(actor);
    if (dto.replyToMessageId && !(await scope.findOne(Message, { id: dto.replyToMessageId, conversationId }))) {
      throw new InvalidConversationInputException('the replied-to message is not in this conversation');
    }
    const isFile = dto.messageType === 'file';
    const content = dto.content ?? '';
    await this.mentions.assertMentionable(actor, { kind: 'conversation', conversationId }, content, 'content');
    const now = new Date();
    const draftOwner = { uploadedById: actor.userId, target: 'message' as const, parentId: conversationId };
    const file = isFile ? await draftOfFileUrl(scope, draftOwner, dto.fileUrl ?? '') : null;
    const id = await this.data.transaction(actor.serviceProviderId, async (tx) => {
      const message = await tx.insert(Message, {
        conversationId,
        senderId: actor.userId,
        content,
        messageType: isFile ? 'file' : 'text',
        fileUrl: file ? fileDownloadPath(file.id) : null,
        fileName: file?.fileName ?? null,
        fileSize: file?.size ?? null,
        replyToMessageId: dto.replyToMessageId ?? null,
        isEdited: false,
      });
      if (file) await attachDrafts(tx, draftOwner, [file.id], { messageId: message.id }, 'fileUrl');
      await tx.update(
        Conversation,
        { id: conversationId },
        {
          lastMessageAt: message.createdAt,
          lastMessagePreview: previewOf({ content, fileName: file?.fileName ?? null }),
        },
      );
      await tx.update(
        ConversationParticipant,
        { id: membership.me.id },
        { lastReadAt: now > message.createdAt ? now : message.createdAt },
      );
      return message.id;
    });
    const view = await this.get(actor, id);
    this.announce(actor, membership, view);
    this.activity.messageMentioned(actor, { id, conversationId }, newMentions(actor, '', content));
    return view;
  }

  async get(actor: Actor, id: string): Promise<MessageView> {
    return toMessageView(await this.findVisible(actor, id));
  }

  async edit(actor: Actor, id: string, dto: EditMessageDto): Promise<MessageView> {
    const message = await this.findOwn(actor, id);
    await this.mentions.assertMentionable(
      actor,
      { kind: 'conversation', conversationId: message.conversationId },
      dto.content,
      'content',
    );
    const conversation = await this.data.transaction(actor.serviceProviderId, async (tx) => {
      await tx.update(Message, { id }, { content: dto.content, isEdited: true });
      return refreshLastMessage(tx, message.conversationId);
    });
    const view = await this.get(actor, id);
    const payload: DirectMessageEditedPayload = { message: view, conversation };
    await this.toParticipants(actor, message.conversationId, SERVER_EVENTS.directMessageEdited, payload);
    this.activity.messageMentioned(
      actor,
      { id, conversationId: message.conversationId },
      newMentions(actor, message.content, dto.content),
    );
    return view;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const message = await this.findOwn(actor, id);
    const conversation = await this.data.transaction(actor.serviceProviderId, async (tx) => {
      await tx.remove(Message, message);
      return refreshLastMessage(tx, message.conversationId);
    });
    const membership = await this.conversations.membership(actor, message.conversationId);
    const payload: DirectMessageDeletedPayload = { messageId: id, conversation };
    this.live.toUsers(activeParticipants(membership), SERVER_EVENTS.directMessageDeleted, payload);
    this.conversations.announceUnread(actor, membership, actor.userId);
  }

  async addReaction(actor: Actor, id: string, emoji: string): Promise<MessageView> {
    const message = await this.findVisible(actor, id);
    const added = await this.scope(actor).insertOrIgnore(MessageReaction, {
      messageId: message.id,
      userId: actor.userId,
      emoji,
    });
    return this.reactionsChanged(actor, id, added !== null);
  }

  async removeReaction(actor: Actor, id: string, emoji: string): Promise<MessageView> {
    const message = await this.findVisible(actor, id);
    const removed = await this.scope(actor).delete(MessageReaction, {
      messageId: message.id,
      userId: actor.userId,
      emoji,
    });
    return this.reactionsChanged(actor, id, removed > 0);
  }

  /** Messages containing `q` (any case) in the conversations the actor takes part in, newest first. */
  async search(actor: Actor, q: string, limit = MESSAGE_SEARCH_LIMIT): Promise<MessageView[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const ids = await this.memberOnly(this.scope(actor).query(Message, 'message').select('message.id', 'id'), actor)
      .andWhere(`message.content ILIKE :pattern ESCAPE '\\'`, { pattern })
      .orderBy('message.createdAt', 'DESC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    if (ids.length === 0) return [];
    const messages = await this.withDetails(this.scope(actor))
      .andWhere('message.id IN (:...ids)', { ids: ids.map((row) => row.id) })
      .getMany();
    return messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toMessageView);
  }

  private announce(actor: Actor, membership: Membership, message: MessageView): void {
    const payload: DirectMessageCreatedPayload = {
      message,
      conversation: { id: membership.conversation.id, type: membership.conversation.type },
    };
    this.live.toUsers(activeParticipants(membership), SERVER_EVENTS.directMessageCreated, payload);
    this.conversations.announceUnread(actor, membership, actor.userId);
  }

  /** The message after a reaction was added or removed; its new reactions go live when they changed. */
  private async reactionsChanged(actor: Actor, id: string, changed: boolean): Promise<MessageView> {
    const view = await this.get(actor, id);
    if (changed) {
      const payload: MessageReactionsChangedPayload = {
        messageId: view.id,
        conversationId: view.conversationId,
        reactions: view.reactions,
      };
      await this.toParticipants(actor, view.conversationId, SERVER_EVENTS.messageReactionsChanged, payload);
    }
    return view;
  }

  /** Sends an event to every active participant of the conversation (the same people as a new message). */
  private async toParticipants(
    actor: Actor,
    conversationId: string,
    event: ServerEventName,
    payload: unknown,
  ): Promise<void> {
    const membership = await this.conversations.membership(actor, conversationId);
    this.live.toUsers(activeParticipants(membership), event, payload);
  }

  private async findVisible(actor: Actor, id: string): Promise<Message> {
    const message = await this.memberOnly(this.withDetails(this.scope(actor)), actor)
      .andWhere('message.id = :id', { id })
      .getOne();
    if (!message) throw new MessageNotFoundException();
    return message;
  }

  private async findOwn(actor: Actor, id: string): Promise<Message> {
    const message = await this.findVisible(actor, id);
    if (message.senderId !== actor.userId) throw new NotYourMessageException();
    return message;
  }

  private memberOnly(query: SelectQueryBuilder<Message>, actor: Actor): SelectQueryBuilder<Message> {
    return query.innerJoin(
      ConversationParticipant,
      'member',
      'member.conversation_id = message.conversation_id AND member.user_id = :memberId AND member.is_active = true',
      { memberId: actor.userId },
    );
  }

  private withDetails(scope: TenantScope): SelectQueryBuilder<Message> {
    return scope
      .query(Message, 'message')
      .leftJoinAndSelect('message.sender', 'sender')
      .leftJoinAndSelect('message.replyToMessage', 'reply')
      .leftJoinAndSelect('reply.sender', 'replySender')
      .leftJoinAndSelect('message.reactions', 'reaction')
      .leftJoinAndMapOne('message.file', StoredFile, 'file', 'file.message_id = message.id')
      .leftJoinAndSelect('file.uploadedBy', 'fileUploader');
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

function activeParticipants(membership: Membership): string[] {
  return membership.participants.filter((participant) => participant.isActive).map((participant) => participant.userId);
}

/** Keeps the conversation's lastMessageAt and preview in line with its newest message; answers them. */
async function refreshLastMessage(scope: TenantScope, conversationId: string): Promise<ConversationLastMessage> {
  const latest = await scope.findOne(Message, { conversationId }, { order: { createdAt: 'DESC' } });
  const lastMessageAt = latest?.createdAt ?? null;
  const lastMessagePreview = latest ? previewOf(latest) : null;
  await scope.update(Conversation, { id: conversationId }, { lastMessageAt, lastMessagePreview });
  const conversation = await scope.findOne(Conversation, { id: conversationId });
  return {
    id: conversationId,
    type: conversation?.type ?? 'direct',
    lastMessageAt: lastMessageAt?.toISOString() ?? null,
    lastMessagePreview,
  };
}
