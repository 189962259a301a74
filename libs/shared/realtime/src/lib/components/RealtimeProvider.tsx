import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS } from '@taskflow/contracts';
import { selectIsSignedIn, selectSessionToken } from '@taskflow/auth';
import { useAppSelector, getRuntimeConfig, type AppStore } from '@taskflow/store';
import { createRealtimeSocket } from '../create-realtime-socket';
import { RealtimeContext } from '../hooks/realtime-context';
import { connectLiveCache } from '../live-cache/connect-live-cache';
import { LiveRooms } from '../rooms/live-rooms';
import { LiveRoomsContext } from '../rooms/live-rooms-context';
import { checkSession, SESSION_CHECK_MAX_RETRY_MS, SESSION_CHECK_RETRY_MS } from '../session/session-check';

interface LiveConnection {
  socket: Socket;
  rooms: LiveRooms;
}

/**
 * Holds the one live connection: open while signed in, closed on sign-out. While it is open, live events
 * update the RTK Query cache (connectLiveCache) and screens hold rooms with useLiveRoom. When the gateway closes
 * the socket itself (the session ended elsewhere, the client portal was turned off, the server shuts down), the
 * API is asked whether the session still holds: an ended one signs out (the base query does that, with the reason),
 * a valid one reconnects. So does a connection the gateway refused (an access token that expired before it connected).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const store = useStore() as AppStore;
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  const storeRef = useRef(store);
  storeRef.current = store;

  useEffect(() => {
    if (!isSignedIn) return undefined;
    let closed = false;
    let close: () => void = () => undefined;
    void createRealtimeSocket({
      url: getRuntimeConfig().realtimeUrl,
      getToken: () => selectSessionToken(storeRef.current.getState()),
    }).then(
      (liveSocket) => {
        if (closed) return;
        const rooms = new LiveRooms(liveSocket);
        liveSocket.on('connect', () => liveSocket.emit(CLIENT_EVENTS.userOnline));
        let retryTimer: ReturnType<typeof setTimeout> | undefined;
        const reconnectIfSessionHolds = async (waitMs: number) => {
          const outcome = await checkSession(storeRef.current);
          if (closed || liveSocket.connected) return;
          if (outcome === 'valid') liveSocket.connect();
          else if (outcome === 'unreachable')
            retryTimer = setTimeout(
              () => void reconnectIfSessionHolds(Math.min(waitMs * 2, SESSION_CHECK_MAX_RETRY_MS)),
              waitMs,
            );
        };
        liveSocket.on('disconnect', (reason) => {
          if (reason !== 'io server disconnect') return;
          clearTimeout(retryTimer);
          retryTimer = setTimeout(
            () => void reconnectIfSessionHolds(SESSION_CHECK_RETRY_MS * 2),
            SESSION_CHECK_RETRY_MS,
          );
        });
        // The gateway refused the connection itself: the access token had expired before the socket connected (a page
        // opened or reloaded after a while). socket.io does not retry a refusal; asking the API renews the token (the
        // base query refreshes it on 401), and a session that holds connects again with the new one. A network failure
        // leaves the socket active: socket.io retries that itself.
        liveSocket.on('connect_error', () => {
          if (liveSocket.active) return;
          clearTimeout(retryTimer);
          retryTimer = setTimeout(
            () => void reconnectIfSessionHolds(SESSION_CHECK_RETRY_MS * 2),
            SESSION_CHECK_RETRY_MS,
          );
        });
        const detachLiveCache = connectLiveCache({ socket: liveSocket, store: storeRef.current, rooms });
        liveSocket.connect();
        setConnection({ socket: liveSocket, rooms });
        close = () => {
          clearTimeout(retryTimer);
          detachLiveCache();
          liveSocket.removeAllListeners();
          liveSocket.disconnect();
          setConnection(null);
        };
      },
      (error: unknown) => console.error('Live updates are unavailable: the socket client could not be loaded', error),
    );
    return () => {
      closed = true;
      close();
    };
  }, [isSignedIn]);

  return (
    <RealtimeContext.Provider value={connection?.socket ?? null}>
      <LiveRoomsContext.Provider value={connection?.rooms ?? null}>{children}</LiveRoomsContext.Provider>
    </RealtimeContext.Provider>
  );
}
