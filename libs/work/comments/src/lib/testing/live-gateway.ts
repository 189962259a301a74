import { act } from '@testing-library/react';
import { CLIENT_EVENTS, type ServerEventName } from '@taskflow/contracts';
import { FakeLiveSocket } from '@taskflow/realtime/testing';

const ROOM_EVENTS: Record<string, { kind: string; key: string; joins: boolean }> = {
  [CLIENT_EVENTS.joinTask]: { kind: 'task', key: 'taskId', joins: true },
  [CLIENT_EVENTS.leaveTask]: { kind: 'task', key: 'taskId', joins: false },
  [CLIENT_EVENTS.joinProject]: { kind: 'project', key: 'projectId', joins: true },
  [CLIENT_EVENTS.leaveProject]: { kind: 'project', key: 'projectId', joins: false },
};

/**
 * The live gateway as the page's socket meets it (the realtime lib's FakeLiveSocket): like the API's gateway, it sends
 * a room's events only while the page is in that room ('task:{id}', 'project:{id}'), so a screen that never joins
 * never hears them.
 */
export class LiveGateway {
  constructor(readonly socket = new FakeLiveSocket()) {}

  /** The rooms the page asked to join, in order. */
  joinedRooms(): string[] {
    return this.roomChanges()
      .filter((change) => change.joins)
      .map((change) => change.room);
  }

  /** Whether the page is in the room now (joined and not left since). */
  isIn(room: string): boolean {
    return this.roomChanges().reduce((inside, change) => (change.room === room ? change.joins : inside), false);
  }

  /** The gateway sends the event to the room (the page hears it only while it is in the room). */
  send(room: string, event: ServerEventName, payload: unknown): void {
    if (this.isIn(room)) act(() => this.socket.receive(event, payload));
  }

  private roomChanges(): Array<{ room: string; joins: boolean }> {
    return this.socket.sent.flatMap(({ event, body }) => {
      const room = ROOM_EVENTS[event];
      return room ? [{ room: `${room.kind}:${(body as Record<string, string>)[room.key]}`, joins: room.joins }] : [];
    });
  }
}
