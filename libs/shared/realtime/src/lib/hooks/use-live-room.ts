import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { LiveRoomsContext } from '../rooms/live-rooms-context';
import { IDLE_ROOM, type LiveRoomKind, type LiveRoomState } from '../rooms/live-rooms';

/**
 * Keeps this browser in the task, project or conversation room while the component is mounted (and joined
 * again after every reconnect); no id means no room. Returns the join's state: `failed` with the gateway's
 * reason when it refused (no access), `idle` without id or while signed out.
 */
export function useLiveRoom(kind: LiveRoomKind, id: string | null | undefined): LiveRoomState {
  const rooms = useContext(LiveRoomsContext);

  useEffect(() => {
    if (!rooms || !id) return undefined;
    return rooms.acquire(kind, id);
  }, [rooms, kind, id]);

  const subscribe = useCallback(
    (listener: () => void) => (rooms ? rooms.subscribe(listener) : () => undefined),
    [rooms],
  );
  const snapshot = () => (rooms && id ? rooms.stateOf(kind, id) : IDLE_ROOM);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
