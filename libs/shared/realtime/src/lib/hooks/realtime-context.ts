import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

export const RealtimeContext = createContext<Socket | null>(null);

/** The live connection, or null while signed out. */
export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext);
}
