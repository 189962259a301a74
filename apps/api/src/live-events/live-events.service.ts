import { Injectable, Logger } from '@nestjs/common';
import type { ServerEventName } from '@taskflow/contracts';
import type { Server } from 'socket.io';
import type { AuthenticatedUser } from '../authorization/authenticated-user';

/** Room names of the live gateway; an audience suffix keeps internal content away from client sockets. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  agency: (serviceProviderId: string) => `agency:${serviceProviderId}`,
  /** The agency's admins and team members. */
  team: (serviceProviderId: string) => `agency:${serviceProviderId}:team`,
  /** The clients of one customer. */
  customer: (clientCompanyId: string) => `customer:${clientCompanyId}`,
  task: (taskId: string, audience: 'team' | 'client') => `task:${taskId}:${audience}`,
  project: (projectId: string, audience: 'team' | 'limited' | 'client') => `project:${projectId}:${audience}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
};

/** The rooms a socket joins by asking for a resource (join:task, join:project, join:conversation). */
export type ResourceKind = 'task' | 'project' | 'conversation';

/** Which resource a room belongs to, or null for the rooms every socket is put in (user, agency, audience). */
export function resourceOfRoom(room: string): { kind: ResourceKind; id: string } | null {
  const match = /^(task|project|conversation):([0-9a-f-]{36})(:(team|limited|client))?$/.exec(room);
  return match ? { kind: match[1] as ResourceKind, id: match[2] } : null;
}

/** Re-checks the sockets of an agency on every API process (registered by the gateway). */
export type AccessRecheck = (serviceProviderId: string) => Promise<void>;

/**
 * What services use to raise live events. The gateway hands over its server at start-up; with the Redis
 * adapter, emitting to a room reaches that room's sockets on every API process.
 */
@Injectable()
export class LiveEvents {
  private server: Server | null = null;
  private recheck: AccessRecheck | null = null;
  /** The rooms of this process's sockets, when no other process can have any (socket.io's in-memory adapter). */
  private onlyRooms: ReadonlyMap<string, unknown> | null = null;
  private readonly logger = new Logger(LiveEvents.name);

  attach(server: Server, recheck: AccessRecheck): void {
    this.server = server;
    this.recheck = recheck;
    const adapter = server.of('/').adapter;
    // Only socket.io's own in-memory adapter (the Redis adapter and the session-aware one are subclasses): its rooms
    // are every room there is, so an event for rooms without a socket reaches no one and is not encoded at all.
    this.onlyRooms = adapter.constructor.name === 'Adapter' ? adapter.rooms : null;
  }

  /**
   * Call after anything that may take access away (a project's company, a task's assignee or visibility, the
   * team permissions, client portal access, conversation participants, a deleted company): every socket of the
   * agency, on every API process, is checked again before this resolves. A socket leaves the task, project and
   * conversation rooms it may no longer be in; one whose user may no longer sign in is closed. Events raised
   * afterwards, whatever their kind, reach only the sockets still in a room.
   */
  async accessChanged(serviceProviderId: string): Promise<void> {
    if (!this.recheck) return;
    try {
      await this.recheck(serviceProviderId);
    } catch (error) {
      this.logger.error({ err: error }, 'Live rooms not re-checked after an access change');
    }
  }

  /** Sends once to every socket in any of `roomNames` (a socket in several of them gets it once). */
  emit(roomNames: string[], event: ServerEventName, payload: unknown): void {
    if (!this.server || roomNames.length === 0) return;
    const rooms = this.onlyRooms;
    if (rooms && !roomNames.some((room) => rooms.has(room))) return;
    this.server.to(roomNames).emit(event, payload);
  }

  toUsers(userIds: string[], event: ServerEventName, payload: unknown): void {
    this.emit([...new Set(userIds)].map(rooms.user), event, payload);
  }

  /** The users with a socket in any of `roomNames`, on every process. */
  async connectedUsers(roomNames: string[]): Promise<AuthenticatedUser[]> {
    if (!this.server || roomNames.length === 0) return [];
    const sockets = await this.server.in(roomNames).fetchSockets();
    const users = new Map<string, AuthenticatedUser>();
    for (const socket of sockets) {
      const user = (socket.data as { user?: AuthenticatedUser }).user;
      if (user)
        users.set(user.userId, {
          userId: user.userId,
          serviceProviderId: user.serviceProviderId,
          userType: user.userType,
          sessionVersion: user.sessionVersion,
        });
    }
    return [...users.values()];
  }

  /** Makes the sockets in any of `fromRooms` leave `roomNames`, on every process (they may no longer hear of it). */
  leave(fromRooms: string[], roomNames: string[]): void {
    if (!this.server || fromRooms.length === 0 || roomNames.length === 0) return;
    this.server.in(fromRooms).socketsLeave(roomNames);
  }

  /** Closes every socket of the user, on every process (logout, password change, deactivation). */
  disconnectUser(userId: string): void {
    if (!this.server) return;
    this.server.in(rooms.user(userId)).disconnectSockets(true);
  }

  /** Runs a live side effect without letting its failure fail the HTTP call that caused it. */
  async safely(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn({ err: error }, `Live event not sent: ${what}`);
    }
  }
}
