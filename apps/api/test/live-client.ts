import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';

/** Starts the app on an ephemeral loopback port (the gateway shares the HTTP server); answers its base URL. */
export async function listenOnLoopback(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Opens a socket like the web app does (token in `auth`, websocket first); resolves once connected. */
export function connectLive(url: string, token: string | undefined): Promise<Socket> {
  const socket = io(url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket', 'polling'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The handshake's refusal message (fails the test if the socket connects). */
export async function refusal(url: string, token: string | undefined): Promise<string> {
  try {
    const socket = await connectLive(url, token);
    socket.close();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The handshake was accepted');
}

/** Collects every payload of the listed events a socket receives, for later checks. */
export class Inbox {
  private readonly received: { event: string; payload: unknown }[] = [];
  private readonly waiters: {
    event: string;
    match: (payload: never) => boolean;
    resolve: (payload: unknown) => void;
  }[] = [];

  constructor(socket: Socket, events: string[]) {
    for (const event of events) {
      socket.on(event, (payload: unknown) => {
        this.received.push({ event, payload });
        for (const waiter of [...this.waiters]) {
          if (waiter.event === event && waiter.match(payload as never)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve(payload);
          }
        }
      });
    }
  }

  /** Payloads of `event` received so far. */
  all<T>(event: string): T[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload as T);
  }

  /** The first payload of `event` matching `match` (already received or arriving within `timeoutMs`). */
  next<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
    const found = this.all<T>(event).find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${event} arrived within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        event,
        match: match as (payload: never) => boolean,
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload as T);
        },
      });
    });
  }
}

export function emitWithAck<T>(socket: Socket, event: string, body?: unknown): Promise<T> {
  return socket.timeout(3000).emitWithAck(event, body) as Promise<T>;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the server answered a request of this socket. Whatever the server wrote to the socket before (an
 * event emitted while another socket already got it) has arrived by then: "nothing came" without waiting.
 */
export async function roundTrip(socket: Socket): Promise<void> {
  await emitWithAck(socket, 'presence:list');
}

/** Resolves when the server closes the socket. */
export function disconnection(socket: Socket, timeoutMs = 3000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Socket still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
