import type { Socket } from 'socket.io-client';

export interface RealtimeSocketOptions {
  /** Origin of the live gateway; empty means the page's own origin. */
  url: string;
  /** Read on every (re)connect, so a refreshed access token is used without a new socket. */
  getToken: () => string | null;
}

/** socket.io-client is fetched when someone signs in: the public pages never download it. */
export async function createRealtimeSocket({ url, getToken }: RealtimeSocketOptions): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io(url || undefined, {
    auth: (send) => send({ token: getToken() }),
    transports: ['websocket', 'polling'],
    autoConnect: false,
  });
}
