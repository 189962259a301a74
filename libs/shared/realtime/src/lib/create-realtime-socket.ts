import { io, type Socket } from 'socket.io-client';

export interface RealtimeSocketOptions {
  /** Origin of the live gateway; empty means the page's own origin. */
  url: string;
  /** Read on every (re)connect, so a refreshed access token is used without a new socket. */
  getToken: () => string | null;
}

export function createRealtimeSocket({ url, getToken }: RealtimeSocketOptions): Socket {
  return io(url || undefined, {
    auth: (send) => send({ token: getToken() }),
    transports: ['websocket', 'polling'],
    autoConnect: false,
  });
}
