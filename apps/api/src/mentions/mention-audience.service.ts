import { Injectable } from '@nestjs/common';
import { mentionedUserIds, type UserType } from '@taskflow/contracts';
import { In } from 'typeorm';
import { ActorLoader } from '../auth/actor-loader.service';
import type { Actor } from '../authorization/actor';
import { ConversationParticipant } from '../conversations/conversation-participant.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { MentionCheck, type MentionPlace } from '../mention-rules/mention-check';
import { MentionOutsideAudienceException, MentionPlaceNotFoundException } from './mentions.exception';

/** One person who may read a thing, as the picker offers them. */
export interface AudienceMember {
  id: string;
  name: string;
  role: UserType;
}

interface TaskFacts {
  assignedToId: string | null;
  isClientVisible: boolean;
  clientCompanyId: string | null;
  projectId: string;
}

/**
 * Who may read a description, comment or message, by the rules of the API's own answers (visibility helpers):
 * team members see a task when they may see all tasks or it is theirs; clients of the project's company see
 * client-visible tasks and the project, never internal comments; a conversation is read by its active participants.
 */
@Injectable()
export class MentionAudience extends MentionCheck {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly actors: ActorLoader,
  ) {
    super();
  }

  /** The audience of `place`; a place the actor may not read is not found (no list leaks through it). */
  async of(actor: Actor, place: MentionPlace): Promise<AudienceMember[]> {
    // A task being written is the agency's form: clients write no task descriptions.
    if (place.kind === 'taskState' && actor.userType === 'client') throw new MentionPlaceNotFoundException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    const members = await this.membersOf(scope, place);
    if (!members.some((member) => member.id === actor.userId)) throw new MentionPlaceNotFoundException();
    return members;
  }

  /** Refuses a text mentioning someone outside the place's audience (400 naming `field`); nothing is saved then. */
  async assertMentionable(
    actor: Actor,
    place: MentionPlace,
    text: string | null | undefined,
    field: string,
  ): Promise<void> {
    const ids = mentionedUserIds(text);
    if (ids.length === 0) return;
    const scope = this.data.forTenant(actor.serviceProviderId);
    const audience = new Set((await this.membersOf(scope, place)).map((member) => member.id));
    if (ids.some((id) => !audience.has(id))) throw new MentionOutsideAudienceException(field);
  }

  private async membersOf(scope: TenantScope, place: MentionPlace): Promise<AudienceMember[]> {
    if (place.kind === 'conversation') return this.participants(scope, place.conversationId);
    if (place.kind === 'task') {
      const task = await this.taskFacts(scope, place.taskId);
      if (!task) throw new MentionPlaceNotFoundException();
      return this.taskReaders(scope, task, place.readers !== 'internal');
    }
    if (place.kind === 'taskState') {
      const project = await scope.findOne(Project, { id: place.projectId });
      if (!project) throw new MentionPlaceNotFoundException();
      return this.taskReaders(scope, { ...place, clientCompanyId: project.clientCompanyId }, true);
    }
    const project = await scope.findOne(Project, { id: place.projectId });
    if (!project) throw new MentionPlaceNotFoundException();
    const worksOn = await this.assigneesOf(scope, project.id);
    return this.readers(
      scope,
      project.clientCompanyId,
      place.readers === 'client',
      (actor) => actor.userType === 'client' || actor.permissions.canViewAllProjects || worksOn.has(actor.userId),
    );
  }

  /** Team members who may see the task; clients of its company too when the task is theirs to see and `clientsRead`. */
  private taskReaders(scope: TenantScope, task: TaskFacts, clientsRead: boolean): Promise<AudienceMember[]> {
    return this.readers(scope, task.clientCompanyId, clientsRead && task.isClientVisible, (actor) =>
      actor.userType === 'client'
        ? task.isClientVisible
        : actor.permissions.canViewAllTasks || task.assignedToId === actor.userId,
    );
  }

  /** The agency's active team (and the company's clients when they read too) for whom `mayRead` holds. */
  private async readers(
    scope: TenantScope,
    clientCompanyId: string | null,
    withClients: boolean,
    mayRead: (actor: Actor) => boolean,
  ): Promise<AudienceMember[]> {
    const users = await scope
      .query(User, 'user')
      .andWhere("user.status = 'active'")
      .andWhere(
        withClients && clientCompanyId
          ? "(user.userType <> 'client' OR user.clientCompanyId = :clientCompanyId)"
          : "user.userType <> 'client'",
        { clientCompanyId },
      )
      .orderBy('user.firstName', 'ASC')
      .addOrderBy('user.lastName', 'ASC')
      .getMany();
    const members: AudienceMember[] = [];
    for (const user of users) {
      // A client without portal access (or any user who may not sign in) reads nothing.
      const actor = await this.actors.actorOf(user).catch(() => null);
      if (actor && mayRead(actor)) members.push(memberOf(user));
    }
    return members;
  }

  private async taskFacts(scope: TenantScope, taskId: string): Promise<TaskFacts | null> {
    const row = await scope
      .query(Task, 'task')
      .innerJoin(Project, 'project', 'project.id = task.projectId')
      .select('task.assignedToId', 'assignedToId')
      .addSelect('task.isClientVisible', 'isClientVisible')
      .addSelect('task.projectId', 'projectId')
      .addSelect('project.clientCompanyId', 'clientCompanyId')
      .andWhere('task.id = :taskId', { taskId })
      .getRawOne<TaskFacts>();
    return row ?? null;
  }

  private async assigneesOf(scope: TenantScope, projectId: string): Promise<Set<string>> {
    const rows = await scope
      .query(Task, 'task')
      .select('DISTINCT task.assignedToId', 'id')
      .andWhere('task.projectId = :projectId', { projectId })
      .andWhere('task.assignedToId IS NOT NULL')
      .getRawMany<{ id: string }>();
    return new Set(rows.map((row) => row.id));
  }

  private async participants(scope: TenantScope, conversationId: string): Promise<AudienceMember[]> {
    const rows = await scope.find(ConversationParticipant, { where: { conversationId, isActive: true } });
    if (rows.length === 0) throw new MentionPlaceNotFoundException();
    const users = await scope.find(User, {
      where: { id: In(rows.map((row) => row.userId)), status: 'active' },
      order: { firstName: 'ASC', lastName: 'ASC' },
    });
    return users.map(memberOf);
  }
}

function memberOf(user: User): AudienceMember {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), role: user.userType };
}
