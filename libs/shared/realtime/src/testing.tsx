// Test helpers for screens that use the live connection: a scriptable socket and a provider that connects it
// to the test's store exactly as RealtimeProvider connects the real one.
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Socket } from 'socket.io-client';
import type { AppStore } from '@taskflow/store';
import { RealtimeContext } from './lib/hooks/realtime-context';
import { connectLiveCache } from './lib/live-cache/connect-live-cache';
import { LiveRooms } from './lib/rooms/live-rooms';
import { LiveRoomsContext } from './lib/rooms/live-rooms-context';
import { FakeLiveSocket } from './lib/testing/fake-live-socket';

export { FakeLiveSocket, settle, type SentEvent } from './lib/testing/fake-live-socket';

/**
 * Provides `socket` as the live connection of the store in context: its events update the cache, rooms and
 * typing go through it. Call `socket.serverConnects()` to go live (before or after rendering).
 */
export function LiveTestProvider({ socket, children }: { socket: FakeLiveSocket; children: ReactNode }) {
  const store = useStore() as AppStore;
  const [rooms, setRooms] = useState<LiveRooms | null>(null);
  useEffect(() => {
    const liveRooms = new LiveRooms(socket);
    const detach = connectLiveCache({ socket, store, rooms: liveRooms });
    setRooms(liveRooms);
    return detach;
  }, [socket, store]);
  if (!rooms) return null;
  return (
    <RealtimeContext.Provider value={socket as unknown as Socket}>
      <LiveRoomsContext.Provider value={rooms}>{children}</LiveRoomsContext.Provider>
    </RealtimeContext.Provider>
  );
}
