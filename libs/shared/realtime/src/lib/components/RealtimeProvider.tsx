import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS } from '@taskflow/contracts';
import { selectIsSignedIn, selectSessionToken, type SessionState } from '@taskflow/auth';
import { useAppSelector, getRuntimeConfig } from '@taskflow/store';
import { createRealtimeSocket } from '../create-realtime-socket';
import { RealtimeContext } from '../hooks/realtime-context';

/** Holds the one live connection: open while signed in, closed on sign-out. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const store = useStore<{ session: SessionState }>();
  const [socket, setSocket] = useState<Socket | null>(null);
  const storeRef = useRef(store);
  storeRef.current = store;

  useEffect(() => {
    if (!isSignedIn) return undefined;
    const liveSocket = createRealtimeSocket({
      url: getRuntimeConfig().realtimeUrl,
      getToken: () => selectSessionToken(storeRef.current.getState()),
    });
    liveSocket.on('connect', () => liveSocket.emit(CLIENT_EVENTS.userOnline));
    liveSocket.connect();
    setSocket(liveSocket);
    return () => {
      liveSocket.removeAllListeners();
      liveSocket.disconnect();
      setSocket(null);
    };
  }, [isSignedIn]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
