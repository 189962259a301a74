import { Injectable, NotFoundException } from '@nestjs/common';
import { ActorLoader } from '../auth/actor-loader.service';
import { isTeamSide, type Actor } from '../authorization/actor';
import type { CommentBase } from '../comments/comment-base.entity';
import { ConversationParticipant } from '../conversations/conversation-participant.entity';
import { Conversation } from '../conversations/conversation.entity';
import { Message } from '../conversations/message.entity';
import { PROJECT_COMMENTS, TASK_COMMENTS } from '../comments/comment-thread';
import type { Project } from '../projects/project.entity';
import { ProjectsService } from '../projects/projects.service';
import type { Task } from '../tasks/task.entity';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { User } from '../users/user.entity';

/**
 * What a mail's reader may see right now, by the same rules as the API's own answers (visibility helpers, comment
 * threads): a mail only tells of what its reader could open.
 */
@Injectable()
export class ReaderAccess {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly actors: ActorLoader,
    private readonly tasks: TasksService,
    private readonly projects: ProjectsService,
  ) {}

  /** The reader as the API would see them signed in; null when they may not sign in (inactive, portal off). */
  async actorOf(user: User): Promise<Actor | null> {
    if (user.status !== 'active') return null;
    return this.actors.actorOf(user).catch(() => null);
  }

  task(actor: Actor, id: string): Promise<Task | null> {
    return orNull(this.tasks.findVisible(actor, id));
  }

  project(actor: Actor, id: string): Promise<Project | null> {
    return orNull(this.projects.findVisible(actor, id));
  }

  /** A message with its conversation, while the reader is an active participant of that conversation. */
  async message(
    actor: Actor,
    conversationId: string,
    messageId: string,
  ): Promise<{ message: Message; conversation: Conversation } | null> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const member = await scope.findOne(ConversationParticipant, {
      conversationId,
      userId: actor.userId,
      isActive: true,
    });
    if (!member) return null;
    const message = await scope.findOne(Message, { id: messageId, conversationId });
    const conversation = message ? await scope.findOne(Conversation, { id: conversationId }) : null;
    return message && conversation ? { message, conversation } : null;
  }

  /** The comment with its author; internal ones only for the team side. */
  async comment(actor: Actor, thread: 'task' | 'project', id: string): Promise<CommentBase | null> {
    const comments = thread === 'task' ? TASK_COMMENTS : PROJECT_COMMENTS;
    const query = (comments.visibleQuery as typeof TASK_COMMENTS.visibleQuery)(
      this.data.forTenant(actor.serviceProviderId),
      actor,
      isTeamSide(actor),
    );
    return query.andWhere('comment.id = :id', { id }).getOne();
  }
}

async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
