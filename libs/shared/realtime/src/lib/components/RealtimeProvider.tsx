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

interface LiveConnection {
  socket: Socket;
  rooms: LiveRooms;
}

/**
 * Holds the one live connection: open while signed in, closed on sign-out. While it is open, live events
 * update the RTK Query cache (connectLiveCache) and screens hold rooms with useLiveRoom.
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
        const detachLiveCache = connectLiveCache({ socket: liveSocket, store: storeRef.current, rooms });
        liveSocket.connect();
        setConnection({ socket: liveSocket, rooms });
        close = () => {
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
