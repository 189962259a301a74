import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type PresencePayload,
  type PresenceState,
  type RoomJoinAck,
  type ServerShutdownPayload,
  type TypingPayload,
} from '@taskflow/contracts';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../authorization/actor';
import { ActorLoader } from '../auth/actor-loader.service';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { verifyAccessToken } from '../auth/verify-access-token';
import { AppConfig } from '../config/app-config';
import { ConversationsService } from '../conversations/conversations.service';
import { ProjectsService } from '../projects/projects.service';
import { TasksService } from '../tasks/tasks.service';
import { LiveEvents, resourceOfRoom, rooms, type ResourceKind } from '../live-events/live-events.service';
import { roomTarget } from './room-target';

interface LiveSocketData {
  user: LiveUser;
}
type LiveUser = AuthenticatedUser & { clientCompanyId: string | null };
type LiveSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, LiveSocketData>;

export const UNAUTHORIZED_HANDSHAKE = 'Unauthorized';
/** Server-to-server (Redis adapter) request: re-check the local sockets of an agency, then acknowledge. */
const RECHECK_EVENT = 'taskflow:access-recheck';

/**
 * The live gateway (socket.io, default namespace). The handshake needs a valid access token in
 * `auth.token`; every socket joins its user's and its agency's rooms; task, project and conversation
 * rooms are joined only after the same visibility checks as the HTTP calls.
 */
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(LiveGateway.name);
  private server!: Server;
  /** Joins and re-checks of one socket run one after the other, so a join cannot slip past a re-check. */
  private readonly queues = new WeakMap<LiveSocket, Promise<unknown>>();

  /** Which rooms of a resource an actor may be in; throws when none (the same checks as the HTTP calls). */
  private readonly roomsOf: Record<ResourceKind, (actor: Actor, id: string) => Promise<string[]>> = {
    task: async (actor, taskId) => {
      await this.tasks.findVisible(actor, taskId);
      return [rooms.task(taskId, actor.userType === 'client' ? 'client' : 'team')];
    },
    project: async (actor, projectId) => {
      await this.projects.findVisible(actor, projectId);
      if (actor.userType === 'client') return [rooms.project(projectId, 'client')];
      return [rooms.project(projectId, actor.permissions.canViewAllTasks ? 'team' : 'limited')];
    },
    conversation: async (actor, conversationId) => {
      await this.conversations.membership(actor, conversationId);
      return [rooms.conversation(conversationId)];
    },
  };

  constructor(
    private readonly config: AppConfig,
    private readonly actors: ActorLoader,
    private readonly live: LiveEvents,
    private readonly tasks: TasksService,
    private readonly projects: ProjectsService,
    private readonly conversations: ConversationsService,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    this.live.attach(server, (serviceProviderId) => this.recheckEverywhere(serviceProviderId));
    // Another API process asks this one to re-check its own sockets (see recheckEverywhere).
    server.on(RECHECK_EVENT, (serviceProviderId: unknown, acknowledge: unknown) => {
      const done = () => (typeof acknowledge === 'function' ? acknowledge(true) : undefined);
      if (typeof serviceProviderId !== 'string') return done();
      void this.recheckLocal(serviceProviderId)
        .catch((error: unknown) => this.logger.error({ err: error }, 'Live rooms not re-checked'))
        .finally(done);
    });
    server.use((socket, next) => {
      this.authenticate(socket.handshake.auth?.['token'])
        .then((user) => {
          (socket as LiveSocket).data.user = user;
          // Checked once; the socket is the user's from now on (fetchSockets would also carry it to other processes).
          delete socket.handshake.auth['token'];
          next();
        })
        .catch(() => next(new Error(UNAUTHORIZED_HANDSHAKE)));
    });
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    const { user } = socket.data;
    if (!user) {
      socket.disconnect(true);
      return;
    }
    const audience =
      user.userType === 'client' && user.clientCompanyId
        ? rooms.customer(user.clientCompanyId)
        : rooms.team(user.serviceProviderId);
    await socket.join([rooms.user(user.userId), rooms.agency(user.serviceProviderId), audience]);
    if ((await this.socketCount(user.userId)) === 1) this.announcePresence(user, 'online');
  }

  async handleDisconnect(socket: LiveSocket): Promise<void> {
    const { user } = socket.data;
    if (!user) return;
    try {
      // The socket has left its rooms by now.
      if ((await this.socketCount(user.userId)) === 0) this.announcePresence(user, 'offline');
    } catch (error) {
      this.logger.warn({ err: error }, 'Presence not updated');
    }
  }

  /**
   * Shutdown: every socket of this process gets `server:shutdown` and its connection is closed (the engine
   * flushes the event first). Closing the transport, not sending socket.io's disconnect, is what makes the
   * browser reconnect by itself, through the load balancer, to a process that is still up.
   */
  closeForShutdown(reconnectAfterMs: number): void {
    const payload: ServerShutdownPayload = { reconnect: true, reconnectAfterMs };
    for (const socket of this.server.of('/').sockets.values()) {
      socket.emit(SERVER_EVENTS.serverShutdown as never, payload as never);
      socket.conn.close();
    }
  }

  /** The browser announces itself (again) after connecting or when it is back from being away. */
  @SubscribeMessage(CLIENT_EVENTS.userOnline)
  online(@ConnectedSocket() socket: LiveSocket): RoomJoinAck {
    this.announcePresence(socket.data.user, 'online');
    return { ok: true };
  }

  @SubscribeMessage(CLIENT_EVENTS.userAway)
  away(@ConnectedSocket() socket: LiveSocket): RoomJoinAck {
    this.announcePresence(socket.data.user, 'away');
    return { ok: true };
  }

  /** The ids of the users with at least one open socket, on any API process, whose presence the caller may see. */
  @SubscribeMessage(CLIENT_EVENTS.presenceList)
  async presence(@ConnectedSocket() socket: LiveSocket): Promise<{ userIds: string[] }> {
    const sockets = await this.server.in(rooms.agency(socket.data.user.serviceProviderId)).fetchSockets();
    const users = sockets
      .map((remote) => (remote.data as LiveSocketData).user)
      .filter((user) => maySeePresence(socket.data.user, user));
    return { userIds: [...new Set(users.map((user) => user.userId))] };
  }

  @SubscribeMessage(CLIENT_EVENTS.joinTask)
  joinTask(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.join(socket, roomTarget(body, 'taskId'), this.roomsOf.task);
  }

  @SubscribeMessage(CLIENT_EVENTS.leaveTask)
  leaveTask(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.leave(socket, roomTarget(body, 'taskId'), (taskId) => [
      rooms.task(taskId, 'team'),
      rooms.task(taskId, 'client'),
    ]);
  }

  @SubscribeMessage(CLIENT_EVENTS.joinProject)
  joinProject(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.join(socket, roomTarget(body, 'projectId'), this.roomsOf.project);
  }

  @SubscribeMessage(CLIENT_EVENTS.leaveProject)
  leaveProject(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.leave(socket, roomTarget(body, 'projectId'), (projectId) => [
      rooms.project(projectId, 'team'),
      rooms.project(projectId, 'limited'),
      rooms.project(projectId, 'client'),
    ]);
  }

  @SubscribeMessage(CLIENT_EVENTS.joinConversation)
  joinConversation(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.join(socket, roomTarget(body, 'conversationId'), this.roomsOf.conversation);
  }

  @SubscribeMessage(CLIENT_EVENTS.leaveConversation)
  leaveConversation(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<RoomJoinAck> {
    return this.leave(socket, roomTarget(body, 'conversationId'), (conversationId) => [
      rooms.conversation(conversationId),
    ]);
  }

  @SubscribeMessage(CLIENT_EVENTS.typingStart)
  typingStart(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): RoomJoinAck {
    return this.typing(socket, roomTarget(body, 'conversationId'), SERVER_EVENTS.userTyping);
  }

  @SubscribeMessage(CLIENT_EVENTS.typingStop)
  typingStop(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): RoomJoinAck {
    return this.typing(socket, roomTarget(body, 'conversationId'), SERVER_EVENTS.userStoppedTyping);
  }

  /** Typing goes to the others in a conversation room the socket has joined (so it passed the membership check). */
  private typing(
    socket: LiveSocket,
    conversationId: string | null,
    event: typeof SERVER_EVENTS.userTyping | typeof SERVER_EVENTS.userStoppedTyping,
  ): RoomJoinAck {
    const room = conversationId ? rooms.conversation(conversationId) : null;
    if (!conversationId || !room || !socket.rooms.has(room)) return { ok: false, error: 'Join the conversation first' };
    const payload: TypingPayload = { conversationId, userId: socket.data.user.userId };
    socket.to(room).emit(event as never, payload as never);
    return { ok: true };
  }

  private async join(
    socket: LiveSocket,
    id: string | null,
    check: (actor: Actor, id: string) => Promise<string[]>,
  ): Promise<RoomJoinAck> {
    if (!id) return { ok: false, error: 'Invalid input: a valid id is required' };
    return this.serialized(socket, async () => {
      try {
        const actor = await this.actors.load(socket.data.user);
        await socket.join(await check(actor, id));
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : 'Access denied' };
      }
    });
  }

  private async leave(
    socket: LiveSocket,
    id: string | null,
    roomNames: (id: string) => string[],
  ): Promise<RoomJoinAck> {
    if (!id) return { ok: false, error: 'Invalid input: a valid id is required' };
    for (const room of roomNames(id)) await socket.leave(room);
    return { ok: true };
  }

  /**
   * Re-checks every socket of the agency on this process and, through the Redis adapter, on every other one;
   * resolves when all have answered (a process that does not answer in time is logged, see LiveEvents).
   */
  private async recheckEverywhere(serviceProviderId: string): Promise<void> {
    const others =
      (await this.server.of('/').adapter.serverCount()) > 1
        ? this.server.serverSideEmitWithAck(RECHECK_EVENT, serviceProviderId)
        : Promise.resolve([]);
    await Promise.all([this.recheckLocal(serviceProviderId), others]);
  }

  private async recheckLocal(serviceProviderId: string): Promise<void> {
    const namespace = this.server.of('/');
    const ids = [...(namespace.adapter.rooms.get(rooms.agency(serviceProviderId)) ?? [])];
    const sockets = ids
      .map((id) => namespace.sockets.get(id) as LiveSocket | undefined)
      .filter((socket): socket is LiveSocket => socket !== undefined);
    await Promise.all(sockets.map((socket) => this.serialized(socket, () => this.recheck(socket))));
  }

  /**
   * One socket against its user's access now: a user who may no longer sign in (deleted, deactivated, a client
   * whose portal was closed, a revoked token) is disconnected; otherwise each task, project and conversation room
   * is checked like a join, the socket leaves the rooms it may no longer be in and moves to the audience it now
   * belongs to (a project's limited room once canViewAllTasks is off). A check that cannot be made counts as a no.
   */
  private async recheck(socket: LiveSocket): Promise<void> {
    if (socket.disconnected) return;
    let actor: Actor;
    try {
      actor = await this.actors.load(socket.data.user);
    } catch {
      socket.disconnect(true);
      return;
    }
    const joined = new Map<string, { kind: ResourceKind; id: string; rooms: string[] }>();
    for (const room of socket.rooms) {
      const resource = resourceOfRoom(room);
      if (!resource) continue;
      const key = `${resource.kind}:${resource.id}`;
      const entry = joined.get(key) ?? { ...resource, rooms: [] };
      entry.rooms.push(room);
      joined.set(key, entry);
    }
    for (const { kind, id, rooms: inRooms } of joined.values()) {
      const allowed = await this.roomsOf[kind](actor, id).catch(() => [] as string[]);
      for (const room of inRooms) if (!allowed.includes(room)) await socket.leave(room);
      if (allowed.length > 0) await socket.join(allowed);
    }
  }

  private serialized<T>(socket: LiveSocket, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(socket) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.queues.set(socket, next);
    return next;
  }

  /**
   * How many sockets the user has open, on every process; more than one is all presence needs to know, and when this
   * process alone holds more than one the other processes need not be asked (a user with many tabs stays cheap).
   */
  private async socketCount(userId: string): Promise<number> {
    const room = rooms.user(userId);
    const local = this.server.of('/').adapter.rooms.get(room)?.size ?? 0;
    if (local > 1) return local;
    return (await this.server.in(room).fetchSockets()).length;
  }

  /** The team's presence goes to the whole agency; a client's only to the team and their own company. */
  private announcePresence(user: LiveUser, state: PresenceState): void {
    const event =
      state === 'online'
        ? SERVER_EVENTS.userOnline
        : state === 'away'
          ? SERVER_EVENTS.userAway
          : SERVER_EVENTS.userOffline;
    const payload: PresencePayload = { userId: user.userId, state };
    const targets =
      user.userType === 'client' && user.clientCompanyId
        ? [rooms.team(user.serviceProviderId), rooms.customer(user.clientCompanyId)]
        : [rooms.agency(user.serviceProviderId)];
    this.live.emit(targets, event, payload);
  }

  /** A valid token of an active user (whose portal is open, for clients). */
  private async authenticate(token: unknown): Promise<LiveUser> {
    const user = verifyAccessToken(token, this.config.JWT_ACCESS_SECRET);
    const actor = await this.actors.load(user);
    return { ...user, clientCompanyId: actor.clientCompanyId };
  }
}

function maySeePresence(viewer: LiveUser, user: LiveUser): boolean {
  return viewer.userType !== 'client' || user.userType !== 'client' || user.clientCompanyId === viewer.clientCompanyId;
}
