import { Injectable, Logger } from '@nestjs/common';
import type { ServerEventName } from '@taskflow/contracts';
import type { Server } from 'socket.io';
import type { AuthenticatedUser } from '../authorization/authenticated-user';

/** Room names of the live gateway; an audience suffix keeps internal content away from client sockets. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  provider: (serviceProviderId: string) => `provider:${serviceProviderId}`,
  /** The provider's admins and team members. */
  team: (serviceProviderId: string) => `provider:${serviceProviderId}:team`,
  /** The clients of one client company. */
  company: (clientCompanyId: string) => `company:${clientCompanyId}`,
  task: (taskId: string, audience: 'team' | 'client') => `task:${taskId}:${audience}`,
  project: (projectId: string, audience: 'team' | 'limited' | 'client') => `project:${projectId}:${audience}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
};

/**
 * What services use to raise live events. The gateway hands over its server at start-up; with the Redis
 * adapter, emitting to a room reaches that room's sockets on every API process.
 */
@Injectable()
export class LiveEvents {
  private server: Server | null = null;
  private readonly logger = new Logger(LiveEvents.name);

  attach(server: Server): void {
    this.server = server;
  }

  /** Sends once to every socket in any of `roomNames` (a socket in several of them gets it once). */
  emit(roomNames: string[], event: ServerEventName, payload: unknown): void {
    if (!this.server || roomNames.length === 0) return;
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

  /**
   * Closes the sockets of every client of the provider, on every process (the client portal was turned off; their
   * handshakes are refused from now on, so the browser learns why from the next API call and signs out).
   */
  async disconnectClients(serviceProviderId: string): Promise<void> {
    if (!this.server) return;
    for (const socket of await this.server.in(rooms.provider(serviceProviderId)).fetchSockets()) {
      if ((socket.data as { user?: AuthenticatedUser }).user?.userType === 'client') socket.disconnect(true);
    }
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
