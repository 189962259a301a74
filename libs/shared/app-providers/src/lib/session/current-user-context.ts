import { createContext, useContext } from 'react';
import type { User } from '@taskflow/contracts';

/**
 * The signed-in user, for the parts of the platform that must also run on the public pages, where the store is not
 * loaded (the route table's role rule). SessionProviders fills it from the store; outside them nobody is signed in.
 */
export const CurrentUserContext = createContext<User | null>(null);

export const useCurrentUser = (): User | null => useContext(CurrentUserContext);
