import { CLIENT_EVENTS, type RoomJoinAck } from '@taskflow/contracts';
import { emitWithAck, LIVE_ACK_TIMEOUT_MS, type LiveSocket } from '../live-socket';

export type LiveRoomKind = 'task' | 'project' | 'conversation';

/** idle: nothing asked (no id, signed out); joining: asked, or waiting for the connection; failed: refused or no answer. */
export type LiveRoomStatus = 'idle' | 'joining' | 'joined' | 'failed';

export interface LiveRoomState {
  status: LiveRoomStatus;
  /** The gateway's reason when failed ('timeout' when it did not answer). */
  error?: string;
}

export const IDLE_ROOM: LiveRoomState = Object.freeze({ status: 'idle' });
const JOINING: LiveRoomState = Object.freeze({ status: 'joining' });
const JOINED: LiveRoomState = Object.freeze({ status: 'joined' });

const ROOM_EVENTS: Record<LiveRoomKind, { join: string; leave: string; key: string }> = {
  task: { join: CLIENT_EVENTS.joinTask, leave: CLIENT_EVENTS.leaveTask, key: 'taskId' },
  project: { join: CLIENT_EVENTS.joinProject, leave: CLIENT_EVENTS.leaveProject, key: 'projectId' },
  conversation: { join: CLIENT_EVENTS.joinConversation, leave: CLIENT_EVENTS.leaveConversation, key: 'conversationId' },
};

interface Room {
  kind: LiveRoomKind;
  id: string;
  holders: number;
  state: LiveRoomState;
  /** Counts join attempts; an answer to an older attempt (before a reconnect) is ignored. */
  attempt: number;
  joining: boolean;
}

/**
 * The task, project and conversation rooms this browser is in, counted per holder: the first holder joins,
 * the last one leaves, so two screens in one room never leave it for each other. A leave asked while the
 * join is still on its way waits for the join's answer (the gateway could otherwise run them out of order).
 * After a reconnect every held room is joined again (`rejoinAll`).
 */
export class LiveRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly socket: LiveSocket,
    private readonly ackTimeoutMs = LIVE_ACK_TIMEOUT_MS,
  ) {}

  /** Holds the room until the returned release is called (once). */
  acquire(kind: LiveRoomKind, id: string): () => void {
    const key = roomKey(kind, id);
    let room = this.rooms.get(key);
    if (!room) {
      room = { kind, id, holders: 0, state: JOINING, attempt: 0, joining: false };
      this.rooms.set(key, room);
      if (this.socket.connected) void this.join(room);
    }
    room.holders += 1;
    const held = room;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(held);
    };
  }

  stateOf(kind: LiveRoomKind, id: string): LiveRoomState {
    return this.rooms.get(roomKey(kind, id))?.state ?? IDLE_ROOM;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** After (re)connecting: joins every held room; resolves when all have answered. */
  rejoinAll(): Promise<void> {
    const joins: Promise<void>[] = [];
    for (const [key, room] of this.rooms) {
      if (room.holders === 0) this.rooms.delete(key);
      else joins.push(this.join(room));
    }
    return Promise.all(joins).then(() => undefined);
  }

  /** The connection dropped: the gateway forgot our rooms; the held ones wait for the next connect. */
  connectionLost(): void {
    for (const [key, room] of this.rooms) {
      room.attempt += 1;
      room.joining = false;
      if (room.holders === 0) this.rooms.delete(key);
      else this.setState(room, JOINING);
    }
    this.notify();
  }

  /** The socket is closed for good (sign-out). */
  dispose(): void {
    this.rooms.clear();
    this.notify();
  }

  private release(room: Room): void {
    room.holders -= 1;
    if (room.holders > 0 || room.joining) return;
    this.leave(room);
  }

  private leave(room: Room): void {
    this.rooms.delete(roomKey(room.kind, room.id));
    if (this.socket.connected) {
      const { leave, key } = ROOM_EVENTS[room.kind];
      void emitWithAck<RoomJoinAck>(this.socket, leave, { [key]: room.id }, () => timedOut, this.ackTimeoutMs);
    }
    this.notify();
  }

  private async join(room: Room): Promise<void> {
    const { join, key } = ROOM_EVENTS[room.kind];
    room.attempt += 1;
    const attempt = room.attempt;
    room.joining = true;
    this.setState(room, JOINING);
    const answer = await emitWithAck<RoomJoinAck>(
      this.socket,
      join,
      { [key]: room.id },
      () => timedOut,
      this.ackTimeoutMs,
    );
    if (room.attempt !== attempt || this.rooms.get(roomKey(room.kind, room.id)) !== room) return;
    room.joining = false;
    if (room.holders === 0) {
      this.leave(room);
      return;
    }
    this.setState(room, answer?.ok ? JOINED : { status: 'failed', error: answer?.error ?? 'Access denied' });
  }

  private setState(room: Room, state: LiveRoomState): void {
    if (room.state === state) return;
    room.state = state;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const timedOut: RoomJoinAck = { ok: false, error: 'timeout' };

function roomKey(kind: LiveRoomKind, id: string): string {
  return `${kind}:${id}`;
}
