import type { ReactNode } from 'react';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { CurrentUserContext } from './current-user-context';

/** Hands the store's signed-in user to CurrentUserContext. */
export function CurrentUserFromStore({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}
