import { Injectable } from '@nestjs/common';
import {
  SERVER_EVENTS,
  type ChatPartnerView,
  type ConversationChange,
  type ConversationChangedPayload,
  type ConversationListResponse,
  type ConversationReadResponse,
  type ConversationView,
  type PageQuery,
} from '@taskflow/contracts';
import { In } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { mapPage, type ListPage } from '../common/list-page';
import { isUniqueViolation } from '../common/unique-violation';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { mayCreateConversation, mayManageConversation } from './chat-rights';
import { chatPartners, mayShareConversation } from './chat-partners';
import { ConversationParticipant } from './conversation-participant.entity';
import { Conversation } from './conversation.entity';
import { toConversationView } from './conversation.view';
import type {
  AddParticipantDto,
  CreateConversationDto,
  ParticipantSettingsDto,
  UpdateConversationDto,
} from './conversations.dto';
import {
  ChatPartnerNotAllowedException,
  ConversationAccessDeniedException,
  ConversationNotFoundException,
  InvalidConversationInputException,
} from './conversations.exception';
import { Message } from './message.entity';

/** A conversation the actor takes part in, with everyone in it. */
export interface Membership {
  conversation: Conversation;
  participants: ConversationParticipant[];
  me: ConversationParticipant;
}

@Injectable()
export class ConversationsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  async list(actor: Actor): Promise<ConversationListResponse> {
    const scope = this.scope(actor);
    const mine = await scope.find(ConversationParticipant, { where: { userId: actor.userId, isActive: true } });
    if (mine.length === 0) return { conversations: [], totalUnread: 0 };
    const ids = mine.map((participant) => participant.conversationId);
    const conversations = await scope
      .query(Conversation, 'conversation')
      .andWhere('conversation.id IN (:...ids)', { ids })
      .orderBy('conversation.lastMessageAt', 'DESC', 'NULLS LAST')
      .addOrderBy('conversation.createdAt', 'DESC')
      .getMany();
    const participants = await this.participantsOf(scope, ids);
    const unread = await this.unreadCounts(scope, actor.userId, ids);
    const views = conversations.map((conversation) => {
      const people = participants.filter((participant) => participant.conversationId === conversation.id);
      const me = people.find((participant) => participant.userId === actor.userId) ?? null;
      return toConversationView(
        conversation,
        people,
        actor.userId,
        unread.get(conversation.id) ?? 0,
        mayManageConversation(actor, conversation, me),
      );
    });
    return { conversations: views, totalUnread: views.reduce((sum, view) => sum + view.unreadCount, 0) };
  }

  /** The people the actor may start a conversation with, everyone but the actor. */
  async partners(actor: Actor, page?: PageQuery): Promise<ListPage<ChatPartnerView>> {
    const people = await chatPartners(this.scope(actor), actor, page);
    return mapPage(people, (person) => ({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      userType: person.userType,
      clientCompany: person.clientCompany ? { id: person.clientCompany.id, name: person.clientCompany.name } : null,
    }));
  }

  async get(actor: Actor, id: string): Promise<ConversationView> {
    return this.view(actor, await this.membership(actor, id));
  }

  async create(actor: Actor, dto: CreateConversationDto): Promise<ConversationView> {
    if (!mayCreateConversation(actor, dto.type))
      throw new ConversationAccessDeniedException(`you may not start a ${dto.type.replace('_', ' ')}`);
    const otherIds = [...new Set(dto.participantIds)].filter((id) => id !== actor.userId);
    if (dto.type === 'direct' && otherIds.length !== 1)
      throw new InvalidConversationInputException('a direct conversation needs exactly one other person');
    if (dto.type !== 'direct' && !dto.name) throw new InvalidConversationInputException('a channel needs a name');
    const scope = this.scope(actor);
    const people = await this.usersOrFail(scope, [actor.userId, ...otherIds]);
    if (!(await mayShareConversation(scope, people))) throw new ChatPartnerNotAllowedException();

    const directKey = dto.type === 'direct' ? [actor.userId, otherIds[0]].sort().join(':') : null;
    if (directKey) {
      const existing = await this.existingDirect(actor, scope, directKey);
      if (existing) return existing;
    }
    let id: string;
    try {
      id = await this.data.transaction(actor.serviceProviderId, async (tx) => {
        const conversation = await tx.insert(Conversation, {
          type: dto.type,
          name: dto.type === 'direct' ? null : (dto.name ?? null),
          description: dto.description ?? null,
          createdById: actor.userId,
          directKey,
          lastMessageAt: null,
          lastMessagePreview: null,
        });
        const creatorRole = dto.type === 'direct' ? 'member' : 'admin';
        await tx.insert(ConversationParticipant, {
          conversationId: conversation.id,
          userId: actor.userId,
          role: creatorRole,
          isActive: true,
          isMuted: false,
          lastReadAt: new Date(),
        });
        for (const userId of otherIds) {
          await tx.insert(ConversationParticipant, {
            conversationId: conversation.id,
            userId,
            role: 'member',
            isActive: true,
            isMuted: false,
            lastReadAt: null,
          });
        }
        return conversation.id;
      });
    } catch (error) {
      // Both people started the same direct conversation at once: the other request won.
      const existing =
        directKey && isUniqueViolation(error) ? await this.existingDirect(actor, scope, directKey) : null;
      if (existing) return existing;
      throw error;
    }
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, dto: UpdateConversationDto): Promise<ConversationView> {
    const membership = await this.managed(actor, id, 'you may not change this conversation');
    if (membership.conversation.type === 'direct' && dto.name)
      throw new InvalidConversationInputException('a direct conversation has no name');
    const changes: Partial<Conversation> = {};
    if (dto.name !== undefined) {
      if (membership.conversation.type !== 'direct' && !dto.name)
        throw new InvalidConversationInputException('a channel needs a name');
      changes.name = dto.name;
    }
    if (dto.description !== undefined) changes.description = dto.description;
    if (Object.keys(changes).length > 0) {
      await this.scope(actor).update(Conversation, { id }, changes);
      this.announceChange(membership, 'details');
    }
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const membership = await this.managed(actor, id, 'you may not delete this conversation');
    await this.scope(actor).remove(Conversation, membership.conversation);
    this.announceChange(membership, 'deleted');
    this.announceUnread(actor, membership, actor.userId);
    await this.live.accessChanged(actor.serviceProviderId);
  }

  async clear(actor: Actor, id: string): Promise<ConversationView> {
    const membership = await this.managed(actor, id, 'you may not clear this conversation');
    await this.data.transaction(actor.serviceProviderId, async (tx) => {
      await tx.delete(Message, { conversationId: id });
      await tx.update(Conversation, { id }, { lastMessageAt: null, lastMessagePreview: null });
    });
    this.announceChange(membership, 'cleared');
    this.announceUnread(actor, membership);
    return this.get(actor, id);
  }

  async addParticipant(actor: Actor, id: string, dto: AddParticipantDto): Promise<ConversationView> {
    const membership = await this.managed(actor, id, 'you may not add people to this conversation');
    if (membership.conversation.type === 'direct')
      throw new InvalidConversationInputException('a direct conversation has exactly two people');
    const scope = this.scope(actor);
    const active = membership.participants
      .filter((participant) => participant.isActive && participant.userId !== dto.userId)
      .map((participant) => participant.userId);
    const people = await this.usersOrFail(scope, [...active, dto.userId]);
    if (!(await mayShareConversation(scope, people))) throw new ChatPartnerNotAllowedException();
    const role = dto.role ?? 'member';
    const existing = membership.participants.find((participant) => participant.userId === dto.userId);
    if (existing) await scope.update(ConversationParticipant, { id: existing.id }, { isActive: true, role });
    else
      await scope.insert(ConversationParticipant, {
        conversationId: id,
        userId: dto.userId,
        role,
        isActive: true,
        isMuted: false,
        lastReadAt: null,
      });
    this.announceChange(membership, 'participants', [dto.userId]);
    return this.get(actor, id);
  }

  /** Managers remove anyone; everyone may leave a channel themselves. */
  async removeParticipant(actor: Actor, id: string, userId: string): Promise<void> {
    const membership = await this.membership(actor, id);
    if (membership.conversation.type === 'direct')
      throw new InvalidConversationInputException('a direct conversation has exactly two people');
    if (userId !== actor.userId && !mayManageConversation(actor, membership.conversation, membership.me)) {
      throw new ConversationAccessDeniedException('you may not remove people from this conversation');
    }
    const target = membership.participants.find((participant) => participant.userId === userId && participant.isActive);
    if (!target) throw new UserNotFoundException();
    await this.scope(actor).update(ConversationParticipant, { id: target.id }, { isActive: false });
    // The one who left (or was removed) neither hears nor types in the conversation any more.
    await this.live.accessChanged(actor.serviceProviderId);
    this.announceChange(membership, 'participants');
    this.announceUnread(actor, { ...membership, participants: [target] });
  }

  async markRead(actor: Actor, id: string): Promise<ConversationReadResponse> {
    const membership = await this.membership(actor, id);
    await this.scope(actor).update(ConversationParticipant, { id: membership.me.id }, { lastReadAt: new Date() });
    const totalUnread = await this.totalUnread(actor.serviceProviderId, actor.userId);
    this.live.toUsers([actor.userId], SERVER_EVENTS.unreadCountUpdated, {
      count: totalUnread,
      kind: 'messages',
      conversationId: id,
      unreadCount: 0,
    });
    return { unreadCount: 0, totalUnread };
  }

  async updateSettings(actor: Actor, id: string, dto: ParticipantSettingsDto): Promise<ConversationView> {
    const membership = await this.membership(actor, id);
    if (dto.isMuted !== undefined)
      await this.scope(actor).update(ConversationParticipant, { id: membership.me.id }, { isMuted: dto.isMuted });
    return this.get(actor, id);
  }

  /** The conversation if the actor is an active participant: another agency's answers 404, someone else's 403. */
  async membership(actor: Actor, id: string): Promise<Membership> {
    const scope = this.scope(actor);
    const conversation = await scope.findOne(Conversation, { id });
    if (!conversation) throw new ConversationNotFoundException();
    const participants = await this.participantsOf(scope, [id]);
    const me = participants.find((participant) => participant.userId === actor.userId && participant.isActive);
    if (!me) throw new ConversationAccessDeniedException('you are not a participant of this conversation');
    return { conversation, participants, me };
  }

  /** Unread messages of every conversation the user is active in. */
  async totalUnread(serviceProviderId: string, userId: string): Promise<number> {
    const scope = this.data.forTenant(serviceProviderId);
    const mine = await scope.find(ConversationParticipant, { where: { userId, isActive: true } });
    const counts = await this.unreadCounts(
      scope,
      userId,
      mine.map((participant) => participant.conversationId),
    );
    return [...counts.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Tells each active participant their new unread total (after new or removed messages). */
  announceUnread(
    actor: Pick<Actor, 'serviceProviderId'>,
    membership: Pick<Membership, 'participants' | 'conversation'>,
    except?: string,
  ): void {
    for (const participant of membership.participants) {
      if (!participant.isActive || participant.userId === except) continue;
      void this.live.safely('unread count', async () => {
        const count = await this.totalUnread(actor.serviceProviderId, participant.userId);
        this.live.toUsers([participant.userId], SERVER_EVENTS.unreadCountUpdated, {
          count,
          kind: 'messages',
          conversationId: membership.conversation.id,
        });
      });
    }
  }

  /** Tells the active participants (and `alsoTo`) that the conversation changed. */
  private announceChange(
    membership: Pick<Membership, 'participants' | 'conversation'>,
    change: ConversationChange,
    alsoTo: string[] = [],
  ): void {
    const payload: ConversationChangedPayload = { conversationId: membership.conversation.id, change };
    const recipients = membership.participants
      .filter((participant) => participant.isActive)
      .map((participant) => participant.userId);
    this.live.toUsers([...recipients, ...alsoTo], SERVER_EVENTS.conversationChanged, payload);
  }

  private async managed(actor: Actor, id: string, refusal: string): Promise<Membership> {
    const membership = await this.membership(actor, id);
    if (!mayManageConversation(actor, membership.conversation, membership.me))
      throw new ConversationAccessDeniedException(refusal);
    return membership;
  }

  private async view(actor: Actor, membership: Membership): Promise<ConversationView> {
    const unread = await this.unreadCounts(this.scope(actor), actor.userId, [membership.conversation.id]);
    return toConversationView(
      membership.conversation,
      membership.participants,
      actor.userId,
      unread.get(membership.conversation.id) ?? 0,
      mayManageConversation(actor, membership.conversation, membership.me),
    );
  }

  private async existingDirect(actor: Actor, scope: TenantScope, directKey: string): Promise<ConversationView | null> {
    const existing = await scope.findOne(Conversation, { directKey });
    if (!existing) return null;
    // Someone who left a direct conversation comes back into it.
    await scope.update(
      ConversationParticipant,
      { conversationId: existing.id, userId: actor.userId },
      { isActive: true },
    );
    return this.get(actor, existing.id);
  }

  private async usersOrFail(scope: TenantScope, ids: string[]): Promise<User[]> {
    const unique = [...new Set(ids)];
    const users = await scope.find(User, { where: { id: In(unique), status: 'active' } });
    if (users.length !== unique.length) throw new UserNotFoundException();
    return users;
  }

  private participantsOf(scope: TenantScope, conversationIds: string[]): Promise<ConversationParticipant[]> {
    return scope.find(ConversationParticipant, {
      where: { conversationId: In(conversationIds) },
      relations: { user: true },
      order: { createdAt: 'ASC' },
    });
  }

  private async unreadCounts(
    scope: TenantScope,
    userId: string,
    conversationIds: string[],
  ): Promise<Map<string, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await scope
      .query(Message, 'message')
      .innerJoin(
        ConversationParticipant,
        'me',
        'me.conversation_id = message.conversation_id AND me.user_id = :userId',
        { userId },
      )
      .select('message.conversationId', 'conversationId')
      .addSelect('COUNT(*)', 'count')
      .andWhere('message.conversationId IN (:...conversationIds)', { conversationIds })
      .andWhere('(message.senderId IS NULL OR message.senderId <> :userId)')
      .andWhere('(me.lastReadAt IS NULL OR message.createdAt > me.lastReadAt)')
      .groupBy('message.conversationId')
      .getRawMany<{ conversationId: string; count: string }>();
    return new Map(rows.map((row) => [row.conversationId, Number(row.count)]));
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}
