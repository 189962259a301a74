import { useEffect, useRef } from 'react';
import type { ServerEventName } from '@taskflow/contracts';
import { useRealtimeSocket } from './realtime-context';

/** Calls the handler for every live event of that name while the component is mounted. */
export function useRealtimeEvent<Payload>(event: ServerEventName, handler: (payload: Payload) => void): void {
  const socket = useRealtimeSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;

  useEffect(() => {
    if (!socket) return undefined;
    const listener = (payload: Payload) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
