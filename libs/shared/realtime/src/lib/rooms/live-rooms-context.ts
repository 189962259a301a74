import { createContext } from 'react';
import type { LiveRooms } from './live-rooms';

/** The rooms of the current live connection; null while signed out. */
export const LiveRoomsContext = createContext<LiveRooms | null>(null);
